import type { THouseContext } from '../house-context.ts';
import { drawDueIssues } from './lottery-draw.ts';
import { listLotteryGames, readOdds } from './lottery-games.ts';
import { ensureIssuesAhead } from './lottery-issues.ts';
import { payDueBets } from './lottery-payouts.ts';
import { settleDrawnIssues } from './lottery-settlement.ts';
import { sweepFinishedSlips } from './lottery-slip-closing.ts';

/** Every open game has its current issue and, ahead of it, as many as its longest chase needs. */
export async function scheduleLotteryIssues(ctx: THouseContext, now: Date = new Date()): Promise<void> {
  for (const game of await listLotteryGames(ctx.db)) {
    if (!game.is_enabled || game.odds_id === null) continue;
    const odds = await readOdds(ctx.db, game.odds_id);
    await ensureIssuesAhead(ctx, game, odds.max_chase, now);
  }
}

/**
 * Draw what is due, settle what is drawn, pay what is settled, end finished slips: each pass. True when
 * the pass settled or paid something, so more may be waiting (a big issue takes many passes): the job
 * loop then runs the next pass at once instead of after its interval.
 */
export async function runLotteryPass(ctx: THouseContext, now: Date = new Date()): Promise<boolean> {
  await drawDueIssues(ctx, now);
  const settled = await settleDrawnIssues(ctx);
  const paid = await payDueBets(ctx);
  await sweepFinishedSlips(ctx);
  return settled > 0 || paid > 0;
}
