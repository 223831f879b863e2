import { sql } from 'kysely';
import type { THouseDb } from '../db/house-db.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';
import { roundDetail } from '../rounds/round-flow.ts';

/**
 * A slip whose bets are all settled and paid: its round gets the recall detail (each draw's result and
 * proof, the slip's bets on it counted, its win) and moves to WIN_SENT, so the recovery loop sends its endRound.
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
      WHERE closed_at IS NULL AND state = 'PLACED' AND kind = 'lottery' AND win_cents IS NULL
        AND lease_until <= now()
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
    const drawsByRound = new Map<bigint, TSlipDraw[]>();
    for (const draw of await slipDraws(
      trx,
      rounds.rows.map((round) => round.id),
    )) {
      const slip = drawsByRound.get(draw.round_id);
      if (slip) slip.push(draw);
      else drawsByRound.set(draw.round_id, [draw]);
    }
    const closed: Array<{ id: bigint; winCents: bigint; outcome: string }> = [];
    for (const round of rounds.rows) {
      const draws = drawsByRound.get(round.id) ?? [];
      const winCents = draws.reduce((sum, draw) => sum + draw.win_cents, 0n);
      try {
        const recall = slipRecall({ ...round, winCents }, draws);
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
 * Each slip's bets counted per issue (how many, won, refunded, void, the win), with the issue's result and
 * proof: the platform's recall keeps a slip's draws and totals; its bets one by one are on the house's own
 * slip page, which the member centre frames (decision 038) — building and storing every bet's view was most
 * of what closing a slip cost.
 */
async function slipDraws(trx: THouseDb, roundIds: bigint[]) {
  const { rows } = await sql<{
    round_id: bigint;
    issue_no: string;
    result: unknown;
    server_seed: string;
    server_seed_hash: string;
    entropy: string | null;
    bets: number;
    won: number;
    refunded: number;
    voided: number;
    win_cents: bigint;
  }>`
    SELECT c.round_id, i.issue_no, i.result, i.server_seed, i.server_seed_hash, i.entropy,
      c.bets, c.won, c.refunded, c.voided, c.win_cents
    FROM (
      SELECT round_id, issue_id, count(*)::int AS bets,
        count(*) FILTER (WHERE status = 'WON')::int AS won,
        count(*) FILTER (WHERE status = 'REFUNDED')::int AS refunded,
        count(*) FILTER (WHERE status = 'VOID')::int AS voided,
        coalesce(sum(win_cents), 0)::bigint AS win_cents
      FROM house.lottery_bets WHERE round_id = ANY(${roundIds.map(String)}::bigint[])
      GROUP BY round_id, issue_id
    ) c
    JOIN house.lottery_issues i ON i.id = c.issue_id
    ORDER BY c.round_id, i.draws_at, i.id`.execute(trx);
  return rows;
}

type TSlipDraw = Awaited<ReturnType<typeof slipDraws>>[number];

/** What the recall's outcome may take of the platform's 8 KB (the rest is the detail's frame and proof). */
const RECALL_OUTCOME_CHARS = 5_000;

/**
 * What the platform's game recall keeps of a slip: each draw once, with its result and what proves it, and
 * the slip's bets on it counted (won, refunded, void) with their win. A long chase is kept in less: first
 * without the results and seeds, at last as totals — the house's slip page keeps every detail.
 */
function slipRecall(
  slip: { game_id: string; stake_cents: bigint; multiplier: number; winCents: bigint },
  draws: TSlipDraw[],
) {
  const counts = (draw: TSlipDraw) => ({
    bets: draw.bets,
    won: draw.won,
    ...(draw.refunded > 0 ? { refunded: draw.refunded } : {}),
    ...(draw.voided > 0 ? { void: draw.voided } : {}),
    win: toMoney(draw.win_cents),
  });
  const { multiplier } = slip;
  const total = (key: 'bets' | 'won' | 'refunded' | 'voided') =>
    draws.reduce((sum, draw) => sum + draw[key], 0);
  const candidates = [
    {
      multiplier,
      issues: draws.map((draw) => ({
        issueNo: draw.issue_no,
        result: draw.result,
        serverSeedHash: draw.server_seed_hash,
        ...(draw.result ? { serverSeed: draw.server_seed, entropy: draw.entropy } : {}),
        ...counts(draw),
      })),
    },
    {
      multiplier,
      issues: draws.map((draw) => ({
        issueNo: draw.issue_no,
        serverSeedHash: draw.server_seed_hash,
        ...counts(draw),
      })),
    },
  ];
  const shown = candidates.find((candidate) => JSON.stringify(candidate).length <= RECALL_OUTCOME_CHARS) ?? {
    multiplier,
    issues: draws.length,
    bets: total('bets'),
    won: total('won'),
    refunded: total('refunded'),
  };
  const first = draws[0];
  return roundDetail({
    gameId: slip.game_id,
    stakeCents: slip.stake_cents,
    winCents: slip.winCents,
    shown,
    // The first draw's proof in the platform's common shape; every draw's is in `issues` above.
    proof: {
      serverSeedHash: first?.server_seed_hash ?? '',
      clientSeed: first?.entropy ?? '',
      nonce: 0,
      ...(first?.result ? { serverSeed: first.server_seed } : {}),
    },
  });
}
