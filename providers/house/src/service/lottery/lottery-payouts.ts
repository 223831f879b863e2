import { MAX_WINS_PER_BATCH } from '@tala/contract/vendor-wallet/seamless';
import { sql } from 'kysely';
import { HouseError } from '../api/house-error.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';
import { holdIssueExclusive } from './lottery-issue-locks.ts';
import { closeFinishedSlips } from './lottery-slip-closing.ts';

/** Wins read per pass; sent MAX_WINS_PER_BATCH to a wallet call, this many calls in flight at once. */
const PAYOUTS_PER_PASS = 5_000;
const PAYOUT_CALLS_IN_FLIGHT = 3;

/** Each settled bet's win (or refund) is its own wallet win on the slip's round, with its own id. */
export function betWinRef(roundRef: string, betId: bigint): string {
  return `${roundRef}:win:${betId}`;
}

type TDueBet = {
  id: bigint;
  win_cents: bigint | null;
  round_ref: string;
  player_id: string;
  game_id: string;
  currency: string;
  round_id: bigint;
};

/**
 * Pays the wins and refunds that settlement left DUE. Each bet is one win with an id of its own, so a
 * repeat (two instances, a retry after a crash) is the same transaction to the platform: paid once. The
 * wins travel in batches (`winBatch`: one platform transaction for up to MAX_WINS_PER_BATCH of them,
 * decision 037); a win refused or unanswered stays DUE for the next pass. Then closes the slips with
 * nothing left to do. Returns how many were paid.
 */
export async function payDueBets(ctx: THouseContext, limit = PAYOUTS_PER_PASS): Promise<number> {
  const read = await ctx.db
    .selectFrom('house.lottery_bets as b')
    .innerJoin('house.rounds as r', 'r.id', 'b.round_id')
    .select([
      'b.id',
      'b.win_cents',
      'r.round_ref',
      'r.player_id',
      'r.game_id',
      'r.currency',
      'r.id as round_id',
      'r.state',
    ])
    .where('b.payout', '=', 'DUE')
    .where('r.state', 'in', ['PLACED', 'VOID', 'ROLLED_BACK'])
    .orderBy('b.round_id')
    .limit(limit)
    .execute();
  // A slip whose debit never went through (refused, rolled back) has nothing to pay back.
  const voided = read.filter((bet) => bet.state !== 'PLACED').map((bet) => String(bet.id));
  if (voided.length > 0) {
    await sql`UPDATE house.lottery_bets SET status = 'VOID', win_cents = 0, payout = NULL
      WHERE id = ANY(${voided}::bigint[])`.execute(ctx.db);
  }
  const due = read.filter((bet) => bet.state === 'PLACED');
  // Calls in flight at once never share a player: each player's wins go down one lane, so two
  // batches never wait for the same wallet row on the platform.
  const lanes = Array.from({ length: PAYOUT_CALLS_IN_FLIGHT }, (): TDueBet[] => []);
  for (const bet of due) lanes[laneOf(bet.player_id)]?.push(bet);
  let paid = 0;
  await Promise.all(
    lanes.map(async (lane) => {
      for (let start = 0; start < lane.length; start += MAX_WINS_PER_BATCH) {
        paid += await payBatch(ctx, lane.slice(start, start + MAX_WINS_PER_BATCH));
      }
    }),
  );
  await closeFinishedSlips(ctx, [...new Set(due.map((bet) => bet.round_id))]);
  return paid;
}

function laneOf(playerId: string): number {
  let hash = 0;
  for (let i = 0; i < playerId.length; i++) hash = (hash * 31 + playerId.charCodeAt(i)) >>> 0;
  return hash % PAYOUT_CALLS_IN_FLIGHT;
}

/** One `winBatch` call; the bets it paid are marked PAID by one statement. */
async function payBatch(ctx: THouseContext, bets: TDueBet[]): Promise<number> {
  const result = await ctx.wallet.winBatch({
    wins: bets.map((bet) => ({
      playerId: bet.player_id,
      transactionId: betWinRef(bet.round_ref, bet.id),
      roundId: bet.round_ref,
      gameId: bet.game_id,
      amount: toMoney(bet.win_cents ?? 0n),
      currency: bet.currency,
    })),
  });
  const answers =
    result.kind === 'answer' && result.answer.status === 'OK' ? result.answer.results : undefined;
  if (!answers) {
    const status = result.kind === 'answer' ? result.answer.status : result.error;
    ctx.log.warn({ bets: bets.length, status }, 'house: lottery payouts not confirmed, retrying later');
    return 0;
  }
  const paidRefs = new Set(answers.filter((a) => a.status === 'OK').map((a) => a.ref));
  const paid = bets
    .filter((bet) => paidRefs.has(betWinRef(bet.round_ref, bet.id)))
    .map((bet) => String(bet.id));
  if (paid.length < bets.length) {
    const refused = answers.filter((a) => a.status !== 'OK').slice(0, 5);
    ctx.log.warn(
      { unpaid: bets.length - paid.length, refused },
      'house: lottery payouts refused, retrying later',
    );
  }
  // By id alone: a `payout = 'DUE'` condition lets the planner walk the partial index of every DUE bet
  // (100,000 after a big draw) for each batch. The platform confirmed these: PAID is the truth either way.
  await sql`UPDATE house.lottery_bets SET payout = 'PAID' WHERE id = ANY(${paid}::bigint[])`.execute(ctx.db);
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
    const refunded = await trx
      .updateTable('house.lottery_bets')
      .set({ status: 'REFUNDED', win_cents: sql`stake_cents`, payout: 'DUE', settled_at: sql<Date>`now()` })
      .where('issue_id', '=', issueId)
      .where('status', '=', 'PENDING')
      .returning('id')
      .execute();
    await trx
      .updateTable('house.lottery_issues')
      .set({
        cancelled_at: sql<Date>`now()`,
        cancel_reason: reason.slice(0, 200),
        settled_at: sql<Date>`now()`,
      })
      .where('id', '=', issueId)
      .execute();
    return refunded.length;
  });
}
