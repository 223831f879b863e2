import { MAX_WINS_PER_BATCH } from '@tala/contract/vendor-wallet/seamless';
import { sql } from 'kysely';
import { HouseError } from '../api/house-error.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';
import { joinDueQueue, leaveDueQueue } from './lottery-due-queue.ts';
import { holdIssueExclusive } from './lottery-issue-locks.ts';
import { closeFinishedSlips } from './lottery-slip-closing.ts';

/** Slip wins read per pass; sent MAX_WINS_PER_BATCH to a wallet call, this many calls in flight at once. */
const PAYOUTS_PER_PASS = 5_000;
const PAYOUT_CALLS_IN_FLIGHT = 3;

/**
 * A slip's wins (and refunds) on one issue are one wallet win, with an id of its own: the slip's round and
 * the issue (decision 038). "draw", not "win": the ids of a bet's own win (`…:win:<bet id>`, before) and of
 * a draw's can never be mistaken for each other.
 */
export function slipDrawWinRef(roundRef: string, issueId: bigint): string {
  return `${roundRef}:draw:${issueId}`;
}

type TSlipDrawWin = {
  round_id: bigint;
  issue_id: bigint;
  win_cents: bigint;
  bet_ids: string[];
  round_ref: string;
  player_id: string;
  game_id: string;
  currency: string;
  state: string;
};

/**
 * Pays the wins and refunds that settlement left DUE: a slip's DUE bets on one issue as one wallet win
 * (their sum), once none of the slip's bets on that issue is still PENDING — from then on nothing of that
 * slip and issue can become DUE, so the sum is final and a repeat (two instances, a retry after a crash)
 * is the same transaction to the platform: paid once. The wins travel in batches (`winBatch`: one platform
 * transaction for up to MAX_WINS_PER_BATCH of them, decision 037); a win refused or unanswered stays DUE
 * for the next pass. Then closes the slips with nothing left to do. Returns how many bets were paid.
 */
export async function payDueBets(ctx: THouseContext, limit = PAYOUTS_PER_PASS): Promise<number> {
  // One snapshot: a slip draw's queued wins and the absence of a PENDING bet of it are seen together.
  // On a settled issue nothing is PENDING, so the per-bet check is made only while the issue settles.
  const { rows: read } = await sql<TSlipDrawWin>`
    SELECT d.round_id, d.issue_id, d.win_cents, d.bet_ids::text[] AS bet_ids,
      r.round_ref, r.player_id, r.game_id, r.currency, r.state
    FROM house.lottery_due d
    JOIN house.rounds r ON r.id = d.round_id
    JOIN house.lottery_issues i ON i.id = d.issue_id
    WHERE r.state IN ('PLACED', 'VOID', 'ROLLED_BACK')
      AND (i.settled_at IS NOT NULL OR NOT EXISTS (
        SELECT 1 FROM house.lottery_bets p
        WHERE p.round_id = d.round_id AND p.issue_id = d.issue_id AND p.status = 'PENDING'))
    ORDER BY d.round_id, d.issue_id
    LIMIT ${limit}`.execute(ctx.db);
  // A slip whose debit never went through (refused, rolled back) has nothing to pay back.
  const voided = read.filter((win) => win.state !== 'PLACED').flatMap((win) => win.bet_ids);
  if (voided.length > 0) {
    await sql`
      WITH voided AS (
        UPDATE house.lottery_bets SET status = 'VOID', win_cents = 0, payout = NULL
        WHERE id = ANY(${voided}::bigint[]) RETURNING round_id, issue_id)
      ${leaveDueQueue('voided')}`.execute(ctx.db);
  }
  const due = read.filter((win) => win.state === 'PLACED');
  // Calls in flight at once never share a player: each player's wins go down one lane, so two
  // batches never wait for the same wallet row on the platform.
  const lanes = Array.from({ length: PAYOUT_CALLS_IN_FLIGHT }, (): TSlipDrawWin[] => []);
  for (const win of due) lanes[laneOf(win.player_id)]?.push(win);
  let paid = 0;
  await Promise.all(
    lanes.map(async (lane) => {
      for (let start = 0; start < lane.length; start += MAX_WINS_PER_BATCH) {
        paid += await payBatch(ctx, lane.slice(start, start + MAX_WINS_PER_BATCH));
      }
    }),
  );
  await closeFinishedSlips(ctx, [...new Set(due.map((win) => win.round_id))]);
  return paid;
}

function laneOf(playerId: string): number {
  let hash = 0;
  for (let i = 0; i < playerId.length; i++) hash = (hash * 31 + playerId.charCodeAt(i)) >>> 0;
  return hash % PAYOUT_CALLS_IN_FLIGHT;
}

/** One `winBatch` call; the bets of the wins it paid are marked PAID by one statement. */
async function payBatch(ctx: THouseContext, wins: TSlipDrawWin[]): Promise<number> {
  const result = await ctx.wallet.winBatch({
    wins: wins.map((win) => ({
      playerId: win.player_id,
      transactionId: slipDrawWinRef(win.round_ref, win.issue_id),
      roundId: win.round_ref,
      gameId: win.game_id,
      amount: toMoney(win.win_cents),
      currency: win.currency,
    })),
  });
  const answers =
    result.kind === 'answer' && result.answer.status === 'OK' ? result.answer.results : undefined;
  if (!answers) {
    const status = result.kind === 'answer' ? result.answer.status : result.error;
    ctx.log.warn({ wins: wins.length, status }, 'house: lottery payouts not confirmed, retrying later');
    return 0;
  }
  const paidRefs = new Set(answers.filter((a) => a.status === 'OK').map((a) => a.ref));
  const paid = wins
    .filter((win) => paidRefs.has(slipDrawWinRef(win.round_ref, win.issue_id)))
    .flatMap((win) => win.bet_ids);
  if (paidRefs.size < wins.length) {
    const refused = answers.filter((a) => a.status !== 'OK').slice(0, 5);
    ctx.log.warn(
      { unpaid: wins.length - paidRefs.size, refused },
      'house: lottery payouts refused, retrying later',
    );
  }
  // The platform confirmed these: PAID, and their slip draws leave the queue, in one statement.
  await sql`
    WITH paid AS (
      UPDATE house.lottery_bets SET payout = 'PAID' WHERE id = ANY(${paid}::bigint[]) RETURNING round_id, issue_id)
    ${leaveDueQueue('paid')}`.execute(ctx.db);
  return paid.length;
}

/**
 * Cancels an issue that is not settled: every bet on it is refunded (paid back through the wallet like a
 * win) and the issue is never drawn or, if drawn, never settled. An issue whose settlement has begun
 * cannot be cancelled: some bets are paid on its result already.
 */
export async function cancelIssue(ctx: THouseContext, issueId: bigint, reason: string): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const issue = await trx
      .selectFrom('house.lottery_issues')
      .selectAll()
      .where('id', '=', issueId)
      .forUpdate()
      .executeTakeFirst();
    if (!issue) throw new HouseError('NOT_FOUND', 'unknown issue');
    // Slips being placed on it finish first; their bets are then refunded with the rest.
    await holdIssueExclusive(trx, issueId);
    if (issue.cancelled_at || issue.settled_at || issue.settle_cursor > 0n) {
      throw new HouseError('ISSUE_CLOSED', 'the issue is settled or being settled');
    }
    const { rows } = await sql<{ refunded: string }>`
      WITH changed AS (
        UPDATE house.lottery_bets
        SET status = 'REFUNDED', win_cents = stake_cents, payout = 'DUE', settled_at = now()
        WHERE issue_id = ${issueId} AND status = 'PENDING'
        RETURNING id, round_id, issue_id, win_cents, payout),
      queued AS (${joinDueQueue('changed')})
      SELECT count(*) AS refunded FROM changed`.execute(trx);
    await trx
      .updateTable('house.lottery_issues')
      .set({
        cancelled_at: sql<Date>`now()`,
        cancel_reason: reason.slice(0, 200),
        settled_at: sql<Date>`now()`,
      })
      .where('id', '=', issueId)
      .execute();
    return Number(rows[0]?.refunded ?? 0);
  });
}
