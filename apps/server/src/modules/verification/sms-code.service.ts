import { createHmac } from 'node:crypto';
import {
  SMS_CODE_MAX_TTL_MINUTES,
  SMS_REQUEST_THROTTLE_MS,
  SMS_TOO_MANY_LOCK_MS,
} from '@tala/contract/constants';
import type { TLanguage } from '@tala/contract/i18n/languages';
import type { TSmsPurpose } from '@tala/contract/verification/sms';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import type { TMessaging } from '../../lib/messaging/messaging.ts';
import { hashesEqual, numericCode } from '../../lib/tokens.ts';
import { findMemberByMobile } from '../member/member.repository.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { enforceLimit, limitKey } from './limits.ts';
import {
  consumeSmsCode,
  countAttemptOnLatest,
  insertSmsCode,
  type TSmsTarget,
} from './sms-code.repository.ts';

const CODE_DIGITS = 6;
const MAX_VERIFY_ATTEMPTS = 5;
const TEN_MINUTES_MS = 10 * 60_000;

export type TSmsDeps = { db: TDb; hmacKey: string; messaging: TMessaging };
export type TSmsContext = { merchant: TMerchant; lang: TLanguage; ip: string };

/** "+63" and "63" are the same country; stored without the plus. */
export function normaliseDialingCode(code: string): string {
  return code.trim().replace(/^\+/, '');
}

function codeHash(hmacKey: string, target: TSmsTarget, code: string): Buffer {
  const scope = `${target.merchantId}:${target.purpose}:${target.dialingCode}:${target.mobileNum}`;
  return createHmac('sha256', hmacKey).update(`sms:${scope}:${code}`).digest();
}

/**
 * Abuse limits for one send. The 1-second throttle is the site's own pace; more than 5 sends per
 * (number, IP) or 10 per IP in 10 minutes lock that pair/IP for 5 minutes. A number-wide cap (without a
 * lock) bounds SMS cost from many IPs but expires with its window, so it cannot block the owner for long.
 */
async function enforceSmsLimits(db: TDb, ctx: TSmsContext, number: string): Promise<void> {
  const m = ctx.merchant.id;
  const lock = { windowMs: TEN_MINUTES_MS, lockMs: SMS_TOO_MANY_LOCK_MS };
  await enforceLimit(db, limitKey(m, 'sms:ip', ctx.ip), { limit: 10, ...lock }, 'SMS_LOCKED');
  await enforceLimit(db, limitKey(m, 'sms:pair', number, ctx.ip), { limit: 5, ...lock }, 'SMS_LOCKED');
  await enforceLimit(db, limitKey(m, 'sms:num', number), { limit: 10, windowMs: 60 * 60_000 }, 'SMS_LOCKED');
  await enforceLimit(
    db,
    limitKey(m, 'sms:t', number),
    { limit: 1, windowMs: SMS_REQUEST_THROTTLE_MS },
    'SMS_TOO_FREQUENT',
  );
}

/**
 * Sends a code for `purpose`. Registration must name a new number (MOBILE_TAKEN otherwise: the form
 * needs to say so). For login and recovery an unknown number gets the same success answer but no SMS:
 * the owner of a number learns nothing new, and nobody else can enumerate members through this call.
 */
export async function sendSmsCode(
  deps: TSmsDeps,
  ctx: TSmsContext,
  input: { purpose: TSmsPurpose; dialingCode: string; mobileNum: string },
): Promise<{ minutes: number; expiresAt: Date }> {
  const target: TSmsTarget = {
    merchantId: ctx.merchant.id,
    purpose: input.purpose,
    dialingCode: normaliseDialingCode(input.dialingCode),
    mobileNum: input.mobileNum,
  };
  const number = `${target.dialingCode}${target.mobileNum}`;
  await enforceSmsLimits(deps.db, ctx, number);
  const minutes = Math.min(ctx.merchant.settings.smsCodeMinutes, SMS_CODE_MAX_TTL_MINUTES);
  const member = await findMemberByMobile(deps.db, target.merchantId, target.dialingCode, target.mobileNum);
  if (input.purpose === 'register' && member) throw new AppError('MOBILE_TAKEN');
  if (input.purpose !== 'register' && member?.status !== 'ACTIVE') {
    return { minutes, expiresAt: new Date(Date.now() + minutes * 60_000) };
  }
  const code = numericCode(CODE_DIGITS);
  const expiresAt = await insertSmsCode(deps.db, target, {
    hash: codeHash(deps.hmacKey, target, code),
    ttlMinutes: minutes,
  });
  const lang =
    input.purpose === 'register' ? ctx.lang : ((member?.language as TLanguage | undefined) ?? ctx.lang);
  const text = translate(lang, 'server:sms_code', { brand: ctx.merchant.name, code, minutes });
  await deps.messaging.sms.send({ merchantId: target.merchantId, to: `+${number}`, text });
  return { minutes, expiresAt };
}

/** Checks and spends the latest code: at most 5 guesses per code, single use, expiry enforced. */
export async function verifySmsCode(
  deps: Pick<TSmsDeps, 'db' | 'hmacKey'>,
  target: TSmsTarget,
  code: string,
): Promise<void> {
  const normalised: TSmsTarget = { ...target, dialingCode: normaliseDialingCode(target.dialingCode) };
  const latest = await countAttemptOnLatest(deps.db, normalised, MAX_VERIFY_ATTEMPTS);
  if (!latest) throw new AppError('SMS_CODE_INVALID');
  if (latest.expired) throw new AppError('SMS_CODE_EXPIRED');
  if (!latest.codeHash || !hashesEqual(latest.codeHash, codeHash(deps.hmacKey, normalised, code.trim()))) {
    throw new AppError('SMS_CODE_INVALID');
  }
  if (!(await consumeSmsCode(deps.db, latest.id))) throw new AppError('SMS_CODE_INVALID');
}
