import { randomInt } from 'node:crypto';
import { parseLanguage } from '@tala/contract/i18n/languages';
import type { TLoginResult } from '@tala/contract/session/login';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import type { TMessaging } from '../../lib/messaging/messaging.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import {
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  setTemporaryPassword,
  type TMemberRow,
  updatePassword,
} from '../member/member.repository.ts';
import { ruleIssue } from '../registration/register-rules.ts';
import { loadRuleSet } from '../registration/registration.service.ts';
import type { TClientContext } from '../session/client-context.ts';
import type { TLoginDeps } from '../session/login.service.ts';
import { revokeMemberSessions } from '../session/session.repository.ts';
import { startSession } from '../session/session.service.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import { normaliseDialingCode, verifySmsCode } from '../verification/sms-code.service.ts';

const TEMP_PASSWORD_MINUTES = 30;
const HOUR_MS = 60 * 60_000;

/** The new password must satisfy the merchant's `password` register rule (same as at registration). */
async function checkNewPassword(db: TDb, merchantId: number, password: string, path: string): Promise<void> {
  const rule = (await loadRuleSet(db, merchantId)).get('password');
  const issue = rule ? ruleIssue(path, password, rule) : null;
  if (issue) throw new AppError('VALIDATION_FAILED', { fields: [issue] });
}

async function matchesCurrent(member: TMemberRow, password: string): Promise<boolean> {
  if (await verifyPassword(member.password_hash, password)) return true;
  // A member who logged in with an e-mailed temporary password proves it as the "old" one.
  const tempValid =
    member.temp_password_hash && member.temp_password_expires && member.temp_password_expires > new Date();
  return Boolean(tempValid && (await verifyPassword(member.temp_password_hash as string, password)));
}

/**
 * POST /wps/member/password. Success ends every other session of the member (ASVS: a changed password
 * logs out other devices) and keeps the current one.
 */
export async function changePassword(
  db: TDb,
  ctx: TClientContext,
  session: { sessionId: bigint; memberId: bigint },
  request: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  const merchantId = ctx.merchant.id;
  // Old-password guesses through a stolen session are bounded like logins.
  await enforceLimit(db, limitKey(merchantId, 'pwchange', session.memberId), {
    limit: 10,
    windowMs: 15 * 60_000,
  });
  await checkNewPassword(db, merchantId, request.newPassword, 'newPassword');
  if (request.confirmNewPassword !== request.newPassword) {
    throw new AppError('PASSWORD_CONFIRM_MISMATCH', {
      fields: [{ path: 'confirmNewPassword', messageKey: 'inconsistent_twice' }],
    });
  }
  const member = await findMemberById(db, merchantId, session.memberId);
  if (!member || !(await matchesCurrent(member, request.oldPassword)))
    throw new AppError('PASSWORD_OLD_WRONG');
  if (await verifyPassword(member.password_hash, request.newPassword))
    throw new AppError('PASSWORD_SAME_AS_OLD');
  await updatePassword(db, merchantId, member.id, await hashPassword(request.newPassword));
  await revokeMemberSessions(db, merchantId, member.id, session.sessionId);
}

/** POST /wps/member/password/verification: forgot-password SMS code → new password → logged in. */
export async function resetPasswordByPhone(
  deps: TLoginDeps,
  ctx: TClientContext,
  request: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string },
): Promise<TLoginResult> {
  const merchantId = ctx.merchant.id;
  if (!ctx.merchant.settings.switches.PHONE_RECOVERY) throw new AppError('FEATURE_DISABLED');
  await enforceLimit(deps.db, limitKey(merchantId, 'pwreset:ip', ctx.ip), { limit: 20, windowMs: HOUR_MS });
  await checkNewPassword(deps.db, merchantId, request.newPassword, 'newPassword');
  const dialingCode = normaliseDialingCode(request.countryDialingCode);
  const target = { merchantId, purpose: 'forgot' as const, dialingCode, mobileNum: request.mobileNum };
  await verifySmsCode(deps, target, request.verificationCode);
  const member = await findMemberByMobile(deps.db, merchantId, dialingCode, request.mobileNum);
  if (!member) throw new AppError('SMS_CODE_INVALID');
  if (member.status !== 'ACTIVE') throw new AppError('ACCOUNT_DISABLED');
  await updatePassword(deps.db, merchantId, member.id, await hashPassword(request.newPassword));
  await revokeMemberSessions(deps.db, merchantId, member.id, null);
  const updated = (await findMemberById(deps.db, merchantId, member.id)) ?? member;
  return startSession(deps, ctx, updated, { loginType: 'phone-reset' });
}

const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 12 characters from an unambiguous alphabet, with at least one upper, lower and digit (~70 bits). */
function temporaryPassword(): string {
  for (;;) {
    const text = Array.from({ length: 12 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('');
    if (/[A-Z]/.test(text) && /[a-z]/.test(text) && /\d/.test(text)) return text;
  }
}

/**
 * POST /wps/member/password/email: a temporary password (30 minutes) beside the real one, which keeps
 * working, so a stranger who knows a username and e-mail can annoy but never lock the owner out. An
 * unknown username + e-mail pair gets the same answer, in about the same time, and nothing is sent:
 * the call does not tell who has an account or which e-mail it uses.
 */
export async function resetPasswordByEmail(
  deps: { db: TDb; messaging: TMessaging },
  ctx: TClientContext,
  request: { username: string; email: string },
): Promise<void> {
  const merchantId = ctx.merchant.id;
  await enforceLimit(deps.db, limitKey(merchantId, 'pwmail:ip', ctx.ip), { limit: 10, windowMs: HOUR_MS });
  const account = request.username.toLowerCase();
  await enforceLimit(deps.db, limitKey(merchantId, 'pwmail:user', account), { limit: 3, windowMs: HOUR_MS });
  const member = await findMemberByUsername(deps.db, merchantId, request.username);
  const emailMatches = member?.email && member.email.toLowerCase() === request.email.toLowerCase();
  const password = temporaryPassword();
  if (!member || !emailMatches || member.status !== 'ACTIVE') {
    await hashPassword(password); // the time a known pair spends hashing its temporary password
    return;
  }
  await setTemporaryPassword(deps.db, merchantId, member.id, {
    hash: await hashPassword(password),
    minutes: TEMP_PASSWORD_MINUTES,
  });
  const lang = parseLanguage(member.language) ?? ctx.lang;
  const params = {
    brand: ctx.merchant.name,
    username: member.username,
    password,
    minutes: TEMP_PASSWORD_MINUTES,
  };
  await deps.messaging.mail.send({
    merchantId,
    to: member.email as string,
    subject: translate(lang, 'server:mail_temp_password_subject', params),
    text: translate(lang, 'server:mail_temp_password_body', params),
  });
}
