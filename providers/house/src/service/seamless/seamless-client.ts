import {
  SEAMLESS_PATHS,
  type TAuthenticateAnswer,
  type TBetBatchAnswer,
  type TBetBatchRequest,
  type TBetRequest,
  type TEndRoundRequest,
  type TRollbackRequest,
  type TSeamlessAnswer,
  type TWinBatchAnswer,
  type TWinBatchRequest,
  type TWinRequest,
  ZAuthenticateAnswer,
  ZBetBatchAnswer,
  ZSeamlessAnswer,
  ZWinBatchAnswer,
} from '@tala/contract/vendor-wallet/seamless';
import { signedHeaders } from '@tala/contract/vendor-wallet/signing';
import { z } from 'zod';
import type { TSeamlessTransport } from './seamless-transport.ts';

/** Who the house is to the platform: resolved per call, so a rotated secret is picked up without a restart. */
export type TSeamlessCredentials = { merchantCode: string; providerCode: string; secret: string };

export type TSeamlessClientOptions = {
  transport: TSeamlessTransport;
  credentials: () => Promise<TSeamlessCredentials> | TSeamlessCredentials;
  /** Per attempt. */
  timeoutMs?: number;
  /** Attempts per call, the first included (bounded: a player is waiting on the request path). */
  maxAttempts?: number;
  /** Wait before the second attempt; doubles each time. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

/**
 * `answer`: the platform answered (OK, a refusal, or — after the last attempt — a still-retryable status).
 * `unknown`: no readable answer at all (network, time-out, 5xx): whether the call took effect is unknown,
 * so a bet must then be rolled back and a win or end-round sent again later with the same id.
 */
export type TSeamlessResult<TAnswer> =
  | { kind: 'answer'; answer: TAnswer }
  | { kind: 'unknown'; error: string };

/**
 * `walletMode`: whether the launched vendor runs in transfer mode, where the player's balance is held by
 * the house (transfer wallet API) and rounds never call the platform's bet/win. Absent means seamless.
 */
const ZHouseAuthenticateAnswer = ZAuthenticateAnswer.extend({
  walletMode: z.enum(['SEAMLESS', 'TRANSFER']).optional(),
});
export type THouseAuthenticateAnswer = TAuthenticateAnswer & { walletMode?: 'SEAMLESS' | 'TRANSFER' };

export type TSeamlessClient = {
  authenticate: (body: { launchToken: string }) => Promise<TSeamlessResult<THouseAuthenticateAnswer>>;
  balance: (body: { playerId: string; currency: string }) => Promise<TSeamlessResult<TSeamlessAnswer>>;
  bet: (body: TBetRequest) => Promise<TSeamlessResult<TSeamlessAnswer>>;
  /** Many bets at once (slips placed together): one answer per bet, each as a single `bet` would get. */
  betBatch: (body: TBetBatchRequest) => Promise<TSeamlessResult<TBetBatchAnswer>>;
  win: (body: TWinRequest) => Promise<TSeamlessResult<TSeamlessAnswer>>;
  /** Many wins at once (bulk settlement): one answer per win, each as a single `win` would get. */
  winBatch: (body: TWinBatchRequest) => Promise<TSeamlessResult<TWinBatchAnswer>>;
  rollback: (body: TRollbackRequest) => Promise<TSeamlessResult<TSeamlessAnswer>>;
  endRound: (body: TEndRoundRequest) => Promise<TSeamlessResult<TSeamlessAnswer>>;
};

const DEFAULTS = { timeoutMs: 5_000, maxAttempts: 3, backoffMs: 200 };
const MAX_ATTEMPTS_CAP = 10;
const MAX_BACKOFF_MS = 10_000;

/**
 * The platform's seamless wallet API, signed (x-merchant, x-provider, x-timestamp, x-signature over
 * `${timestamp}.${body}`). A retry resends the SAME body — so the same transactionId — with a fresh
 * timestamp and signature: the platform's idempotency turns any number of attempts into one effect.
 */
export function createSeamlessClient(options: TSeamlessClientOptions): TSeamlessClient {
  const call = <TAnswer extends { retry: boolean }>(path: string, schema: z.ZodType<TAnswer>, body: object) =>
    sendWithRetries(options, path, schema, JSON.stringify(body));
  return {
    authenticate: (body) => call(SEAMLESS_PATHS.authenticate, ZHouseAuthenticateAnswer, body),
    balance: (body) => call(SEAMLESS_PATHS.balance, ZSeamlessAnswer, body),
    bet: (body) => call(SEAMLESS_PATHS.bet, ZSeamlessAnswer, body),
    betBatch: (body) => call(SEAMLESS_PATHS.betBatch, ZBetBatchAnswer, body),
    win: (body) => call(SEAMLESS_PATHS.win, ZSeamlessAnswer, body),
    winBatch: (body) => call(SEAMLESS_PATHS.winBatch, ZWinBatchAnswer, body),
    rollback: (body) => call(SEAMLESS_PATHS.rollback, ZSeamlessAnswer, body),
    endRound: (body) => call(SEAMLESS_PATHS.endRound, ZSeamlessAnswer, body),
  };
}

type TAttempt<TAnswer> = { done: true; answer: TAnswer } | { done: false; error: string; answer?: TAnswer };

async function sendWithRetries<TAnswer extends { retry: boolean }>(
  options: TSeamlessClientOptions,
  path: string,
  schema: z.ZodType<TAnswer>,
  rawBody: string,
): Promise<TSeamlessResult<TAnswer>> {
  const maxAttempts = Math.min(Math.max(options.maxAttempts ?? DEFAULTS.maxAttempts, 1), MAX_ATTEMPTS_CAP);
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  let last: TAttempt<TAnswer> = { done: false, error: 'not sent' };
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (attempt > 1) await sleep(backoffMs(options.backoffMs ?? DEFAULTS.backoffMs, attempt));
    last = await attemptOnce(options, path, schema, rawBody);
    if (last.done) return { kind: 'answer', answer: last.answer };
  }
  // A retryable business answer (RETRY, ROUND_NOT_FOUND) is still an answer: nothing was applied.
  if (last.answer) return { kind: 'answer', answer: last.answer };
  return { kind: 'unknown', error: last.error };
}

/** Doubling from `base`, with up to 25% random spread so many rounds retrying at once do not stampede. */
function backoffMs(base: number, attempt: number): number {
  const plain = Math.min(base * 2 ** (attempt - 2), MAX_BACKOFF_MS);
  return Math.round(plain * (0.75 + Math.random() * 0.25));
}

async function attemptOnce<TAnswer extends { retry: boolean }>(
  options: TSeamlessClientOptions,
  path: string,
  schema: z.ZodType<TAnswer>,
  rawBody: string,
): Promise<TAttempt<TAnswer>> {
  let response: { status: number; body: string };
  try {
    const credentials = await options.credentials();
    const headers = signedHeaders({ ...credentials, rawBody }, (options.now ?? Date.now)());
    response = await options.transport({
      path,
      headers,
      body: rawBody,
      timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    });
  } catch (error) {
    return { done: false, error: describe(error) };
  }
  if (response.status >= 500) return { done: false, error: `HTTP ${response.status}` };
  const answer = parseAnswer(schema, response.body);
  if (answer === null) {
    // A 4xx that is not a wallet answer (a proxy's page, a validation envelope): final, never retried.
    if (response.status >= 400) return { done: true, answer: badRequest(schema, response.status) };
    return { done: false, error: `unreadable answer (HTTP ${response.status})` };
  }
  if (answer.retry) return { done: false, error: `retryable answer`, answer };
  return { done: true, answer };
}

function parseAnswer<TAnswer>(schema: z.ZodType<TAnswer>, body: string): TAnswer | null {
  try {
    const parsed = schema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function badRequest<TAnswer>(schema: z.ZodType<TAnswer>, httpStatus: number): TAnswer {
  return schema.parse({ status: 'BAD_REQUEST', retry: false, message: `HTTP ${httpStatus}` });
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 200);
}
