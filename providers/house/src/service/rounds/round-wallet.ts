import {
  MAX_BETS_PER_BATCH,
  type TSeamlessAnswer,
  type TSeamlessStatus,
} from '@tala/contract/vendor-wallet/seamless';
import type { THouseErrorCode } from '../api/api-contract.ts';
import { HouseError } from '../api/house-error.ts';
import type { THouseContext } from '../house-context.ts';
import { parseBalance, toMoney } from '../money.ts';
import type { TSeamlessResult } from '../seamless/seamless-client.ts';
import { expireSession } from '../sessions/session.repository.ts';
import { postponeRound, type TRoundRow, transitionRound, transitionRounds } from './round.repository.ts';

/**
 * The wallet side of a round, step by step: bet → win (skipped when 0) → endRound, or rollback of a bet
 * whose outcome is unknown. Every call carries ids derived from the round, so repeating a step after a
 * crash or a lost answer has exactly one effect on the platform's ledger.
 */
export const walletRefs = (round: Pick<TRoundRow, 'round_ref'>) => ({
  bet: `${round.round_ref}:bet`,
  win: `${round.round_ref}:win`,
  rollback: `${round.round_ref}:rollback`,
});

/** Recovery retries back off up to this, for about a day in all (providers retry for a day). */
const MAX_RETRY_DELAY_MS = 300_000;
export const MAX_RECOVERY_ATTEMPTS = 300;

export function retryDelayMs(attempts: number): number {
  return Math.min(1_000 * 2 ** Math.min(attempts, 20), MAX_RETRY_DELAY_MS);
}

/** Bet refusals the player can act on get their own code; a refused bet moved no money. */
const BET_REFUSAL_CODES: Partial<Record<TSeamlessStatus, THouseErrorCode>> = {
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  BET_LIMIT: 'BET_LIMIT',
  GAME_DISABLED: 'GAME_DISABLED',
  TOKEN_EXPIRED: 'SESSION_EXPIRED',
  AUTH_FAILED: 'SESSION_EXPIRED',
  PLAYER_NOT_FOUND: 'SESSION_EXPIRED',
  ACCOUNT_LOCKED: 'BET_NOT_ALLOWED',
  BET_NOT_ALLOWED: 'BET_NOT_ALLOWED',
  CURRENCY_MISMATCH: 'BET_NOT_ALLOWED',
};

export type TBetPlaced = { balanceCents: bigint };

const betBody = (round: TRoundRow, walletToken: string) => ({
  playerId: round.player_id,
  sessionToken: walletToken,
  transactionId: walletRefs(round).bet,
  roundId: round.round_ref,
  gameId: round.game_id,
  amount: toMoney(round.stake_cents),
  currency: round.currency,
});

function balanceOf(answer: TSeamlessAnswer): bigint {
  const balanceCents = parseBalance(answer.balance);
  if (balanceCents === null) throw new Error('bet answered OK without a balance');
  return balanceCents;
}

/**
 * Sends the bet of a PLACING round. OK → PLACED. A final refusal → VOID and the refusal's code. No answer
 * (or a still-retryable one after every attempt) → the bet may or may not have landed, so it is rolled
 * back now (or by the recovery loop if the rollback gets no answer either) and the player is told RETRY.
 */
export async function placeBet(
  ctx: THouseContext,
  round: TRoundRow,
  walletToken: string,
): Promise<TBetPlaced> {
  const [outcome] = await placeBets(ctx, [{ round, walletToken }]);
  if (outcome instanceof Error) throw outcome;
  if (!outcome) throw new Error('Invariant failed: the bet has an outcome');
  return outcome;
}

/**
 * The bets of many PLACING rounds placed at the same moment (a batch of lottery slips, decision 040):
 * each sent and judged as placeBet judges it, the confirmed ones moved to PLACED by one statement.
 * Returns each round's outcome in order: its balance, or the error placeBet would have thrown.
 */
export async function placeBets(
  ctx: THouseContext,
  bets: Array<{ round: TRoundRow; walletToken: string }>,
): Promise<Array<TBetPlaced | Error>> {
  const results = await sendBets(
    ctx,
    bets.map(({ round, walletToken }) => betBody(round, walletToken)),
  );
  const confirmed = bets.filter((_, index) => isOk(results[index]!)).map(({ round }) => round.id);
  const placed = await transitionRounds(ctx.db, confirmed, 'PLACING', 'PLACED');
  return Promise.all(
    bets.map(async ({ round }, index): Promise<TBetPlaced | Error> => {
      const result = results[index]!;
      try {
        if (!isOk(result)) return await failBet(ctx, round, result);
        // Not moved: the request outlived its lease and recovery already rolled the bet back.
        if (!placed.has(round.id)) throw new HouseError('RETRY', 'round was rolled back');
        return { balanceCents: balanceOf(result.answer) };
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error));
      }
    }),
  );
}

/**
 * The bets in `betBatch` calls (decision 039): each answered as a single `bet` with its body would be. A
 * call refused or unanswered as a whole applied none of its bets (or, unanswered, maybe all): each of its
 * bets gets that outcome, which failBet treats as it treats a single bet's. One bet goes as a `bet`.
 */
async function sendBets(
  ctx: THouseContext,
  bodies: Array<ReturnType<typeof betBody>>,
): Promise<Array<TSeamlessResult<TSeamlessAnswer>>> {
  const [only] = bodies;
  if (bodies.length === 1 && only) return [await ctx.wallet.bet(only)];
  const results: Array<TSeamlessResult<TSeamlessAnswer>> = [];
  for (let start = 0; start < bodies.length; start += MAX_BETS_PER_BATCH) {
    const chunk = bodies.slice(start, start + MAX_BETS_PER_BATCH);
    const result = await ctx.wallet.betBatch({ bets: chunk });
    const items =
      result.kind === 'answer' && result.answer.status === 'OK' ? result.answer.results : undefined;
    const byRef = new Map((items ?? []).map((item) => [item.ref, item]));
    for (const body of chunk) {
      const item = byRef.get(body.transactionId);
      if (item) results.push({ kind: 'answer', answer: item });
      else if (items) results.push({ kind: 'unknown', error: 'bet missing from the batch answer' });
      else results.push(result);
    }
  }
  return results;
}

/** A bet not confirmed: refused for good (VOID, the refusal's code) or unknown (rolled back); always throws. */
async function failBet(
  ctx: THouseContext,
  round: TRoundRow,
  result: TSeamlessResult<TSeamlessAnswer>,
): Promise<never> {
  const answer = result.kind === 'answer' ? result.answer : null;
  if (answer && !answer.retry) {
    await transitionRound(ctx.db, round.id, 'PLACING', 'VOID', {
      lastError: answer.status,
      isClosing: true,
    });
    const code = BET_REFUSAL_CODES[answer.status] ?? 'RETRY';
    // The wallet session is over (logout, password change, expiry): so is the page's house session.
    if (code === 'SESSION_EXPIRED' && round.session_id !== null)
      await expireSession(ctx.db, round.session_id);
    throw new HouseError(code, `bet refused: ${answer.status}`);
  }
  ctx.log.warn(
    { round: round.round_ref, error: describeResult(result) },
    'house: bet outcome unknown, rolling back',
  );
  await cancelBet(ctx, round);
  throw new HouseError('RETRY', 'bet outcome unknown');
}

/** Rolls back the bet of a PLACING round. Until the platform confirms, the round stays PLACING for recovery. */
export async function cancelBet(ctx: THouseContext, round: TRoundRow): Promise<boolean> {
  const result = await ctx.wallet.rollback({
    playerId: round.player_id,
    transactionId: walletRefs(round).rollback,
    referenceTransactionId: walletRefs(round).bet,
    roundId: round.round_ref,
    gameId: round.game_id,
    currency: round.currency,
  });
  if (result.kind === 'answer' && result.answer.status === 'OK') {
    await transitionRound(ctx.db, round.id, 'PLACING', 'ROLLED_BACK', { isClosing: true });
    return true;
  }
  await deferOrFail(ctx, round, 'PLACING', result);
  return false;
}

/**
 * Takes a PLACED or WIN_SENT round as far as it can: win (when > 0), then endRound with the recall detail.
 * Returns the balance the last OK answer carried (null when no call answered with one).
 */
export async function finishRound(ctx: THouseContext, round: TRoundRow): Promise<bigint | null> {
  let balanceCents: bigint | null = null;
  let state = round.state;
  if (state === 'PLACED') {
    if (round.win_cents === null) return null; // an event bet: its match settles it
    if (round.win_cents > 0n) {
      const result = await ctx.wallet.win({
        playerId: round.player_id,
        transactionId: walletRefs(round).win,
        roundId: round.round_ref,
        gameId: round.game_id,
        amount: toMoney(round.win_cents),
        currency: round.currency,
      });
      if (!isOk(result)) return deferOrFail(ctx, round, 'PLACED', result);
      balanceCents = parseBalance(result.answer.balance);
    }
    if (!(await transitionRound(ctx.db, round.id, 'PLACED', 'WIN_SENT'))) return balanceCents;
    state = 'WIN_SENT';
  }
  if (state !== 'WIN_SENT') return balanceCents;
  const result = await ctx.wallet.endRound({
    playerId: round.player_id,
    roundId: round.round_ref,
    gameId: round.game_id,
    currency: round.currency,
    detail: round.outcome as Record<string, unknown>,
  });
  if (!isOk(result)) return deferOrFail(ctx, round, 'WIN_SENT', result).then(() => balanceCents);
  await transitionRound(ctx.db, round.id, 'WIN_SENT', 'CLOSED', { isClosing: true, lastError: null });
  return balanceCents ?? parseBalance(result.answer.balance);
}

function isOk(
  result: TSeamlessResult<TSeamlessAnswer>,
): result is { kind: 'answer'; answer: TSeamlessAnswer & { status: 'OK' } } {
  return result.kind === 'answer' && result.answer.status === 'OK';
}

/**
 * A step that did not go through: retried later by the recovery loop (with back-off), or — when the
 * platform refused it for good, or after a day of attempts — parked as FAILED for an operator.
 */
async function deferOrFail(
  ctx: THouseContext,
  round: TRoundRow,
  from: TRoundRow['state'],
  result: TSeamlessResult<TSeamlessAnswer>,
): Promise<null> {
  const error = describeResult(result);
  const isFinal = result.kind === 'answer' && !result.answer.retry;
  if (isFinal || round.attempts >= MAX_RECOVERY_ATTEMPTS) {
    ctx.log.error({ round: round.round_ref, state: from, error }, 'house: round step refused for good');
    await transitionRound(ctx.db, round.id, from, 'FAILED', { lastError: `${from}: ${error}` });
    return null;
  }
  await postponeRound(ctx.db, round.id, retryDelayMs(round.attempts), `${from}: ${error}`);
  return null;
}

function describeResult(result: TSeamlessResult<TSeamlessAnswer>): string {
  return result.kind === 'unknown' ? `no answer (${result.error})` : result.answer.status;
}
