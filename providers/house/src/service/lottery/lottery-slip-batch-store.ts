import { sql } from 'kysely';
import { HouseError } from '../api/house-error.ts';
import type { THouseDb } from '../db/house-db.ts';
import type { THouseContext } from '../house-context.ts';
import type { TRoundRow } from '../rounds/round.repository.ts';
import type { TBettor } from './lottery-betting.ts';
import { holdIssuesShared } from './lottery-issue-locks.ts';
import { capOf, heldIssues, slipRoundValues, type TSlipToStore } from './lottery-slip-store.ts';

// The writes of a batch of slips in one transaction (decision 040); the batcher is lottery-slip-batch.ts.

/** A slip stored: its round (PLACING) and its bets' ids in the slip's order. */
export type TStoredSlip = { round: TRoundRow; betIds: bigint[] };

export type TBatchSlip = { bettor: TBettor; slip: TSlipToStore };

/** A batch refused as a whole (a number at its cap): each of its slips is then stored alone. */
export class StoreAlone extends Error {}

/**
 * Inside one transaction, as storeSlip does for one slip and in its order: the issues held shared; each
 * slip's issues open and its id unused (else that slip alone is refused); the rounds, slips and bets of
 * the rest inserted by one statement each; last, the liability of every number once, summed over the
 * batch — all or nothing (StoreAlone rolls the batch back).
 */
export async function storeTogether(
  ctx: THouseContext,
  trx: THouseDb,
  batch: TBatchSlip[],
): Promise<Array<TStoredSlip | HouseError>> {
  const issueIds = [...new Set(batch.flatMap((q) => q.slip.issues.map((issue) => issue.id)))];
  await holdIssuesShared(trx, issueIds);
  const outcomes: Array<TStoredSlip | HouseError | undefined> = batch.map(() => undefined);
  const refusals = await refusedSlips(trx, batch, issueIds);
  for (const [index, refusal] of refusals) outcomes[index] = refusal;
  const accepted = batch.map((queued, index) => ({ queued, index })).filter((a) => !refusals.has(a.index));
  if (accepted.length === 0) return outcomes as Array<TStoredSlip | HouseError>;
  const rounds = await insertRounds(
    ctx,
    trx,
    accepted.map((a) => a.queued),
  );
  await insertSlipRows(
    trx,
    accepted.map((a, i) => ({ ...a.queued, roundId: rounds[i]!.id })),
  );
  const betIds = await insertBetRows(
    trx,
    accepted.map((a, i) => ({ ...a.queued, roundId: rounds[i]!.id })),
  );
  await addExposureOnce(
    trx,
    accepted.map((a) => a.queued.slip),
  );
  for (const [i, a] of accepted.entries()) {
    const round = rounds[i]!;
    outcomes[a.index] = { round, betIds: betIds.get(round.id) ?? [] };
  }
  return outcomes as Array<TStoredSlip | HouseError>;
}

/** Slips refused on their own: an issue closed, drawn or cancelled; an id used before or twice in the batch. */
async function refusedSlips(
  trx: THouseDb,
  batch: TBatchSlip[],
  issueIds: bigint[],
): Promise<Map<number, HouseError>> {
  const open = await heldIssues(trx, issueIds);
  const { rows: used } = await sql<{ merchant_code: string; player_id: string; slip_id: string }>`
    SELECT s.merchant_code, s.player_id, s.slip_id FROM house.lottery_slips s
    JOIN unnest(${batch.map((q) => q.bettor.merchantCode)}::text[], ${batch.map((q) => q.bettor.playerId)}::text[],
      ${batch.map((q) => q.slip.request.slipId)}::text[]) AS t(merchant_code, player_id, slip_id)
      ON s.merchant_code = t.merchant_code AND s.player_id = t.player_id AND s.slip_id = t.slip_id`.execute(
    trx,
  );
  const seen = new Set(used.map((row) => `${row.merchant_code}\u0000${row.player_id}\u0000${row.slip_id}`));
  const refusals = new Map<number, HouseError>();
  for (const [index, { bettor, slip }] of batch.entries()) {
    const [first] = slip.issues;
    const isOpen = first !== undefined && open.get(first.id) === true;
    if (!isOpen || slip.issues.some((issue) => !open.has(issue.id))) {
      refusals.set(index, new HouseError('ISSUE_CLOSED', 'issue closed'));
      continue;
    }
    const key = `${bettor.merchantCode}\u0000${bettor.playerId}\u0000${slip.request.slipId}`;
    if (seen.has(key)) refusals.set(index, new HouseError('DUPLICATE_SLIP', 'slip already placed'));
    seen.add(key);
  }
  return refusals;
}

async function insertRounds(ctx: THouseContext, trx: THouseDb, slips: TBatchSlip[]): Promise<TRoundRow[]> {
  const values = slips.map(({ bettor, slip }) => {
    const { leaseMs, outcome, ...round } = slipRoundValues(ctx, bettor, slip);
    return {
      ...round,
      outcome: JSON.stringify(outcome),
      lease_until: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`,
    };
  });
  const rows = await trx.insertInto('house.rounds').values(values).returningAll().execute();
  // RETURNING follows the VALUES order in practice, not by contract: matched by the round's own ref.
  const byRef = new Map(rows.map((row) => [row.round_ref, row]));
  return values.map((value) => {
    const row = byRef.get(value.round_ref);
    if (!row) throw new Error(`Invariant failed: round ${value.round_ref} was inserted`);
    return row;
  });
}

type TSlipWithRound = TBatchSlip & { roundId: bigint };

async function insertSlipRows(trx: THouseDb, slips: TSlipWithRound[]): Promise<void> {
  await trx
    .insertInto('house.lottery_slips')
    .values(
      slips.map(({ bettor, slip, roundId }) => ({
        round_id: roundId,
        game_id: slip.request.gameId,
        merchant_code: bettor.merchantCode,
        player_id: bettor.playerId,
        slip_id: slip.request.slipId,
        client_seed: slip.clientSeed,
        multiplier: slip.request.multiplier,
        stop_on_win: slip.request.chase.stopOnWin,
        issue_count: slip.issues.length,
      })),
    )
    .execute();
}

/** Every slip's bets, issue by issue in the slip's order, by one statement; each slip's ids, sorted. */
async function insertBetRows(trx: THouseDb, slips: TSlipWithRound[]): Promise<Map<bigint, bigint[]>> {
  const rows = slips.flatMap(({ bettor, slip, roundId }) =>
    slip.issues.flatMap((issue) =>
      slip.plan.bets.map((bet) => ({ roundId, issueId: issue.id, oddsId: slip.oddsId, bettor, bet })),
    ),
  );
  const { rows: inserted } = await sql<{ id: bigint; round_id: bigint }>`
    INSERT INTO house.lottery_bets (round_id, issue_id, odds_id, merchant_code, player_id, play_type, selection,
      line_count, stake_per_line_cents, stake_cents)
    SELECT t.round_id, t.issue_id, t.odds_id, t.merchant_code, t.player_id, t.play_type, t.selection,
      t.line_count, t.stake_per_line, t.stake
    FROM unnest(${rows.map((r) => String(r.roundId))}::bigint[], ${rows.map((r) => String(r.issueId))}::bigint[],
      ${rows.map((r) => String(r.oddsId))}::bigint[], ${rows.map((r) => r.bettor.merchantCode)}::text[],
      ${rows.map((r) => r.bettor.playerId)}::text[], ${rows.map((r) => r.bet.playType.id)}::text[],
      ${rows.map((r) => JSON.stringify(r.bet.selection))}::jsonb[], ${rows.map((r) => r.bet.lines.length)}::int[],
      ${rows.map((r) => String(r.bet.stakePerLineCents))}::bigint[], ${rows.map((r) => String(r.bet.stakeCents))}::bigint[])
      WITH ORDINALITY AS t(round_id, issue_id, odds_id, merchant_code, player_id, play_type, selection, line_count,
        stake_per_line, stake, ord)
    ORDER BY t.ord
    RETURNING id, round_id`.execute(trx);
  const byRound = new Map<bigint, bigint[]>();
  for (const row of inserted) {
    const ids = byRound.get(BigInt(row.round_id)) ?? [];
    ids.push(BigInt(row.id));
    byRound.set(BigInt(row.round_id), ids);
  }
  for (const ids of byRound.values()) ids.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return byRound;
}

/**
 * The batch's potential payouts summed per issue and number, added by one statement in (issue, number)
 * order — each liability row locked once for the lot, and last, as the single path does. A sum over its
 * cap refuses the batch as a whole (StoreAlone): alone, each slip is judged against the cap by itself.
 */
async function addExposureOnce(trx: THouseDb, slips: TSlipToStore[]): Promise<void> {
  const sums = new Map<string, { issueId: bigint; key: string; amount: bigint; gameId: string }>();
  for (const slip of slips) {
    for (const issue of slip.issues) {
      for (const [key, amount] of slip.plan.exposure) {
        const id = `${issue.id}\u0000${key}`;
        const sum = sums.get(id) ?? { issueId: issue.id, key, amount: 0n, gameId: slip.request.gameId };
        sum.amount += amount;
        sums.set(id, sum);
      }
    }
  }
  // One statement per game (its cap), games in the order of their issues: one lock order for every batch.
  const byGame = new Map<string, Array<{ issueId: bigint; key: string; amount: bigint }>>();
  const ordered = [...sums.values()].sort((a, b) =>
    a.issueId === b.issueId ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.issueId < b.issueId ? -1 : 1,
  );
  for (const sum of ordered) {
    const game = byGame.get(sum.gameId) ?? [];
    game.push(sum);
    byGame.set(sum.gameId, game);
  }
  for (const [gameId, rows] of byGame) {
    const cap = await capOf(trx, gameId);
    const { rows: added } = await sql<{ key: string }>`
      INSERT INTO house.lottery_exposure AS e (issue_id, key, payout_cents)
      SELECT t.issue_id, t.k, t.p
      FROM unnest(${rows.map((r) => String(r.issueId))}::bigint[], ${rows.map((r) => r.key)}::text[],
        ${rows.map((r) => String(r.amount))}::bigint[]) WITH ORDINALITY AS t(issue_id, k, p, ord)
      WHERE t.p <= ${cap}
      ORDER BY t.ord
      ON CONFLICT (issue_id, key) DO UPDATE SET payout_cents = e.payout_cents + excluded.payout_cents
        WHERE e.payout_cents + excluded.payout_cents <= ${cap}
      RETURNING key`.execute(trx);
    if (added.length !== rows.length) throw new StoreAlone('a number of the batch reaches its cap');
  }
}
