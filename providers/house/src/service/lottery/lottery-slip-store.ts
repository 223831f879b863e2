import { sql } from 'kysely';
import { HouseError } from '../api/house-error.ts';
import type { TSlipRequest } from '../api/lottery-contract.ts';
import type { THouseContext } from '../house-context.ts';
import type { TRoundRow } from '../rounds/round.repository.ts';
import { newRoundRef, roundDetail } from '../rounds/round-flow.ts';
import type { TBettor } from './lottery-betting.ts';
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
    const [outcome] = await storeSlips(ctx, [slip]);
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
 * Slips stored in one transaction (decision 040) by one call of `house.store_lottery_slips` (migration
 * 0022, decision 042): the issues held shared (a draw or cancel waits until the commit); each slip's
 * issues open and its id unused — else that slip alone is refused (its HouseError in its place); the
 * rounds (PLACING), slips and bets of the rest; last, every number's liability once for the lot — all or
 * nothing (NUMBER_CLOSED throws, nothing stored).
 */
export async function storeSlips(
  ctx: THouseContext,
  slips: TBatchSlip[],
): Promise<Array<TStoredSlip | HouseError>> {
  const rounds = slips.map(({ bettor, slip }) => slipRoundValues(bettor, slip));
  const issues = slips.flatMap(({ slip }, index) => slip.issues.map((issue) => ({ slip: index + 1, issue })));
  const bets = issues.flatMap(({ slip, issue }) =>
    (slips[slip - 1] as TBatchSlip).slip.plan.bets.map((bet) => ({ slip, issue, bet })),
  );
  const exposure = slips.flatMap(({ slip }, index) =>
    [...slip.plan.exposure].map(([key, amount]) => ({ slip: index + 1, key, amount })),
  );
  const oddsOf = (slip: number) => String((slips[slip - 1] as TBatchSlip).slip.oddsId);
  let rows: Array<TRoundRow & { slip_ord: number; refused: TRefusal | null; stored_bet_ids: bigint[] }>;
  try {
    ({ rows } = await sql<(typeof rows)[number]>`
      SELECT s.slip_ord, s.refused, s.stored_bet_ids, (s.stored_round).*
      FROM house.store_lottery_slips(
        ${rounds.map((r) => r.merchant_code)}::text[], ${rounds.map((r) => r.player_id)}::text[],
        ${slips.map((q) => q.slip.request.slipId)}::text[], ${rounds.map((r) => r.round_ref)}::text[],
        ${rounds.map((r) => nullableText(r.session_id))}::bigint[], ${rounds.map((r) => r.game_id)}::text[],
        ${rounds.map((r) => r.currency)}::text[], ${rounds.map((r) => String(r.stake_cents))}::bigint[],
        ${rounds.map((r) => JSON.stringify(r.outcome))}::jsonb[], ${slips.map((q) => q.slip.clientSeed)}::text[],
        ${slips.map((q) => q.slip.request.multiplier)}::int[], ${slips.map((q) => q.slip.request.chase.stopOnWin)}::bool[],
        ${slips.map((q) => String(q.slip.liabilityCapCents))}::bigint[],
        ${issues.map((i) => i.slip)}::int[], ${issues.map((i) => String(i.issue.id))}::bigint[],
        ${bets.map((b) => b.slip)}::int[], ${bets.map((b) => String(b.issue.id))}::bigint[],
        ${bets.map((b) => oddsOf(b.slip))}::bigint[], ${bets.map((b) => b.bet.playType.id)}::text[],
        ${bets.map((b) => JSON.stringify(b.bet.selection))}::jsonb[], ${bets.map((b) => b.bet.lines.length)}::int[],
        ${bets.map((b) => String(b.bet.stakePerLineCents))}::bigint[], ${bets.map((b) => String(b.bet.stakeCents))}::bigint[],
        ${exposure.map((e) => e.slip)}::int[], ${exposure.map((e) => e.key)}::text[],
        ${exposure.map((e) => String(e.amount))}::bigint[],
        ${`${ctx.config.roundLeaseMs / 1000} seconds`}::interval) AS s`.execute(ctx.db));
  } catch (error) {
    throw numberClosed(ctx, error) ?? error;
  }
  const outcomes = new Map(
    rows.map(({ slip_ord: ord, refused, stored_bet_ids: betIds, ...round }) => [
      ord,
      refused === null
        ? { round, betIds: betIds.map(BigInt) }
        : new HouseError(refused, refused === 'ISSUE_CLOSED' ? 'issue closed' : 'slip already placed'),
    ]),
  );
  return slips.map((_, index) => {
    const outcome = outcomes.get(index + 1);
    if (!outcome) throw new Error(`Invariant failed: slip ${index + 1} of the batch has an outcome`);
    return outcome;
  });
}

type TRefusal = 'ISSUE_CLOSED' | 'DUPLICATE_SLIP';

/** The function's NUMBER_CLOSED (a number of the lot over its cap) as the HouseError a player is shown. */
function numberClosed(ctx: THouseContext, error: unknown): HouseError | null {
  if (!(error instanceof Error) || !('code' in error) || error.code !== 'P0001') return null;
  if (error.message !== 'NUMBER_CLOSED') return null;
  const { detail: closed, hint: gameId } = error as Error & { detail?: string; hint?: string };
  ctx.log.info({ gameId, closed }, 'house: lottery numbers at their cap');
  return new HouseError('NUMBER_CLOSED', `closed: ${closed ?? ''}`);
}

const nullableText = (value: bigint | null) => (value === null ? null : String(value));

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
