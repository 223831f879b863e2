import type { TLotteryAdminGame, TLotteryResultSource } from '@tala/contract/lottery/lottery-admin';
import { sql } from 'kysely';
import type { THouseContext } from '../../house-context.ts';
import type { TLotteryResultsFeed } from '../lottery-results-source.ts';
import { adminDb } from './lottery-admin-db.ts';
import { LotteryAdminError } from './lottery-admin-error.ts';
import { adminGameView, requireGame } from './lottery-admin-terms.ts';

type TGameChange = { before: TLotteryAdminGame; after: TLotteryAdminGame };

/**
 * Suspends or re-opens a game. Suspended, no new issues are made and its page refuses bets; issues
 * already made still draw and settle (bets on them stand), or staff cancel them.
 */
export async function setGameEnabled(
  ctx: THouseContext,
  feeds: readonly TLotteryResultsFeed[],
  gameId: string,
  enabled: boolean,
): Promise<TGameChange> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await requireGame(trx, gameId, true);
    const before = await adminGameView(trx, game, feeds);
    await trx
      .updateTable('house.lottery_games')
      .set({ is_enabled: enabled, updated_at: sql<Date>`now()` })
      .where('game_id', '=', gameId)
      .execute();
    return { before, after: await adminGameView(trx, await requireGame(trx, gameId), feeds) };
  });
}

/**
 * Where the game's results come from from now on: the house's own draw, staff entry, or a configured feed
 * that has the game's family. Issues already drawn keep their result.
 */
export async function setResultsSource(
  ctx: THouseContext,
  feeds: readonly TLotteryResultsFeed[],
  input: { gameId: string; source: TLotteryResultSource; feed: string | null },
): Promise<TGameChange> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await requireGame(trx, input.gameId, true);
    const feedName = input.source === 'feed' ? input.feed : null;
    if (input.source === 'feed') {
      const feed = feeds.find((candidate) => candidate.name === feedName);
      if (!feed?.families.includes(game.family as never)) {
        throw new LotteryAdminError('BAD_REQUEST', 'no such results feed for this game');
      }
    }
    const before = await adminGameView(trx, game, feeds);
    await adminDb(trx)
      .updateTable('house.lottery_games')
      .set({ results_source: input.source, results_feed: feedName, updated_at: sql<Date>`now()` })
      .where('game_id', '=', input.gameId)
      .execute();
    return { before, after: await adminGameView(trx, await requireGame(trx, input.gameId), feeds) };
  });
}
