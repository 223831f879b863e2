import type { TErrorCode } from '@tala/contract/errors';
import {
  LOTTERY_ADMIN_BASE,
  type TLotteryAdminErrorCode,
  ZLotteryAdminError,
} from '@tala/contract/lottery/lottery-admin';
import { signedHeaders } from '@tala/contract/vendor-wallet/signing';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { HOUSE_PROVIDER_CODE } from '../../db/seed/seed-providers.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseJson } from '../../lib/parse-json.ts';
import { providerAccountOf } from '../vendor-wallet/provider-accounts.ts';
import type { TProviderTransport } from '../vendor-wallet/provider-transport.ts';

/** What the lottery's staff services need to reach the provider: the database (its account) and a transport. */
export type TLotteryDeps = { db: TDb; transport: TProviderTransport };
export type TLotteryMerchant = { id: number; code: string };

/** The provider serves every lottery game of the demo (decision 034); its admin API sits under its launch URL. */
const LOTTERY_PROVIDER = HOUSE_PROVIDER_CODE;

/** The provider's refusals as the platform's own translated errors. */
const ERRORS: Readonly<Record<TLotteryAdminErrorCode, TErrorCode>> = {
  BAD_SIGNATURE: 'BO_LOTTERY_UNAVAILABLE',
  BAD_REQUEST: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  RTP_TOO_HIGH: 'BO_LOTTERY_RTP_TOO_HIGH',
  BAD_LIMITS: 'BO_LOTTERY_BAD_LIMITS',
  STALE_TERMS: 'BO_LOTTERY_STALE',
  ISSUE_CLOSED: 'BO_LOTTERY_ISSUE_CLOSED',
  BAD_RESULT: 'BO_LOTTERY_BAD_RESULT',
  RESULT_NOT_ALLOWED: 'BO_LOTTERY_RESULT_NOT_ALLOWED',
  RESULT_PENDING: 'BO_LOTTERY_RESULT_PENDING',
  SELF_APPROVAL: 'BO_SELF_APPROVAL',
  NOT_PENDING: 'BO_NOT_PENDING',
  INTERNAL_ERROR: 'BO_LOTTERY_UNAVAILABLE',
};

/**
 * One call of the provider's lottery admin API (contract lottery/lottery-admin.ts) for a merchant, signed
 * with its provider account's secret exactly as the transfer client signs (decision 007): in-process for
 * the inline house (a path), over HTTP for a house elsewhere. No answer, or one that does not parse, is
 * BO_LOTTERY_UNAVAILABLE; a refusal becomes the platform's translated error.
 */
export async function callLotteryAdmin<S extends z.ZodType>(
  deps: TLotteryDeps,
  merchant: TLotteryMerchant,
  path: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> {
  const account = await providerAccountOf(deps.db, merchant.id, LOTTERY_PROVIDER);
  if (!account?.isActive) throw new AppError('BO_LOTTERY_UNAVAILABLE');
  const rawBody = JSON.stringify(body);
  const headers = signedHeaders({
    secret: account.secret,
    merchantCode: merchant.code,
    providerCode: account.providerCode,
    rawBody,
  });
  const url = `${account.launchUrl.replace(/\/+$/, '')}${LOTTERY_ADMIN_BASE}${path}`;
  const reply = await deps.transport(url, headers, rawBody);
  if (!reply) throw new AppError('BO_LOTTERY_UNAVAILABLE');
  const json = parseJson(reply.body);
  if (reply.statusCode === 200) {
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    throw new AppError('BO_LOTTERY_UNAVAILABLE');
  }
  const refusal = ZLotteryAdminError.safeParse(json);
  throw new AppError(refusal.success ? ERRORS[refusal.data.error.code] : 'BO_LOTTERY_UNAVAILABLE');
}
