import { sql } from 'kysely';
import { HouseError } from '../api/house-error.ts';
import type { TSlipRequest } from '../api/lottery-contract.ts';
import type { THouseDb } from '../db/house-db.ts';
import type { THouseContext } from '../house-context.ts';
import type { TRoundRow } from '../rounds/round.repository.ts';
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
  /** The cap of those odds on each number's potential payout in an issue. */
  liabilityCapCents: bigint;
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
 * Slips stored in one transaction (decision 040), in four statements whatever their number (decision 041):
 * the issues held shared (a draw or cancel waits until the commit); each slip's issues open and its id
 * unused — else that slip alone is refused (its HouseError in its place); the rounds (PLACING), slips and
 * bets of the rest; last, every number's liability once for the lot — all or nothing (NUMBER_CLOSED throws).
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
  const stored = await insertSlips(ctx, trx, accepted);
  await addExposure(
    ctx,
    trx,
    accepted.map((a) => a.slip),
  );
  let next = 0;
  return slips.map((_, index) => refusals.get(index) ?? (stored[next++] as TStoredSlip));
}

/**
 * Slips refused on their own: an issue closed, drawn or cancelled; an id used before or twice in the
 * batch. One read of both, made after the issues are held (a statement of its own: its snapshot is taken
 * once the draw that held them has committed).
 */
async function refusedSlips(
  trx: THouseDb,
  slips: TBatchSlip[],
  issueIds: bigint[],
): Promise<Map<number, HouseError>> {
  const { rows } = await sql<{
    issue_id: bigint | null;
    is_open: boolean | null;
    merchant_code: string | null;
    player_id: string | null;
    slip_id: string | null;
  }>`
    SELECT id AS issue_id, closes_at > now() AND opens_at <= now() AS is_open,
      NULL AS merchant_code, NULL AS player_id, NULL AS slip_id
    FROM house.lottery_issues
    WHERE id = ANY(${issueIds.map(String)}::bigint[]) AND drawn_at IS NULL AND cancelled_at IS NULL
    UNION ALL
    SELECT NULL, NULL, s.merchant_code, s.player_id, s.slip_id
    FROM house.lottery_slips s
    JOIN unnest(${slips.map((q) => q.bettor.merchantCode)}::text[], ${slips.map((q) => q.bettor.playerId)}::text[],
      ${slips.map((q) => q.slip.request.slipId)}::text[]) AS t(merchant_code, player_id, slip_id)
      ON s.merchant_code = t.merchant_code AND s.player_id = t.player_id AND s.slip_id = t.slip_id`.execute(
    trx,
  );
  const slipKey = (merchantCode: string, playerId: string, slipId: string) =>
    `${merchantCode}\u0000${playerId}\u0000${slipId}`;
  const open = new Map<bigint, boolean>();
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.issue_id !== null) open.set(BigInt(row.issue_id), row.is_open === true);
    else seen.add(slipKey(row.merchant_code ?? '', row.player_id ?? '', row.slip_id ?? ''));
  }
  const refusals = new Map<number, HouseError>();
  for (const [index, { bettor, slip }] of slips.entries()) {
    const [first] = slip.issues;
    const isOpen = first !== undefined && open.get(first.id) === true;
    if (!isOpen || slip.issues.some((issue) => !open.has(issue.id))) {
      refusals.set(index, new HouseError('ISSUE_CLOSED', 'issue closed'));
      continue;
    }
    const key = slipKey(bettor.merchantCode, bettor.playerId, slip.request.slipId);
    if (seen.has(key)) refusals.set(index, new HouseError('DUPLICATE_SLIP', 'slip already placed'));
    seen.add(key);
  }
  return refusals;
}

/**
 * The slips' rounds (PLACING), slip rows and bets by one statement of fixed text (prepared once per
 * connection): each slip's bets issue by issue in the slip's order, so its bet ids, sorted, follow the
 * slip's selections. Returns each slip's round and bet ids in the order given.
 */
async function insertSlips(ctx: THouseContext, trx: THouseDb, slips: TBatchSlip[]): Promise<TStoredSlip[]> {
  const rounds = slips.map(({ bettor, slip }) => slipRoundValues(bettor, slip));
  const bets = slips.flatMap(({ slip }, index) =>
    slip.issues.flatMap((issue) =>
      slip.plan.bets.map((bet) => ({ slip: index + 1, issueId: issue.id, oddsId: slip.oddsId, bet })),
    ),
  );
  const { rows } = await sql<TRoundRow & { bet_ids: string[] }>`
    WITH slip AS (
      SELECT * FROM unnest(${rounds.map((r) => r.round_ref)}::text[], ${rounds.map((r) => r.merchant_code)}::text[],
        ${rounds.map((r) => r.player_id)}::text[], ${rounds.map((r) => nullableText(r.session_id))}::bigint[],
        ${rounds.map((r) => r.game_id)}::text[], ${rounds.map((r) => r.currency)}::text[],
        ${rounds.map((r) => String(r.stake_cents))}::bigint[], ${rounds.map((r) => JSON.stringify(r.outcome))}::jsonb[],
        ${slips.map((q) => q.slip.request.slipId)}::text[], ${slips.map((q) => q.slip.clientSeed)}::text[],
        ${slips.map((q) => q.slip.request.multiplier)}::int[], ${slips.map((q) => q.slip.request.chase.stopOnWin)}::bool[],
        ${slips.map((q) => q.slip.issues.length)}::int[])
        WITH ORDINALITY AS t(round_ref, merchant_code, player_id, session_id, game_id, currency, stake_cents, outcome,
          slip_id, client_seed, multiplier, stop_on_win, issue_count, ord)),
    r AS (
      INSERT INTO house.rounds (round_ref, merchant_code, player_id, session_id, game_id, kind, currency, stake_cents,
        state, outcome, lease_until)
      SELECT round_ref, merchant_code, player_id, session_id, game_id, 'lottery', currency, stake_cents, 'PLACING',
        outcome, now() + make_interval(secs => ${ctx.config.roundLeaseMs / 1000})
      FROM slip ORDER BY ord
      RETURNING *),
    s AS (
      INSERT INTO house.lottery_slips (round_id, game_id, merchant_code, player_id, slip_id, client_seed, multiplier,
        stop_on_win, issue_count)
      SELECT r.id, slip.game_id, slip.merchant_code, slip.player_id, slip.slip_id, slip.client_seed, slip.multiplier,
        slip.stop_on_win, slip.issue_count
      FROM slip JOIN r ON r.round_ref = slip.round_ref ORDER BY slip.ord),
    b AS (
      INSERT INTO house.lottery_bets (round_id, issue_id, odds_id, merchant_code, player_id, play_type, selection,
        line_count, stake_per_line_cents, stake_cents)
      SELECT r.id, t.issue_id, t.odds_id, r.merchant_code, r.player_id, t.play_type, t.selection, t.line_count,
        t.stake_per_line, t.stake
      FROM unnest(${bets.map((b) => b.slip)}::int[], ${bets.map((b) => String(b.issueId))}::bigint[],
        ${bets.map((b) => String(b.oddsId))}::bigint[], ${bets.map((b) => b.bet.playType.id)}::text[],
        ${bets.map((b) => JSON.stringify(b.bet.selection))}::jsonb[], ${bets.map((b) => b.bet.lines.length)}::int[],
        ${bets.map((b) => String(b.bet.stakePerLineCents))}::bigint[], ${bets.map((b) => String(b.bet.stakeCents))}::bigint[])
        WITH ORDINALITY AS t(slip, issue_id, odds_id, play_type, selection, line_count, stake_per_line, stake, ord)
      JOIN slip ON slip.ord = t.slip JOIN r ON r.round_ref = slip.round_ref
      ORDER BY t.ord
      RETURNING id, round_id)
    SELECT r.*, ARRAY(SELECT b.id::text FROM b WHERE b.round_id = r.id ORDER BY b.id) AS bet_ids
    FROM r`.execute(trx);
  const byRef = new Map(rows.map((row) => [row.round_ref, row]));
  return rounds.map((round) => {
    const row = byRef.get(round.round_ref);
    if (!row) throw new Error(`Invariant failed: round ${round.round_ref} was inserted`);
    const { bet_ids: betIds, ...stored } = row;
    return { round: stored, betIds: betIds.map(BigInt) };
  });
}

const nullableText = (value: bigint | null) => (value === null ? null : String(value));

/**
 * The slips' potential payouts summed per issue and number, added by one statement a game in (issue,
 * number) order — one lock order for every transaction, each liability row locked once for the lot, last
 * before the commit: these rows are what concurrent slips on one issue queue for. A sum over the cap of the
 * odds the slips were priced at (the lowest, should the odds have changed between two slips of a game)
 * refuses the lot (NUMBER_CLOSED): the transaction, with every addition, rolls back.
 */
async function addExposure(ctx: THouseContext, trx: THouseDb, slips: TSlipToStore[]): Promise<void> {
  const sums = new Map<string, { issueId: bigint; key: string; amount: bigint; gameId: string }>();
  const caps = new Map<string, bigint>();
  for (const slip of slips) {
    const cap = caps.get(slip.request.gameId);
    if (cap === undefined || slip.liabilityCapCents < cap)
      caps.set(slip.request.gameId, slip.liabilityCapCents);
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
    const cap = caps.get(gameId) as bigint;
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

/** The slip's round as it is stored: PLACING until its bet is confirmed, with the slip's outline as detail. */
function slipRoundValues(bettor: TBettor, slip: TSlipToStore) {
  const stakeCents = slip.plan.stakePerIssueCents * BigInt(slip.issues.length);
  return {
    round_ref: newRoundRef(),
    merchant_code: bettor.merchantCode,
    player_id: bettor.playerId,
    session_id: bettor.sessionId,
    game_id: slip.request.gameId,
    currency: bettor.currency,
    stake_cents: stakeCents,
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
  };
}
