import { sql } from 'kysely';
import { HouseError } from '../api/house-error.ts';
import type { TSlipAnswer, TSlipRequest } from '../api/lottery-contract.ts';
import type { THouseDb } from '../db/house-db.ts';
import { ensureActivePair } from '../fair/seed-pair.repository.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';
import { findLotteryGameRow, readOdds } from './lottery-games.ts';
import { issueState, type TIssueRow } from './lottery-issues.ts';
import { placeSlipBatched } from './lottery-slip-batch.ts';
import { betExposure, planSlip, type TVoidedBet } from './lottery-slip-plan.ts';
import type { TSlipToStore, TStoredSlip } from './lottery-slip-store.ts';

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
 * 2. with the slips placed at the same moment (lottery-slip-batch.ts, decision 040), one transaction holds
 *    the issues (a shared issue lock: a draw or cancel waits until it commits), checks the first is still
 *    open by the database's clock, stores the round (PLACING), the slip and its bets, and last adds to each
 *    number's liability within the cap — so a draw racing the slip finds it whole or not at all;
 * 3. the bet goes to the platform (with the batch's); a refusal voids the slip and frees its liability.
 */
export async function placeSlip(
  ctx: THouseContext,
  bettor: TBettor,
  request: TSlipRequest,
): Promise<TSlipAnswer> {
  // Three independent reads at once (each a round trip the slip would otherwise wait for in turn); their
  // refusals are judged in the order below whatever comes back first.
  const [game, issues, { clientSeed }] = await Promise.all([
    findLotteryGameRow(ctx.db, request.gameId),
    chaseIssues(ctx.db, request.gameId, request.issueNo, request.chase.issues).catch(
      (error: unknown) => error,
    ),
    ensureActivePair(ctx.db, bettor),
  ]);
  if (!game) throw new HouseError('NOT_FOUND', 'unknown lottery game');
  if (!game.is_enabled || game.odds_id === null) throw new HouseError('GAME_DISABLED', 'game is closed');
  const odds = await readOdds(ctx.db, game.odds_id);
  if (request.chase.issues > odds.max_chase) {
    throw new HouseError('BET_LIMIT', `a chase covers at most ${odds.max_chase} issues`);
  }
  const plan = planSlip(game.family, odds, request);
  if (!Array.isArray(issues)) throw issues;
  const { round, betIds, bet } = await placeSlipBatched(ctx, bettor, {
    request,
    plan,
    issues,
    clientSeed,
    oddsId: odds.id,
    liabilityCapCents: odds.liability_cap_cents,
  });
  if (bet instanceof Error) {
    await voidSlipIfRefused(ctx.db, round.id);
    throw bet;
  }
  return slipAnswer({ round, betIds, request, plan, issues }, bet.balanceCents);
}

/** The issue the slip starts on and the next ones, in draw order (one read); all must exist and not be drawn yet. */
async function chaseIssues(
  db: THouseDb,
  gameId: string,
  issueNo: string,
  count: number,
): Promise<TIssueRow[]> {
  const { rows: issues } = await sql<TIssueRow>`
    SELECT * FROM house.lottery_issues
    WHERE game_id = ${gameId}
      AND seq >= (SELECT seq FROM house.lottery_issues WHERE game_id = ${gameId} AND issue_no = ${issueNo})
    ORDER BY seq LIMIT ${count}`.execute(db);
  const [first] = issues;
  if (first?.issue_no !== issueNo) throw new HouseError('NOT_FOUND', 'unknown issue');
  if (issueState(first, new Date()) !== 'OPEN') throw new HouseError('ISSUE_CLOSED', 'issue is not open');
  if (issues.length < count) throw new HouseError('BET_LIMIT', 'the chase runs past the issues scheduled');
  if (issues.some((issue) => issue.cancelled_at !== null)) {
    throw new HouseError('ISSUE_CLOSED', 'an issue of the chase is cancelled');
  }
  return issues;
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

/** A stored slip with what it was stored from: what its answer is built of. */
type TSlipToAnswer = TStoredSlip & Pick<TSlipToStore, 'request' | 'plan' | 'issues'>;

/** Bet rows were inserted issue by issue, each with the slip's selections in order: ids follow suit. */
function slipAnswer(
  { round, betIds, request, plan, issues }: TSlipToAnswer,
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
