import { sql } from 'kysely';
import { playDraw } from '../../fair/scheduled-draw.ts';
import { drawOf } from '../../games/lottery/lottery-registry.ts';
import type { TLotteryResult } from '../../games/lottery/lottery-types.ts';
import { lotteryDrawLabel } from '../../verify/verify-lottery-issue.ts';
import type { THouseDb } from '../db/house-db.ts';
import type { THouseContext } from '../house-context.ts';
import { tryHoldIssueExclusive } from './lottery-issue-locks.ts';
import type { TIssueRow } from './lottery-issues.ts';

const ISSUES_PER_PASS = 20;

/**
 * The draw of one issue, as anyone can recompute it once the seed is revealed (a scheduled draw, decision
 * 059; the verify page checks it with the same label and stream, verify-lottery-issue.ts):
 *   entropy = drawEntropy(`<game client seed>:<issue no>`, the client seeds of the issue's slips)
 *   result  = the family's draw over the HMAC stream (server seed, entropy, nonce 0)
 */
export function drawIssueResult(input: {
  family: string;
  serverSeed: string;
  gameClientSeed: string;
  issueNo: string;
  contributions: readonly string[];
}): { entropy: string; result: TLotteryResult } {
  return playDraw(
    {
      seed: input.serverSeed,
      label: lotteryDrawLabel(input.gameClientSeed, input.issueNo),
      contributions: input.contributions,
    },
    drawOf(input.family),
  );
}

/**
 * Draws every issue whose draw time has passed and that is not drawn or cancelled — also those missed
 * while the server was down, in draw order, each exactly once (the row is locked and the result, once
 * written, cannot change). A slip placed before the cut-off holds the issue (shared) while it commits, so
 * it is in the entropy or it was refused.
 */
export async function drawDueIssues(ctx: THouseContext, now: Date = new Date()): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('house.lottery_issues as i')
      .innerJoin('house.lottery_games as g', 'g.game_id', 'i.game_id')
      .selectAll('i')
      .select(['g.family', 'g.client_seed as game_client_seed'])
      .where('i.draws_at', '<=', now)
      .where('i.drawn_at', 'is', null)
      .where('i.cancelled_at', 'is', null)
      // A game following an official draw (manual entry or a feed) takes its result from there (decision 035).
      .where(sql<boolean>`g.results_source = 'house'`)
      .orderBy('i.draws_at')
      .limit(ISSUES_PER_PASS)
      .forUpdate('i')
      .skipLocked()
      .execute();
    let drawn = 0;
    for (const issue of due) {
      // A slip still being placed on it (it passed the cut-off check a moment ago): the next pass draws it.
      if (!(await tryHoldIssueExclusive(trx, issue.id))) continue;
      await drawOne(trx, issue);
      drawn += 1;
    }
    return drawn;
  });
}

async function drawOne(trx: THouseDb, issue: TIssueRow & { family: string; game_client_seed: string }) {
  const contributions = await issueContributions(trx, issue.id);
  const { entropy, result } = drawIssueResult({
    family: issue.family,
    serverSeed: issue.server_seed,
    gameClientSeed: issue.game_client_seed,
    issueNo: issue.issue_no,
    contributions,
  });
  await trx
    .updateTable('house.lottery_issues')
    .set({
      entropy,
      contributions: contributions.length,
      result: JSON.stringify(result),
      drawn_at: sql<Date>`now()`,
    })
    .where('id', '=', issue.id)
    .execute();
}

/** The distinct client seeds of the slips with a bet on the issue: what the draw's entropy is made of. */
export async function issueContributions(db: THouseDb, issueId: bigint): Promise<string[]> {
  const rows = await db
    .selectFrom('house.lottery_bets as b')
    .innerJoin('house.lottery_slips as s', 's.round_id', 'b.round_id')
    .select('s.client_seed')
    .distinct()
    .where('b.issue_id', '=', issueId)
    .orderBy('s.client_seed')
    .execute();
  return rows.map((row) => row.client_seed);
}
