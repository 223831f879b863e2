import { sql } from 'kysely';
import { HouseError } from '../api/house-error.ts';
import type { TSlipAnswer, TSlipRequest } from '../api/lottery-contract.ts';
import type { THouseDb } from '../db/house-db.ts';
import { ensureActivePair } from '../fair/seed-pair.repository.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';
import { insertRound, type TRoundRow } from '../rounds/round.repository.ts';
import { newRoundRef, roundDetail } from '../rounds/round-flow.ts';
import { placeBet } from '../rounds/round-wallet.ts';
import { findLotteryGameRow, readOdds } from './lottery-games.ts';
import { holdIssuesShared } from './lottery-issue-locks.ts';
import { issueState, type TIssueRow } from './lottery-issues.ts';
import { betExposure, planSlip, type TSlipPlan, type TVoidedBet } from './lottery-slip-plan.ts';

/** Who places the slip: the player of a house session and the wallet session its bet is sent with. */
export type TBettor = {
  merchantCode: string;
  playerId: string;
  walletToken: string;
  currency: string;
  sessionId: bigint | null;
};

/**
 * Places a slip: its bets on the open issue (and the next ones of a chase), debited as one wallet bet.
 * 1. checks and prices it (planSlip), finds its issues;
 * 2. one transaction holds the issues (a shared issue lock: a draw or cancel waits until it commits), checks the first is still
 *    open by the database's clock, stores the round (PLACING), the slip and its bets, and last adds to each
 *    number's liability within the cap — so a draw racing the slip finds it whole or not at all;
 * 3. the bet goes to the platform; a refusal voids the slip and frees its liability.
 */
export async function placeSlip(
  ctx: THouseContext,
  bettor: TBettor,
  request: TSlipRequest,
): Promise<TSlipAnswer> {
  const game = await findLotteryGameRow(ctx.db, request.gameId);
  if (!game) throw new HouseError('NOT_FOUND', 'unknown lottery game');
  if (!game.is_enabled || game.odds_id === null) throw new HouseError('GAME_DISABLED', 'game is closed');
  const odds = await readOdds(ctx.db, game.odds_id);
  if (request.chase.issues > odds.max_chase) {
    throw new HouseError('BET_LIMIT', `a chase covers at most ${odds.max_chase} issues`);
  }
  const plan = planSlip(game.family, odds, request);
  const issues = await chaseIssues(ctx.db, request.gameId, request.issueNo, request.chase.issues);
  const { clientSeed } = await ensureActivePair(ctx.db, bettor);
  const { round, betIds } = await storeSlip(ctx, bettor, {
    request,
    plan,
    issues,
    clientSeed,
    oddsId: odds.id,
  });
  try {
    const placed = await placeBet(ctx, round, bettor.walletToken);
    return slipAnswer({ round, betIds, request, plan, issues }, placed.balanceCents);
  } catch (error) {
    await voidSlipIfRefused(ctx.db, round.id);
    throw error;
  }
}

/** The issue the slip starts on and the next ones, in draw order; all must exist and not be drawn yet. */
async function chaseIssues(
  db: THouseDb,
  gameId: string,
  issueNo: string,
  count: number,
): Promise<TIssueRow[]> {
  const first = await db
    .selectFrom('house.lottery_issues')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('issue_no', '=', issueNo)
    .executeTakeFirst();
  if (!first) throw new HouseError('NOT_FOUND', 'unknown issue');
  if (issueState(first, new Date()) !== 'OPEN') throw new HouseError('ISSUE_CLOSED', 'issue is not open');
  const issues = await db
    .selectFrom('house.lottery_issues')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('seq', '>=', first.seq)
    .orderBy('seq')
    .limit(count)
    .execute();
  if (issues.length < count) throw new HouseError('BET_LIMIT', 'the chase runs past the issues scheduled');
  if (issues.some((issue) => issue.cancelled_at !== null)) {
    throw new HouseError('ISSUE_CLOSED', 'an issue of the chase is cancelled');
  }
  return issues;
}

type TSlipToStore = {
  request: TSlipRequest;
  plan: TSlipPlan;
  issues: TIssueRow[];
  clientSeed: string;
  oddsId: bigint;
};

async function storeSlip(
  ctx: THouseContext,
  bettor: TBettor,
  slip: TSlipToStore,
): Promise<{ round: TRoundRow; betIds: bigint[] }> {
  const { request, plan, issues } = slip;
  const issueIds = issues.map((issue) => issue.id);
  return ctx.db.transaction().execute(async (trx) => {
    await holdIssuesShared(trx, issueIds);
    const held = await trx
      .selectFrom('house.lottery_issues')
      .select(['id', sql<boolean>`closes_at > now() AND opens_at <= now()`.as('is_open')])
      .where('id', 'in', issueIds)
      .where('drawn_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute();
    const first = held.find((row) => row.id === issues[0]!.id);
    if (!first?.is_open || held.length !== issues.length)
      throw new HouseError('ISSUE_CLOSED', 'issue closed');
    const duplicate = await trx
      .selectFrom('house.lottery_slips')
      .select('round_id')
      .where('merchant_code', '=', bettor.merchantCode)
      .where('player_id', '=', bettor.playerId)
      .where('slip_id', '=', request.slipId)
      .executeTakeFirst();
    if (duplicate) throw new HouseError('DUPLICATE_SLIP', 'slip already placed');
    const round = await insertSlipRound(ctx, trx, bettor, slip);
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

async function capOf(trx: THouseDb, gameId: string): Promise<bigint> {
  const row = await trx
    .selectFrom('house.lottery_games as g')
    .innerJoin('house.lottery_odds as o', 'o.id', 'g.odds_id')
    .select('o.liability_cap_cents')
    .where('g.game_id', '=', gameId)
    .executeTakeFirstOrThrow();
  return row.liability_cap_cents;
}

async function insertSlipRound(ctx: THouseContext, trx: THouseDb, bettor: TBettor, slip: TSlipToStore) {
  const stakeCents = slip.plan.stakePerIssueCents * BigInt(slip.issues.length);
  return insertRound(trx, {
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
  });
}

/**
 * After a refused or unconfirmed bet: when the round ended without money (VOID, ROLLED_BACK), its bets
 * are void and their liability is given back. A round still PLACING (rollback unanswered) waits for the
 * recovery loop; settlement voids its bets then.
 */
export async function voidSlipIfRefused(db: THouseDb, roundId: bigint): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const round = await trx
      .selectFrom('house.rounds')
      .select('state')
      .where('id', '=', roundId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (round.state !== 'VOID' && round.state !== 'ROLLED_BACK') return;
    const voided = await trx
      .updateTable('house.lottery_bets')
      .set({ status: 'VOID', win_cents: 0n, settled_at: sql<Date>`now()` })
      .where('round_id', '=', roundId)
      .where('status', '=', 'PENDING')
      .returning(['issue_id', 'odds_id', 'play_type', 'selection', 'stake_per_line_cents'])
      .execute();
    if (voided.length > 0) await releaseExposure(trx, voided);
  });
}

/**
 * Takes voided bets' potential payout off the numbers of their issues (recomputed from the stored
 * selection, at the odds the bets were placed at), so those numbers reopen for other players.
 */
async function releaseExposure(trx: THouseDb, bets: TVoidedBet[]): Promise<void> {
  const byIssue = new Map<bigint, Map<string, bigint>>();
  for (const bet of bets) {
    const odds = await readOdds(trx, bet.odds_id);
    const amounts = betExposure(odds, bet);
    const issue = byIssue.get(bet.issue_id) ?? new Map<string, bigint>();
    for (const [key, amount] of amounts) issue.set(key, (issue.get(key) ?? 0n) + amount);
    byIssue.set(bet.issue_id, issue);
  }
  for (const [issueId, amounts] of byIssue) {
    const keys = [...amounts.keys()].sort();
    await sql`
      UPDATE house.lottery_exposure e SET payout_cents = greatest(0, e.payout_cents - t.p)
      FROM unnest(${keys}::text[], ${keys.map((k) => String(amounts.get(k)))}::bigint[]) AS t(k, p)
      WHERE e.issue_id = ${issueId} AND e.key = t.k`.execute(trx);
  }
}

type TStoredSlip = {
  round: TRoundRow;
  betIds: bigint[];
  request: TSlipRequest;
  plan: TSlipPlan;
  issues: TIssueRow[];
};

/** Bet rows were inserted issue by issue, each with the slip's selections in order: ids follow suit. */
function slipAnswer(
  { round, betIds, request, plan, issues }: TStoredSlip,
  balanceCents: bigint,
): TSlipAnswer {
  return {
    slip: {
      slipId: request.slipId,
      roundId: round.round_ref,
      gameId: request.gameId,
      multiplier: request.multiplier,
      stopOnWin: request.chase.stopOnWin,
      totalStake: toMoney(round.stake_cents),
      bets: issues.flatMap((issue, issueIndex) =>
        plan.bets.map((bet, index) => ({
          betId: String(betIds[issueIndex * plan.bets.length + index]),
          gameId: request.gameId,
          issueNo: issue.issue_no,
          playType: bet.playType.id,
          selection: bet.selection,
          lines: bet.lines.length,
          stakePerLine: toMoney(bet.stakePerLineCents),
          stake: toMoney(bet.stakeCents),
          status: 'PENDING' as const,
        })),
      ),
    },
    balance: toMoney(balanceCents),
  };
}
