import { z } from 'zod';

/**
 * The seamless wallet API a game provider calls on the platform (docs/decisions/007,
 * docs/integrations/seamless-wallet.md). Business answers are HTTP 200 with `status`; only a request
 * that fails its signature is HTTP 401. Amounts are decimal strings in the merchant's currency.
 */
export const SEAMLESS_BASE = '/gw/seamless/v1';
export const SEAMLESS_PATHS = {
  authenticate: `${SEAMLESS_BASE}/authenticate`,
  balance: `${SEAMLESS_BASE}/balance`,
  bet: `${SEAMLESS_BASE}/bet`,
  win: `${SEAMLESS_BASE}/win`,
  rollback: `${SEAMLESS_BASE}/rollback`,
  endRound: `${SEAMLESS_BASE}/endRound`,
  bonusWin: `${SEAMLESS_BASE}/bonusWin`,
  winBatch: `${SEAMLESS_BASE}/winBatch`,
  betBatch: `${SEAMLESS_BASE}/betBatch`,
} as const;

export const SEAMLESS_STATUSES = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'PLAYER_NOT_FOUND',
  'BET_NOT_ALLOWED',
  'AUTH_FAILED',
  'TOKEN_EXPIRED',
  'BAD_SIGNATURE',
  'ACCOUNT_LOCKED',
  'GAME_DISABLED',
  'BET_LIMIT',
  'CURRENCY_MISMATCH',
  'DUPLICATE_TRANSACTION',
  'ROUND_NOT_FOUND',
  'BAD_REQUEST',
  'RETRY',
] as const;
export type TSeamlessStatus = (typeof SEAMLESS_STATUSES)[number];

/** Whether the provider may send the same call again (temporary) or must not (final). */
export const SEAMLESS_RETRYABLE: Record<TSeamlessStatus, boolean> = {
  OK: false,
  INSUFFICIENT_FUNDS: false,
  PLAYER_NOT_FOUND: false,
  BET_NOT_ALLOWED: false,
  AUTH_FAILED: false,
  TOKEN_EXPIRED: false,
  BAD_SIGNATURE: false,
  ACCOUNT_LOCKED: false,
  GAME_DISABLED: false,
  BET_LIMIT: false,
  CURRENCY_MISMATCH: false,
  DUPLICATE_TRANSACTION: false,
  ROUND_NOT_FOUND: true,
  BAD_REQUEST: false,
  RETRY: true,
};

const ZAmount = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/);
const ZRef = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/);
const ZCurrency = z.string().length(3);
const ZPlayerId = z.string().min(1).max(40);
const ZToken = z.string().min(20).max(200);

export const ZAuthenticateRequest = z.object({ launchToken: ZToken });
export const ZBalanceRequest = z.object({ playerId: ZPlayerId, currency: ZCurrency });
export const ZBetRequest = z.object({
  playerId: ZPlayerId,
  sessionToken: ZToken,
  transactionId: ZRef,
  roundId: ZRef,
  gameId: z.string().min(1).max(64),
  amount: ZAmount,
  currency: ZCurrency,
});
export const ZWinRequest = z.object({
  playerId: ZPlayerId,
  transactionId: ZRef,
  roundId: ZRef,
  gameId: z.string().min(1).max(64),
  amount: ZAmount,
  currency: ZCurrency,
});
export const ZRollbackRequest = z.object({
  playerId: ZPlayerId,
  transactionId: ZRef,
  /** The bet being cancelled. */
  referenceTransactionId: ZRef,
  roundId: ZRef,
  gameId: z.string().min(1).max(64),
  currency: ZCurrency,
});
/** The round's result, kept for the player's game recall (provably-fair proof included). */
export const ZRoundDetail = z.record(z.string().max(40), z.unknown());
export const ZEndRoundRequest = z.object({
  playerId: ZPlayerId,
  roundId: ZRef,
  gameId: z.string().min(1).max(64),
  currency: ZCurrency,
  detail: ZRoundDetail.optional(),
});
export const ZBonusWinRequest = z.object({
  playerId: ZPlayerId,
  transactionId: ZRef,
  /** The vendor (account type name) paying the bonus. */
  vassalage: z.string().regex(/^[A-Z0-9_]{2,40}$/),
  bonusCode: z.string().min(1).max(64),
  amount: ZAmount,
  currency: ZCurrency,
});
/** A batch's list: 1 to `max` calls whose transaction ids are distinct (each is its own call). */
function batchOf<T extends z.ZodType<{ transactionId: string }>>(call: T, max: number) {
  return z
    .array(call)
    .min(1)
    .max(max)
    .refine((calls) => new Set(calls.map((c) => c.transactionId)).size === calls.length, {
      message: 'transaction ids must be distinct',
    });
}
/** Most wins one `winBatch` call carries (its body stays under the route's 256 KB). */
export const MAX_WINS_PER_BATCH = 500;
/**
 * Many wins in one call (a lottery draw's settlement): each win is exactly the `win` call it stands for —
 * its own transactionId, idempotent on it, the same answer a single `win` with that body would get — but
 * the platform applies them in one database transaction. Ids must be distinct within the batch.
 */
export const ZWinBatchRequest = z.object({ wins: batchOf(ZWinRequest, MAX_WINS_PER_BATCH) });
/** Most bets one `betBatch` call carries (as for wins: a batch holds its players' MAINs while it runs). */
export const MAX_BETS_PER_BATCH = 500;
/**
 * Many bets in one call (lottery slips that arrived within a few milliseconds): each bet is exactly the
 * `bet` call it stands for — its own transactionId, idempotent on it, the same answer a single `bet` with
 * that body would get — but the platform applies them in one database transaction, each player's bets in
 * the request's order against their running balance. Ids must be distinct within the batch.
 */
export const ZBetBatchRequest = z.object({ bets: batchOf(ZBetRequest, MAX_BETS_PER_BATCH) });
export type TBetRequest = z.infer<typeof ZBetRequest>;
export type TWinRequest = z.infer<typeof ZWinRequest>;
export type TRollbackRequest = z.infer<typeof ZRollbackRequest>;
export type TEndRoundRequest = z.infer<typeof ZEndRoundRequest>;
export type TBonusWinRequest = z.infer<typeof ZBonusWinRequest>;

/** Every answer. `balance` is the current balance (also on refusals where the player is known). */
export const ZSeamlessAnswer = z.object({
  status: z.enum(SEAMLESS_STATUSES),
  retry: z.boolean(),
  balance: z.string().optional(),
  currency: z.string().optional(),
  /** Our reference of the money movement (bet, win, rollback, bonus). */
  transactionId: z.string().optional(),
  message: z.string().max(200).optional(),
});
export type TSeamlessAnswer = z.infer<typeof ZSeamlessAnswer>;
export type TWinBatchRequest = z.infer<typeof ZWinBatchRequest>;

/** One answer per call of a batch, in the request's order, each with the call's `ref` (its transactionId). */
function batchAnswerOf(max: number) {
  return ZSeamlessAnswer.extend({
    results: z
      .array(ZSeamlessAnswer.extend({ ref: ZRef }))
      .max(max)
      .optional(),
  });
}
/**
 * A batch's answer: `status` is the call's (OK once the batch was read and applied; a refusal of the
 * whole call otherwise, e.g. BAD_SIGNATURE, BAD_REQUEST, RETRY). `results` has one answer per win, in
 * the request's order, each with `ref` (the win's transactionId) and what a single `win` would answer.
 */
export const ZWinBatchAnswer = batchAnswerOf(MAX_WINS_PER_BATCH);
export type TWinBatchAnswer = z.infer<typeof ZWinBatchAnswer>;
export type TBetBatchRequest = z.infer<typeof ZBetBatchRequest>;
/** A `betBatch` answer: as a win batch's, each result what a single `bet` with that body would answer. */
export const ZBetBatchAnswer = batchAnswerOf(MAX_BETS_PER_BATCH);
export type TBetBatchAnswer = z.infer<typeof ZBetBatchAnswer>;

export const ZAuthenticateAnswer = ZSeamlessAnswer.extend({
  playerId: z.string().optional(),
  displayName: z.string().optional(),
  sessionToken: z.string().optional(),
  sessionExpiresAt: z.string().optional(),
  language: z.string().optional(),
  vassalage: z.string().optional(),
  gameId: z.string().optional(),
  /** The provider's own game kind of this game (decision 007). */
  providerGameId: z.string().optional(),
  /** A demo (trial) account plays with demo money; shown as such. */
  isTrial: z.boolean().optional(),
  /**
   * TRANSFER: the vendor holds the player's money (transfer-wallet.md): play on your own wallet of the
   * player at `vassalage`, send no bet/win calls. SEAMLESS: bet and win through this API.
   */
  walletMode: z.enum(['SEAMLESS', 'TRANSFER']).optional(),
  /**
   * For display only: the merchant's currency symbol ("P") and the vendor's name, so a game page can
   * write money as the site does ("P 1,234.50") and name the wallet it plays from ("Main wallet", or
   * "<vendor> wallet" in TRANSFER mode). A vendor that ignores them loses nothing.
   */
  currencySymbol: z.string().max(4).optional(),
  vendorName: z.string().max(60).optional(),
});
export type TAuthenticateAnswer = z.infer<typeof ZAuthenticateAnswer>;
