import { sql } from 'kysely';
import type { THouseDb } from '../db/house-db.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';
import { roundDetail } from '../rounds/round-flow.ts';

/**
 * A slip whose bets are all settled and paid: its round gets the recall detail (every bet, its issue,
 * lines, result and win) and moves to WIN_SENT, so the recovery loop sends its endRound.
 */
export async function closeFinishedSlips(ctx: THouseContext, roundIds: bigint[]): Promise<void> {
  const unique = [...new Set(roundIds)];
  for (let start = 0; start < unique.length; start += SLIPS_CLOSED_PER_TRANSACTION) {
    const chunk = unique.slice(start, start + SLIPS_CLOSED_PER_TRANSACTION);
    await closeSlips(ctx, chunk).catch((error) =>
      ctx.log.error({ err: error, rounds: chunk.length }, 'house: closing lottery slips failed'),
    );
  }
}

/** Slips closed per transaction: their bets read by one query, their rounds written by one statement. */
const SLIPS_CLOSED_PER_TRANSACTION = 500;

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

/**
 * Finished slips among `roundIds` (no bet PENDING or DUE: a state no bet leaves once it is in it, so a
 * slip seen finished stays finished): each round locked, given its recall detail and moved to WIN_SENT,
 * so the recovery loop sends its endRound. A slip whose recall cannot be made is logged and left open.
 */
async function closeSlips(ctx: THouseContext, roundIds: bigint[]): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const rounds = await sql<{ id: bigint; game_id: string; stake_cents: bigint }>`
      SELECT r.id, r.game_id, r.stake_cents FROM house.rounds r
      WHERE r.id = ANY(${roundIds.map(String)}::bigint[]) AND r.state = 'PLACED'
        AND NOT EXISTS (SELECT 1 FROM house.lottery_bets b
                        WHERE b.round_id = r.id AND (b.status = 'PENDING' OR b.payout = 'DUE'))
      ORDER BY r.id FOR UPDATE OF r SKIP LOCKED`.execute(trx);
    if (rounds.rows.length === 0) return;
    const betsByRound = new Map<bigint, TSlipBetRow[]>();
    for (const bet of await slipBets(
      trx,
      rounds.rows.map((round) => round.id),
    )) {
      const slip = betsByRound.get(bet.round_id);
      if (slip) slip.push(bet);
      else betsByRound.set(bet.round_id, [bet]);
    }
    const closed: Array<{ id: bigint; winCents: bigint; outcome: string }> = [];
    for (const round of rounds.rows) {
      const bets = betsByRound.get(round.id) ?? [];
      const winCents = bets.reduce((sum, bet) => sum + (bet.win_cents ?? 0n), 0n);
      try {
        const recall = slipRecall(round.game_id, round.stake_cents, winCents, bets);
        closed.push({ id: round.id, winCents, outcome: JSON.stringify(recall) });
      } catch (error) {
        ctx.log.error({ err: error, round: String(round.id) }, 'house: a lottery slip recall failed');
      }
    }
    await sql`
      UPDATE house.rounds r
      SET state = 'WIN_SENT', win_cents = c.win, outcome = c.outcome::jsonb, lease_until = now(), updated_at = now()
      FROM unnest(${closed.map((c) => String(c.id))}::bigint[], ${closed.map((c) => String(c.winCents))}::bigint[],
        ${closed.map((c) => c.outcome)}::text[]) AS c(id, win, outcome)
      WHERE r.id = c.id`.execute(trx);
  });
}

async function slipBets(trx: THouseDb, roundIds: bigint[]) {
  return trx
    .selectFrom('house.lottery_bets as b')
    .innerJoin('house.lottery_issues as i', 'i.id', 'b.issue_id')
    .select([
      'b.id',
      'b.round_id',
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
    .where('b.round_id', 'in', roundIds)
    .orderBy('b.round_id')
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
