import type { THouseContext } from '../house-context.ts';
import { drawDueIssues } from './lottery-draw.ts';
import { listLotteryGames, readOdds } from './lottery-games.ts';
import { ensureIssuesAhead } from './lottery-issues.ts';
import { payDueBets, sweepFinishedSlips } from './lottery-payouts.ts';
import { settleDrawnIssues } from './lottery-settlement.ts';

/** Every open game has its current issue and, ahead of it, as many as its longest chase needs. */
export async function scheduleLotteryIssues(ctx: THouseContext, now: Date = new Date()): Promise<void> {
  for (const game of await listLotteryGames(ctx.db)) {
    if (!game.is_enabled || game.odds_id === null) continue;
    const odds = await readOdds(ctx.db, game.odds_id);
    await ensureIssuesAhead(ctx, game, odds.max_chase, now);
  }
}

/** Draw what is due, settle what is drawn, pay what is settled, end finished slips: each pass. */
export async function runLotteryPass(ctx: THouseContext, now: Date = new Date()): Promise<void> {
  await drawDueIssues(ctx, now);
  await settleDrawnIssues(ctx);
  await payDueBets(ctx);
  await sweepFinishedSlips(ctx);
}
