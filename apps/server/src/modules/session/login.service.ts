import type { TErrorCode } from '@tala/contract/errors';
import type { TLoginRequest, TLoginResult } from '@tala/contract/session/login';
import { AppError } from '../../lib/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { currentHits, hitRateLimit, resetRateLimit } from '../../lib/rate-limiter.ts';
import { findMemberByMobile, findMemberByUsername, type TMemberRow } from '../member/member.repository.ts';
import { requireCaptcha } from '../verification/captcha.service.ts';
import { requireHumanCheck } from '../verification/human-check.service.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import { normaliseDialingCode, verifySmsCode } from '../verification/sms-code.service.ts';
import type { TClientContext } from './client-context.ts';
import { requireTrustedDevice, type TDeviceCheckDeps } from './device-check.service.ts';
import { startSession, type TSessionDeps } from './session.service.ts';

export type TLoginDeps = TSessionDeps & { hmacKey: string };

const FAIL_WINDOW_MS = 15 * 60_000;
/** Account-wide failures after which a captcha is required (from any IP: captcha, never a lockout). */
const CAPTCHA_AFTER_FAILURES = 3;
/** Failures of one IP on one account before that pair is refused for the rest of the window. */
const MAX_FAILURES_PER_ACCOUNT_IP = 10;
/** Attempts of one IP on all accounts (credential stuffing). */
const MAX_ATTEMPTS_PER_IP = 100;

type TCredentials = { member: TMemberRow; usedTemporaryPassword: boolean };

async function checkPassword(
  deps: TLoginDeps,
  merchantId: number,
  username: string,
  password: string,
): Promise<TCredentials | null> {
  const member = await findMemberByUsername(deps.db, merchantId, username);
  if (!member) {
    // Same Argon2 cost as a real check: an unknown username cannot be told apart by timing.
    await burnPasswordCheck(password);
    return null;
  }
  if (await verifyPassword(member.password_hash, password)) return { member, usedTemporaryPassword: false };
  const tempValid =
    member.temp_password_hash && member.temp_password_expires && member.temp_password_expires > new Date();
  if (tempValid && (await verifyPassword(member.temp_password_hash as string, password))) {
    return { member, usedTemporaryPassword: true };
  }
  return null;
}

function accountOf(request: TLoginRequest): string {
  return request.type === 'sms'
    ? `m:${normaliseDialingCode(request.countryDialingCode)}${request.username}`
    : `u:${request.username.toLowerCase()}`;
}

/** Throws `code` after counting the failure; the value tells the form whether to show the captcha. */
async function fail(
  deps: TLoginDeps,
  keys: { account: string; accountIp: string },
  code: TErrorCode,
): Promise<never> {
  const rule = { limit: Number.MAX_SAFE_INTEGER, windowMs: FAIL_WINDOW_MS };
  await hitRateLimit(deps.db, keys.accountIp, rule);
  const { allowed } = await hitRateLimit(deps.db, keys.account, {
    ...rule,
    limit: CAPTCHA_AFTER_FAILURES - 1,
  });
  throw new AppError(code, { value: { captcha: !allowed } });
}

/**
 * Username or SMS login (seed 000 §4–§5). Order: feature/human check, IP and (account, IP) limits,
 * captcha once the account has 3 recent failures, credentials, account status, the new-device check
 * (username logins; an SMS code already proves the phone: decision 022), then a new session.
 */
export async function login(
  deps: TDeviceCheckDeps,
  ctx: TClientContext,
  request: TLoginRequest,
  captchaId: string | null,
): Promise<TLoginResult> {
  const m = ctx.merchant.id;
  if (request.type === 'sms' && !ctx.merchant.settings.switches.MOBILEVERCODELOGIN3)
    throw new AppError('FEATURE_DISABLED');
  if (request.type === 'username') await requireHumanCheck(deps.db, deps.hmacKey, request.verification);
  await enforceLimit(deps.db, limitKey(m, 'login:ip', ctx.ip), {
    limit: MAX_ATTEMPTS_PER_IP,
    windowMs: FAIL_WINDOW_MS,
  });
  const account = accountOf(request);
  const keys = {
    account: limitKey(m, 'login:fail', account),
    accountIp: limitKey(m, 'login:fail', account, ctx.ip),
  };
  if ((await currentHits(deps.db, keys.accountIp, FAIL_WINDOW_MS)) >= MAX_FAILURES_PER_ACCOUNT_IP) {
    throw new AppError('RATE_LIMITED', { value: { captcha: true } });
  }
  if ((await currentHits(deps.db, keys.account, FAIL_WINDOW_MS)) >= CAPTCHA_AFTER_FAILURES) {
    await requireCaptcha(deps.db, deps.hmacKey, m, captchaId, request.captcha);
  }
  const credentials =
    request.type === 'sms'
      ? await checkSmsLogin(deps, ctx, request, keys)
      : await checkPassword(deps, m, request.username, request.password);
  if (!credentials) return fail(deps, keys, 'INVALID_CREDENTIALS');
  if (credentials.member.status !== 'ACTIVE') throw new AppError('ACCOUNT_DISABLED');
  await resetRateLimit(deps.db, keys.accountIp);
  await resetRateLimit(deps.db, keys.account);
  if (request.type === 'username') {
    await requireTrustedDevice(deps, ctx, credentials.member, {
      loginType: 'username',
      usedTemporaryPassword: credentials.usedTemporaryPassword,
    });
  }
  return startSession(deps, ctx, credentials.member, {
    loginType: request.type,
    usedTemporaryPassword: credentials.usedTemporaryPassword,
  });
}

async function checkSmsLogin(
  deps: TLoginDeps,
  ctx: TClientContext,
  request: Extract<TLoginRequest, { type: 'sms' }>,
  keys: { account: string; accountIp: string },
): Promise<TCredentials> {
  const dialingCode = normaliseDialingCode(request.countryDialingCode);
  const target = {
    merchantId: ctx.merchant.id,
    purpose: 'login' as const,
    dialingCode,
    mobileNum: request.username,
  };
  try {
    await verifySmsCode(deps, target, request.password);
  } catch (error) {
    if (error instanceof AppError) return fail(deps, keys, error.code);
    throw error;
  }
  const member = await findMemberByMobile(deps.db, ctx.merchant.id, dialingCode, request.username);
  // A code is only ever sent to a member's number, so a missing member means it was removed since.
  if (!member) return fail(deps, keys, 'INVALID_CREDENTIALS');
  return { member, usedTemporaryPassword: false };
}
