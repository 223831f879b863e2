import { sql } from 'kysely';
import { HouseError } from '../api/house-error.ts';
import type { TSlipRequest } from '../api/lottery-contract.ts';
import type { THouseDb } from '../db/house-db.ts';
import type { THouseContext } from '../house-context.ts';
import { insertRounds, type TNewRound, type TRoundRow } from '../rounds/round.repository.ts';
import { newRoundRef, roundDetail } from '../rounds/round-flow.ts';
import type { TBettor } from './lottery-betting.ts';
import { holdIssuesShared } from './lottery-issue-locks.ts';
import type { TIssueRow } from './lottery-issues.ts';
import type { TSlipPlan } from './lottery-slip-plan.ts';

/** A slip checked and priced, with its issues: what storing it needs. */
export type TSlipToStore = {
  request: TSlipRequest;
  plan: TSlipPlan;
  issues: TIssueRow[];
  clientSeed: string;
  oddsId: bigint;
};

export type TBatchSlip = { bettor: TBettor; slip: TSlipToStore };

/** A slip stored: its round (PLACING) and its bets' ids in the slip's order. */
export type TStoredSlip = { round: TRoundRow; betIds: bigint[] };

/**
 * One slip alone, in its own transaction: stored, or refused with the reason (a HouseError). The same slip
 * sent twice at once passes both checks; the unique index lets one in and the other is DUPLICATE_SLIP.
 */
export async function storeSlip(ctx: THouseContext, slip: TBatchSlip): Promise<TStoredSlip> {
  try {
    const [outcome] = await ctx.db.transaction().execute((trx) => storeSlips(ctx, trx, [slip]));
    if (outcome instanceof HouseError) throw outcome;
    if (!outcome) throw new Error('Invariant failed: the slip has an outcome');
    return outcome;
  } catch (error) {
    const isSameSlip =
      typeof error === 'object' &&
      error !== null &&
      'constraint' in error &&
      error.constraint === 'lottery_slips_slip_id';
    throw isSameSlip ? new HouseError('DUPLICATE_SLIP', 'slip already placed') : error;
  }
}

/**
 * Slips stored in one transaction (decision 040), each step one statement for all of them: the issues held
 * shared (a draw or cancel waits until the commit); each slip's issues open and its id unused, else that
 * slip alone is refused (its HouseError in its place); the rounds (PLACING), slips and bets of the rest;
 * last, every number's liability once for the lot — all or nothing (NUMBER_CLOSED throws).
 */
export async function storeSlips(
  ctx: THouseContext,
  trx: THouseDb,
  slips: TBatchSlip[],
): Promise<Array<TStoredSlip | HouseError>> {
  const issueIds = [...new Set(slips.flatMap((q) => q.slip.issues.map((issue) => issue.id)))];
  await holdIssuesShared(trx, issueIds);
  const refusals = await refusedSlips(trx, slips, issueIds);
  const accepted = slips.filter((_, index) => !refusals.has(index));
  if (accepted.length === 0) return slips.map((_, index) => refusals.get(index) as HouseError);
  const rounds = await insertRounds(
    trx,
    accepted.map(({ bettor, slip }) => slipRoundValues(ctx, bettor, slip)),
  );
  const withRounds = accepted.map((slip, i) => ({ ...slip, roundId: rounds[i]!.id }));
  await insertSlipRows(trx, withRounds);
  const betIds = await insertBetRows(trx, withRounds);
  await addExposure(
    ctx,
    trx,
    accepted.map((a) => a.slip),
  );
  let next = 0;
  return slips.map((_, index) => {
    const refusal = refusals.get(index);
    if (refusal) return refusal;
    const round = rounds[next++]!;
    return { round, betIds: betIds.get(round.id) ?? [] };
  });
}

/** Slips refused on their own: an issue closed, drawn or cancelled; an id used before or twice in the batch. */
async function refusedSlips(
  trx: THouseDb,
  slips: TBatchSlip[],
  issueIds: bigint[],
): Promise<Map<number, HouseError>> {
  // Read while the issues are held shared: no draw or cancel comes between this and the commit.
  const held = await trx
    .selectFrom('house.lottery_issues')
    .select(['id', sql<boolean>`closes_at > now() AND opens_at <= now()`.as('is_open')])
    .where('id', 'in', issueIds)
    .where('drawn_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
  const open = new Map(held.map((row) => [row.id, row.is_open]));
  const { rows: used } = await sql<{ merchant_code: string; player_id: string; slip_id: string }>`
    SELECT s.merchant_code, s.player_id, s.slip_id FROM house.lottery_slips s
    JOIN unnest(${slips.map((q) => q.bettor.merchantCode)}::text[], ${slips.map((q) => q.bettor.playerId)}::text[],
      ${slips.map((q) => q.slip.request.slipId)}::text[]) AS t(merchant_code, player_id, slip_id)
      ON s.merchant_code = t.merchant_code AND s.player_id = t.player_id AND s.slip_id = t.slip_id`.execute(
    trx,
  );
  const seen = new Set(used.map((row) => `${row.merchant_code}\u0000${row.player_id}\u0000${row.slip_id}`));
  const refusals = new Map<number, HouseError>();
  for (const [index, { bettor, slip }] of slips.entries()) {
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
 * The slips' potential payouts summed per issue and number, added by one statement a game in (issue,
 * number) order — one lock order for every transaction, each liability row locked once for the lot, last
 * before the commit: these rows are what concurrent slips on one issue queue for. A sum over the game's
 * cap refuses the lot (NUMBER_CLOSED): the transaction, with every addition, rolls back.
 */
async function addExposure(ctx: THouseContext, trx: THouseDb, slips: TSlipToStore[]): Promise<void> {
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
    if (added.length !== rows.length) {
      const open = new Set(added.map((row) => row.key));
      const closed = [...new Set(rows.filter((row) => !open.has(row.key)).map((row) => row.key))].slice(
        0,
        10,
      );
      ctx.log.info({ gameId, closed }, 'house: lottery numbers at their cap');
      throw new HouseError('NUMBER_CLOSED', `closed: ${closed.join(', ')}`);
    }
  }
}

export async function capOf(trx: THouseDb, gameId: string): Promise<bigint> {
  const row = await trx
    .selectFrom('house.lottery_games as g')
    .innerJoin('house.lottery_odds as o', 'o.id', 'g.odds_id')
    .select('o.liability_cap_cents')
    .where('g.game_id', '=', gameId)
    .executeTakeFirstOrThrow();
  return row.liability_cap_cents;
}

/** The slip's round as it is stored: PLACING until its bet is confirmed, with the slip's outline as detail. */
export function slipRoundValues(ctx: THouseContext, bettor: TBettor, slip: TSlipToStore): TNewRound {
  const stakeCents = slip.plan.stakePerIssueCents * BigInt(slip.issues.length);
  return {
    round_ref: newRoundRef(),
    merchant_code: bettor.merchantCode,
    player_id: bettor.playerId,
    session_id: bettor.sessionId,
    game_id: slip.request.gameId,
    kind: 'lottery',
    currency: bettor.currency,
    stake_cents: stakeCents,
    win_cents: null,
    state: 'PLACING',
    transfer_vassalage: null,
    seed_pair_id: null,
    nonce: null,
    outcome: roundDetail({
      gameId: slip.request.gameId,
      stakeCents,
      winCents: null,
      shown: {
        issues: slip.issues.map((issue) => issue.issue_no),
        bets: slip.plan.bets.map((bet) => ({ playType: bet.playType.id, lines: bet.lines.length })),
      },
      proof: { serverSeedHash: slip.issues[0]!.server_seed_hash, clientSeed: slip.clientSeed, nonce: 0 },
    }),
    leaseMs: ctx.config.roundLeaseMs,
  };
}
