import { sql } from 'kysely';
import { HouseError } from '../api/house-error.ts';
import type { TSlipRequest } from '../api/lottery-contract.ts';
import type { THouseDb } from '../db/house-db.ts';
import type { THouseContext } from '../house-context.ts';
import { insertRound, type TNewRound, type TRoundRow } from '../rounds/round.repository.ts';
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

export async function storeSlip(
  ctx: THouseContext,
  bettor: TBettor,
  slip: TSlipToStore,
): Promise<{ round: TRoundRow; betIds: bigint[] }> {
  const { request, plan, issues } = slip;
  const issueIds = issues.map((issue) => issue.id);
  const stored = ctx.db.transaction().execute(async (trx) => {
    await holdIssuesShared(trx, issueIds);
    const held = await heldIssues(trx, issueIds);
    if (held.get(issues[0]!.id) !== true || held.size !== issues.length)
      throw new HouseError('ISSUE_CLOSED', 'issue closed');
    const duplicate = await trx
      .selectFrom('house.lottery_slips')
      .select('round_id')
      .where('merchant_code', '=', bettor.merchantCode)
      .where('player_id', '=', bettor.playerId)
      .where('slip_id', '=', request.slipId)
      .executeTakeFirst();
    if (duplicate) throw new HouseError('DUPLICATE_SLIP', 'slip already placed');
    const round = await insertRound(trx, slipRoundValues(ctx, bettor, slip));
    await trx
      .insertInto('house.lottery_slips')
      .values({
        round_id: round.id,
        game_id: request.gameId,
        merchant_code: bettor.merchantCode,
        player_id: bettor.playerId,
        slip_id: request.slipId,
        client_seed: slip.clientSeed,
        multiplier: request.multiplier,
        stop_on_win: request.chase.stopOnWin,
        issue_count: issues.length,
      })
      .execute();
    const betIds = await insertBets(trx, bettor, slip, round.id);
    // Last, just before the commit: the numbers' liability rows are what concurrent slips on one issue
    // queue for (bench:lottery), so they are held for as short a time as possible.
    for (const issueId of issueIds) await addExposure(trx, issueId, plan.exposure, ctx, request.gameId);
    return { round, betIds };
  });
  // The same slip sent twice at once: both passed the check above, the unique index let one in.
  return stored.catch((error: unknown) => {
    const isSameSlip =
      typeof error === 'object' &&
      error !== null &&
      'constraint' in error &&
      error.constraint === 'lottery_slips_slip_id';
    throw isSameSlip ? new HouseError('DUPLICATE_SLIP', 'slip already placed') : error;
  });
}

/**
 * The slip's bets, issue by issue and in the slip's order, by one statement of fixed text (arrays as
 * parameters: a VALUES list of a slip's 50 × 10 values was planned afresh for every slip). Ids rise
 * with the insertion order; they come back sorted.
 */
async function insertBets(
  trx: THouseDb,
  bettor: TBettor,
  slip: TSlipToStore,
  roundId: bigint,
): Promise<bigint[]> {
  const rows = slip.issues.flatMap((issue) => slip.plan.bets.map((bet) => ({ issueId: issue.id, bet })));
  const { rows: inserted } = await sql<{ id: bigint }>`
    INSERT INTO house.lottery_bets (round_id, issue_id, odds_id, merchant_code, player_id, play_type, selection,
      line_count, stake_per_line_cents, stake_cents)
    SELECT ${roundId}, t.issue_id, ${slip.oddsId}, ${bettor.merchantCode}, ${bettor.playerId}, t.play_type,
      t.selection, t.line_count, t.stake_per_line, t.stake
    FROM unnest(${rows.map((r) => String(r.issueId))}::bigint[], ${rows.map((r) => r.bet.playType.id)}::text[],
      ${rows.map((r) => JSON.stringify(r.bet.selection))}::jsonb[], ${rows.map((r) => r.bet.lines.length)}::int[],
      ${rows.map((r) => String(r.bet.stakePerLineCents))}::bigint[], ${rows.map((r) => String(r.bet.stakeCents))}::bigint[])
      WITH ORDINALITY AS t(issue_id, play_type, selection, line_count, stake_per_line, stake, ord)
    ORDER BY t.ord
    RETURNING id`.execute(trx);
  return inserted.map((row) => BigInt(row.id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Adds the slip's potential payout to each number of the issue, all or nothing: a number already at the
 * game's cap refuses the slip (NUMBER_CLOSED) and the transaction, with every addition, rolls back.
 */
async function addExposure(
  trx: THouseDb,
  issueId: bigint,
  exposure: Map<string, bigint>,
  ctx: THouseContext,
  gameId: string,
): Promise<void> {
  if (exposure.size === 0) return;
  const cap = await capOf(trx, gameId);
  const keys = [...exposure.keys()].sort(); // one lock order for every slip: no deadlock between two
  const rows = await sql<{ key: string }>`
    INSERT INTO house.lottery_exposure AS e (issue_id, key, payout_cents)
    SELECT ${issueId}, k, p FROM unnest(${keys}::text[], ${keys.map((k) => String(exposure.get(k)))}::bigint[]) AS t(k, p)
    WHERE p <= ${cap}
    ON CONFLICT (issue_id, key) DO UPDATE SET payout_cents = e.payout_cents + excluded.payout_cents
      WHERE e.payout_cents + excluded.payout_cents <= ${cap}
    RETURNING key`.execute(trx);
  if (rows.rows.length !== keys.length) {
    const open = new Set(rows.rows.map((row) => row.key));
    const closed = keys.filter((key) => !open.has(key));
    ctx.log.info(
      { issueId: String(issueId), closed: closed.slice(0, 10) },
      'house: lottery numbers at their cap',
    );
    throw new HouseError('NUMBER_CLOSED', `closed: ${closed.slice(0, 10).join(', ')}`);
  }
}

/**
 * The issues among `issueIds` not drawn or cancelled, each with whether it takes bets now (by the
 * database's clock); read while they are held shared, so no draw or cancel comes between this and the commit.
 */
export async function heldIssues(trx: THouseDb, issueIds: bigint[]): Promise<Map<bigint, boolean>> {
  const rows = await trx
    .selectFrom('house.lottery_issues')
    .select(['id', sql<boolean>`closes_at > now() AND opens_at <= now()`.as('is_open')])
    .where('id', 'in', issueIds)
    .where('drawn_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.is_open]));
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
