import { createHmac } from 'node:crypto';
import { SMS_CODE_MAX_TTL_MINUTES } from '@tala/contract/constants';
import { parseLanguage } from '@tala/contract/i18n/languages';
import {
  LOGIN_CHALLENGE_ATTEMPTS,
  LOGIN_CHALLENGE_MINUTES,
  LOGIN_CODE_RESEND_SECONDS,
  type TLoginChallenge,
  type TSendLoginCodeResult,
  type TVerificationMethod,
  type TVerifyLoginRequest,
} from '@tala/contract/session/device-verification';
import type { TLoginResult } from '@tala/contract/session/login';
import type { TVerificationCodeMethod } from '../../db/schema-devices.ts';
import { AppError } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import { currentHits, hitRateLimit } from '../../lib/rate-limiter.ts';
import type { TSecretBox } from '../../lib/secret-box.ts';
import { hashesEqual, newToken, numericCode, sha256 } from '../../lib/tokens.ts';
import { findMemberById, type TMemberRow } from '../member/member.repository.ts';
import { maskEmail, maskMobile } from '../member/member.service.ts';
import { authenticatorStatus, useAuthenticatorCode } from '../security/authenticator.service.ts';
import { listLiveBankAccounts } from '../security/bank-accounts.repository.ts';
import { isTrustedDevice } from '../security/devices.service.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import type { TClientContext } from './client-context.ts';
import type { TLoginDeps } from './login.service.ts';
import {
  consumeChallenge,
  countChallengeAttempt,
  findLiveChallenge,
  insertChallenge,
  pruneChallenges,
  storeChallengeCode,
  type TChallengeRow,
} from './login-challenge.repository.ts';
import { startSession } from './session.service.ts';

export type TDeviceCheckDeps = TLoginDeps & { secretBox: TSecretBox };

const MAX_CODES_PER_CHALLENGE = 3;
const EMAIL_CODE_MINUTES = 10;
const HOUR_MS = 60 * 60_000;
/** Codes sent for one member an hour, over all its challenges (bounds SMS cost). */
const CODES_PER_MEMBER_HOUR = 10;
/** Wrong answers for one member an hour, over all challenges and IPs (the bank name is guessable). */
const FAILURES_PER_MEMBER_HOUR = 10;

/** The methods this member can complete: what it has bound, a bank account, an enrolled authenticator. */
export async function availableMethods(
  deps: TDeviceCheckDeps,
  merchantId: number,
  member: TMemberRow,
): Promise<TLoginChallenge['methods']> {
  const ref = { merchantId, memberId: member.id };
  const methods: TLoginChallenge['methods'] = [];
  const mobile = maskMobile(member.mobile_num);
  if (mobile && member.dialing_code)
    methods.push({ method: 'mobile', target: `+${member.dialing_code} ${mobile}` });
  if (member.email) methods.push({ method: 'email', target: maskEmail(member.email) });
  const hasBank = (await listLiveBankAccounts(deps.db, merchantId, member.id)).length > 0;
  if (hasBank && member.payee_name?.trim()) methods.push({ method: 'bankName', target: null });
  if ((await authenticatorStatus(deps.db, ref)).enrolled)
    methods.push({ method: 'authenticator', target: null });
  return methods;
}

/**
 * After a right password (decision 022): with LOGINIPVERF3 on, a device the member has not trusted gets
 * a challenge instead of a session. A member with nothing to verify with is let in (locking them out
 * would be worse; the security centre asks them to bind a contact).
 */
export async function requireTrustedDevice(
  deps: TDeviceCheckDeps,
  ctx: TClientContext,
  member: TMemberRow,
  login: { loginType: 'username'; usedTemporaryPassword: boolean },
): Promise<void> {
  if (!ctx.merchant.settings.switches.LOGINIPVERF3) return;
  const sighting = { merchantId: ctx.merchant.id, memberId: member.id, deviceId: ctx.deviceId() };
  if (await isTrustedDevice(deps.db, sighting)) return;
  const methods = await availableMethods(deps, ctx.merchant.id, member);
  if (methods.length === 0) return;
  const token = newToken();
  await pruneChallenges(deps.db);
  await insertChallenge(deps.db, {
    merchantId: ctx.merchant.id,
    memberId: member.id,
    tokenHash: sha256(token),
    deviceHash: sha256(sighting.deviceId),
    loginType: login.loginType,
    usedTempPassword: login.usedTemporaryPassword,
    minutes: LOGIN_CHALLENGE_MINUTES,
  });
  const challenge: TLoginChallenge = {
    challengeToken: token,
    methods,
    expiresInSeconds: LOGIN_CHALLENGE_MINUTES * 60,
  };
  throw new AppError('LOGIN_VERIFICATION_REQUIRED', { value: challenge });
}

/** The challenge named by the token, presented from the browser it was issued to, and its member. */
async function liveChallenge(
  deps: TDeviceCheckDeps,
  ctx: TClientContext,
  challengeToken: string,
): Promise<{ challenge: TChallengeRow; member: TMemberRow }> {
  const challenge = await findLiveChallenge(
    deps.db,
    ctx.merchant.id,
    sha256(challengeToken),
    sha256(ctx.deviceId()),
    LOGIN_CHALLENGE_ATTEMPTS,
  );
  if (!challenge) throw new AppError('LOGIN_CHALLENGE_INVALID');
  const member = await findMemberById(deps.db, ctx.merchant.id, challenge.member_id);
  if (member?.status !== 'ACTIVE') throw new AppError('LOGIN_CHALLENGE_INVALID');
  return { challenge, member };
}

async function requireMethod(
  deps: TDeviceCheckDeps,
  ctx: TClientContext,
  member: TMemberRow,
  method: TVerificationMethod,
): Promise<void> {
  const methods = await availableMethods(deps, ctx.merchant.id, member);
  if (!methods.some((entry) => entry.method === method)) throw new AppError('LOGIN_METHOD_UNAVAILABLE');
}

function codeHash(hmacKey: string, challengeId: bigint, method: TVerificationCodeMethod, code: string) {
  return createHmac('sha256', hmacKey).update(`login-challenge:${challengeId}:${method}:${code}`).digest();
}

/** Sends a 6-digit code for the challenge by SMS or e-mail: once a minute, 3 a challenge, hashed. */
export async function sendLoginCode(
  deps: TDeviceCheckDeps,
  ctx: TClientContext,
  request: { challengeToken: string; method: TVerificationCodeMethod },
): Promise<TSendLoginCodeResult> {
  const { challenge, member } = await liveChallenge(deps, ctx, request.challengeToken);
  await requireMethod(deps, ctx, member, request.method);
  const m = ctx.merchant.id;
  const pace = { limit: 1, windowMs: LOGIN_CODE_RESEND_SECONDS * 1000 };
  await enforceLimit(deps.db, limitKey(m, 'login-code:t', challenge.id), pace, 'SMS_TOO_FREQUENT');
  const hourly = { limit: CODES_PER_MEMBER_HOUR, windowMs: HOUR_MS };
  await enforceLimit(deps.db, limitKey(m, 'login-code:member', member.id), hourly, 'SMS_LOCKED');
  const minutes =
    request.method === 'mobile'
      ? Math.min(ctx.merchant.settings.smsCodeMinutes, SMS_CODE_MAX_TTL_MINUTES)
      : EMAIL_CODE_MINUTES;
  const code = numericCode(6);
  const stored = await storeChallengeCode(deps.db, challenge.id, {
    method: request.method,
    hash: codeHash(deps.hmacKey, challenge.id, request.method, code),
    minutes,
    maxSends: MAX_CODES_PER_CHALLENGE,
  });
  if (!stored) throw new AppError('SMS_LOCKED');
  await deliverCode(deps, ctx, member, request.method, { code, minutes });
  return { expiredMinutes: minutes, resendAfterSeconds: LOGIN_CODE_RESEND_SECONDS };
}

async function deliverCode(
  deps: TDeviceCheckDeps,
  ctx: TClientContext,
  member: TMemberRow,
  method: TVerificationCodeMethod,
  payload: { code: string; minutes: number },
): Promise<void> {
  const lang = parseLanguage(member.language) ?? ctx.lang;
  const text = translate(lang, 'server:sms_code', { brand: ctx.merchant.name, ...payload });
  if (method === 'mobile') {
    const to = `+${member.dialing_code}${member.mobile_num}`;
    await deps.messaging.sms.send({ merchantId: ctx.merchant.id, to, text });
    return;
  }
  const subject = translate(lang, 'server:login_code_subject', { brand: ctx.merchant.name });
  await deps.messaging.mail.send({ merchantId: ctx.merchant.id, to: member.email ?? '', subject, text });
}

/** Names compare without case, accents' composition or spacing differences ("Juan  dela Cruz"). */
function normaliseName(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

async function isRightAnswer(
  deps: TDeviceCheckDeps,
  challenge: TChallengeRow,
  member: TMemberRow,
  request: TVerifyLoginRequest,
  codeExpired: boolean,
): Promise<boolean> {
  const { method, answer } = request;
  if (method === 'mobile' || method === 'email') {
    if (challenge.code_method !== method || !challenge.code_hash) return false;
    if (codeExpired) throw new AppError('SMS_CODE_EXPIRED');
    return hashesEqual(challenge.code_hash, codeHash(deps.hmacKey, challenge.id, method, answer));
  }
  if (method === 'bankName') return normaliseName(answer) === normaliseName(member.payee_name ?? '');
  const ref = { merchantId: challenge.merchant_id, memberId: member.id };
  return useAuthenticatorCode(deps.db, deps.secretBox, ref, answer, true);
}

/**
 * Completes the challenge with one method. Every try is counted before it is checked (5 a challenge,
 * 10 wrong an hour a member); a right answer spends the challenge and opens the session, trusting the
 * device when the member ticked it.
 */
export async function verifyLogin(
  deps: TDeviceCheckDeps,
  ctx: TClientContext,
  request: TVerifyLoginRequest,
): Promise<TLoginResult> {
  const { challenge, member } = await liveChallenge(deps, ctx, request.challengeToken);
  await requireMethod(deps, ctx, member, request.method);
  const failKey = limitKey(ctx.merchant.id, 'login-verify:fail', member.id);
  if ((await currentHits(deps.db, failKey, HOUR_MS)) >= FAILURES_PER_MEMBER_HOUR) {
    throw new AppError('RATE_LIMITED');
  }
  const counted = await countChallengeAttempt(deps.db, challenge.id, LOGIN_CHALLENGE_ATTEMPTS);
  if (!counted) throw new AppError('LOGIN_CHALLENGE_INVALID');
  if (!(await isRightAnswer(deps, challenge, member, request, counted.codeExpired))) {
    await hitRateLimit(deps.db, failKey, { limit: Number.MAX_SAFE_INTEGER, windowMs: HOUR_MS });
    const attemptsLeft = LOGIN_CHALLENGE_ATTEMPTS - counted.attempts;
    throw new AppError('LOGIN_VERIFICATION_FAILED', { value: { attemptsLeft } });
  }
  if (!(await consumeChallenge(deps.db, challenge.id))) throw new AppError('LOGIN_CHALLENGE_INVALID');
  return startSession(deps, ctx, member, {
    loginType: 'device-verified',
    trustDevice: request.trustDevice,
    usedTemporaryPassword: challenge.used_temp_password,
  });
}
