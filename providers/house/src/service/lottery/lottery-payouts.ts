import { sql } from 'kysely';
import { HouseError } from '../api/house-error.ts';
import type { THouseDb } from '../db/house-db.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';
import { roundDetail } from '../rounds/round-flow.ts';

const PAYOUTS_PER_PASS = 500;

/** Each settled bet's win (or refund) is its own wallet call on the slip's round, with its own id. */
export function betWinRef(roundRef: string, betId: bigint): string {
  return `${roundRef}:win:${betId}`;
}

/**
 * Pays the wins and refunds that settlement left DUE, one wallet `win` per bet with an id of its own, so a
 * repeat (two instances, a retry after a crash) is the same transaction to the platform: paid once. A
 * refused or unanswered call stays DUE for the next pass. Then closes the slips with nothing left to do.
 */
export async function payDueBets(ctx: THouseContext, limit = PAYOUTS_PER_PASS): Promise<number> {
  // A slip whose debit never went through (refused, rolled back) has nothing to pay back.
  await sql`
    UPDATE house.lottery_bets b SET status = 'VOID', win_cents = 0, payout = NULL
    FROM house.rounds r
    WHERE r.id = b.round_id AND b.payout = 'DUE' AND r.state IN ('VOID', 'ROLLED_BACK')`.execute(ctx.db);
  const due = await ctx.db
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
    ])
    .where('b.payout', '=', 'DUE')
    .where('r.state', '=', 'PLACED')
    .orderBy('b.round_id')
    .limit(limit)
    .execute();
  let paid = 0;
  for (const bet of due) {
    const result = await ctx.wallet.win({
      playerId: bet.player_id,
      transactionId: betWinRef(bet.round_ref, bet.id),
      roundId: bet.round_ref,
      gameId: bet.game_id,
      amount: toMoney(bet.win_cents ?? 0n),
      currency: bet.currency,
    });
    if (result.kind !== 'answer' || result.answer.status !== 'OK') {
      ctx.log.warn(
        { bet: String(bet.id), round: bet.round_ref },
        'house: lottery payout not confirmed, retrying later',
      );
      continue;
    }
    await ctx.db.updateTable('house.lottery_bets').set({ payout: 'PAID' }).where('id', '=', bet.id).execute();
    paid += 1;
  }
  await closeFinishedSlips(ctx, [...new Set(due.map((bet) => bet.round_id))]);
  return paid;
}

/**
 * A slip whose bets are all settled and paid: its round gets the recall detail (every bet, its issue,
 * lines, result and win) and moves to WIN_SENT, so the recovery loop sends its endRound.
 */
export async function closeFinishedSlips(ctx: THouseContext, roundIds: bigint[]): Promise<void> {
  if (roundIds.length === 0) return;
  // One statement finds the finished ones (a chase with bets still to come is not).
  const finished = await sql<{ id: bigint }>`
    SELECT r.id FROM house.rounds r
    WHERE r.id = ANY(${roundIds.map(String)}::bigint[]) AND r.state = 'PLACED'
      AND NOT EXISTS (SELECT 1 FROM house.lottery_bets b
                      WHERE b.round_id = r.id AND (b.status = 'PENDING' OR b.payout = 'DUE'))`.execute(
    ctx.db,
  );
  for (const { id: roundId } of finished.rows) {
    await closeSlip(ctx, roundId).catch((error) =>
      ctx.log.error({ err: error, round: String(roundId) }, 'house: closing a lottery slip failed'),
    );
  }
}

const SWEPT_PER_PASS = 200;
/** A slip looked at and not finished (a chase under way) is looked at again this much later. */
const SWEEP_AGAIN_SECONDS = 30;

/**
 * The safety net under closeFinishedSlips: two settlements (or a settlement and a payout) finishing one
 * slip's last bets at once can each see the other's bet still open and both leave the slip. This looks
 * at placed slips whose lease has passed, a few at a time, fairly (each looked-at one waits its turn again).
 */
export async function sweepFinishedSlips(ctx: THouseContext): Promise<void> {
  const looked = await sql<{ id: bigint }>`
    WITH candidates AS (
      SELECT id FROM house.rounds
      WHERE state = 'PLACED' AND kind = 'lottery' AND win_cents IS NULL AND lease_until <= now()
      ORDER BY lease_until LIMIT ${SWEPT_PER_PASS} FOR UPDATE SKIP LOCKED
    )
    UPDATE house.rounds r SET lease_until = now() + make_interval(secs => ${SWEEP_AGAIN_SECONDS})
    FROM candidates c WHERE r.id = c.id
    RETURNING r.id`.execute(ctx.db);
  await closeFinishedSlips(
    ctx,
    looked.rows.map((row) => row.id),
  );
}

/** One finished slip: its recall detail, WIN_SENT, and the recovery loop's endRound from there. */
async function closeSlip(ctx: THouseContext, roundId: bigint): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const round = await trx
      .selectFrom('house.rounds')
      .selectAll()
      .where('id', '=', roundId)
      .where('state', '=', 'PLACED')
      .forUpdate()
      .executeTakeFirst();
    if (!round) return;
    const bets = await slipBets(trx, roundId);
    if (bets.some((bet) => bet.status === 'PENDING' || bet.payout === 'DUE')) return;
    const winCents = bets.reduce((sum, bet) => sum + (bet.win_cents ?? 0n), 0n);
    await trx
      .updateTable('house.rounds')
      .set({
        state: 'WIN_SENT',
        win_cents: winCents,
        outcome: JSON.stringify(slipRecall(round.game_id, round.stake_cents, winCents, bets)),
        lease_until: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', roundId)
      .execute();
  });
}

async function slipBets(trx: THouseDb, roundId: bigint) {
  return trx
    .selectFrom('house.lottery_bets as b')
    .innerJoin('house.lottery_issues as i', 'i.id', 'b.issue_id')
    .select([
      'b.id',
      'b.status',
      'b.payout',
      'b.win_cents',
      'b.play_type',
      'b.selection',
      'b.line_count',
      'b.stake_cents',
      'b.hits',
      'i.issue_no',
      'i.result',
      'i.server_seed',
      'i.server_seed_hash',
      'i.entropy',
    ])
    .where('b.round_id', '=', roundId)
    .orderBy('b.id')
    .execute();
}

type TSlipBetRow = Awaited<ReturnType<typeof slipBets>>[number];

/** What the recall's outcome may take of the platform's 8 KB (the rest is the detail's frame and proof). */
const RECALL_OUTCOME_CHARS = 5_000;

/**
 * What the platform's game recall shows of a slip: each issue's result once, and each bet with its
 * selection, lines, stake, status and win. A big slip (50 selections, a long chase, 27-prize sheets) is
 * shown in less: first without the selections, then without the results, at last as counts and totals —
 * the house's own pages keep every detail.
 */
function slipRecall(gameId: string, stakeCents: bigint, winCents: bigint, bets: TSlipBetRow[]) {
  const issues = [
    ...new Map(bets.map((bet) => [bet.issue_no, { issueNo: bet.issue_no, result: bet.result }])).values(),
  ];
  const betView = (bet: TSlipBetRow, withSelection: boolean) => ({
    issueNo: bet.issue_no,
    playType: bet.play_type,
    ...(withSelection ? { selection: bet.selection } : {}),
    lines: bet.line_count,
    stake: toMoney(bet.stake_cents),
    status: bet.status,
    win: toMoney(bet.win_cents ?? 0n),
  });
  const candidates = [
    { issues, bets: bets.map((bet) => betView(bet, true)) },
    { issues, bets: bets.map((bet) => betView(bet, false)) },
    {
      issues: issues.map((issue) => ({ issueNo: issue.issueNo })),
      bets: bets.map((bet) => betView(bet, false)),
    },
  ];
  const shown = candidates.find((candidate) => JSON.stringify(candidate).length <= RECALL_OUTCOME_CHARS) ?? {
    issues: issues.length,
    bets: bets.length,
    won: bets.filter((bet) => bet.status === 'WON').length,
    refunded: bets.filter((bet) => bet.status === 'REFUNDED').length,
  };
  return roundDetail({
    gameId,
    stakeCents,
    winCents,
    shown,
    proof: {
      serverSeedHash: bets[0]?.server_seed_hash ?? '',
      clientSeed: bets[0]?.entropy ?? '',
      nonce: 0,
      ...(bets[0]?.result ? { serverSeed: bets[0].server_seed } : {}),
    },
  });
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
