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
    const rounds = await sql<{ id: bigint; game_id: string; stake_cents: bigint; multiplier: number }>`
      SELECT r.id, r.game_id, r.stake_cents, s.multiplier FROM house.rounds r
      JOIN house.lottery_slips s ON s.round_id = r.id
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
        const recall = slipRecall({ ...round, winCents }, bets);
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

/**
 * The slips' bets, and each of their issues read once (not once per bet: a draw's result, seed and entropy
 * on each of a million rows was most of what closing read and parsed).
 */
async function slipBets(trx: THouseDb, roundIds: bigint[]) {
  const { rows: bets } = await sql<{
    id: bigint;
    round_id: bigint;
    issue_id: bigint;
    status: string;
    payout: string | null;
    win_cents: bigint | null;
    play_type: string;
    selection: unknown;
    line_count: number;
    stake_cents: bigint;
  }>`
    SELECT id, round_id, issue_id, status, payout, win_cents, play_type, selection, line_count, stake_cents
    FROM house.lottery_bets WHERE round_id = ANY(${roundIds.map(String)}::bigint[])
    ORDER BY round_id, id`.execute(trx);
  const issueIds = [...new Set(bets.map((bet) => String(bet.issue_id)))];
  const { rows: issues } = await sql<{
    id: bigint;
    issue_no: string;
    result: unknown;
    server_seed: string;
    server_seed_hash: string;
    entropy: string | null;
  }>`
    SELECT id, issue_no, result, server_seed, server_seed_hash, entropy
    FROM house.lottery_issues WHERE id = ANY(${issueIds}::bigint[])`.execute(trx);
  const issueOf = new Map(issues.map((issue) => [String(issue.id), issue]));
  return bets.map((bet) => {
    const issue = issueOf.get(String(bet.issue_id));
    if (!issue) throw new Error(`Invariant failed: bet ${bet.id} has its issue`);
    const { id: _issueId, ...drawn } = issue;
    return { ...bet, ...drawn };
  });
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
function slipRecall(
  slip: { game_id: string; stake_cents: bigint; multiplier: number; winCents: bigint },
  bets: TSlipBetRow[],
) {
  // Each issue once, with its result and what proves it (a chase spans several draws).
  const issues = [
    ...new Map(
      bets.map((bet) => [
        bet.issue_no,
        {
          issueNo: bet.issue_no,
          result: bet.result,
          serverSeedHash: bet.server_seed_hash,
          ...(bet.result ? { serverSeed: bet.server_seed, entropy: bet.entropy } : {}),
        },
      ]),
    ).values(),
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
  const { multiplier } = slip;
  const candidates = [
    { multiplier, issues, bets: bets.map((bet) => betView(bet, true)) },
    { multiplier, issues, bets: bets.map((bet) => betView(bet, false)) },
    {
      multiplier,
      issues: issues.map((issue) => ({ issueNo: issue.issueNo, serverSeedHash: issue.serverSeedHash })),
      bets: bets.map((bet) => betView(bet, false)),
    },
  ];
  const shown = candidates.find((candidate) => JSON.stringify(candidate).length <= RECALL_OUTCOME_CHARS) ?? {
    multiplier,
    issues: issues.length,
    bets: bets.length,
    won: bets.filter((bet) => bet.status === 'WON').length,
    refunded: bets.filter((bet) => bet.status === 'REFUNDED').length,
  };
  return roundDetail({
    gameId: slip.game_id,
    stakeCents: slip.stake_cents,
    winCents: slip.winCents,
    shown,
    // The first draw's proof in the platform's common shape; every draw's is in `issues` above.
    proof: {
      serverSeedHash: bets[0]?.server_seed_hash ?? '',
      clientSeed: bets[0]?.entropy ?? '',
      nonce: 0,
      ...(bets[0]?.result ? { serverSeed: bets[0].server_seed } : {}),
    },
  });
}
