import type { TStaffMe, TTotpSetup } from '@tala/contract/backoffice/staff';
import { DEFAULT_LANGUAGE, parseLanguage } from '@tala/contract/i18n/languages';
import type { TDb } from '../../db/database.ts';
import { sealedContext } from '../../db/sealed-columns.ts';
import { AppError } from '../../lib/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import type { TSecretBox } from '../../lib/secret-box.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { matchTotpStep, newTotpSecret, otpauthUri, type TTotpLabel } from '../../lib/totp.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { type TActor, writeAudit } from './audit.service.ts';
import {
  giveBackAttempt,
  IP_FREE_ATTEMPTS,
  PAIR_FREE_ATTEMPTS,
  recordUsernameFailure,
  type TThrottleKeys,
  takeAttempt,
  throttleKeys,
  USERNAME_FAILURE_CAP,
  usernameFailures,
} from './login-throttle.ts';
import { actionsOf } from './permissions.ts';
import {
  claimTotpStep,
  confirmTotp,
  findStaffById,
  findStaffByUsername,
  hasSignedInFrom,
  insertStaffSession,
  markLoggedIn,
  revokeStaffSession,
  setTotpSecret,
  type TStaffRow,
} from './staff.repository.ts';

/** Staff sessions are shorter than players': 30 idle minutes, 12 hours at most (a working shift). */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_ABSOLUTE_HOURS = 12;

export type TStaffAuthDeps = { db: TDb; secretBox: TSecretBox };

/** What an authenticator app shows beside a staff member's codes. */
export function staffTotpLabel(merchant: Pick<TMerchant, 'code'>, username: string): TTotpLabel {
  return { issuer: 'Tala Back Office', label: `${merchant.code}:${username}` };
}

export type TStaffLoginInput = {
  username: string;
  password: string;
  totp?: string | undefined;
  ip: string;
  userAgent: string;
};

/** Counts the attempt against (username, IP) and the IP, or says how long to wait; nothing else is read. */
async function takeAttempts(db: TDb, keys: TThrottleKeys): Promise<void> {
  for (const [key, free] of [
    [keys.pair, PAIR_FREE_ATTEMPTS],
    [keys.ip, IP_FREE_ATTEMPTS],
  ] as const) {
    const wait = await takeAttempt(db, key, free);
    if (wait > 0)
      throw new AppError('BO_LOGIN_DELAYED', {
        params: { seconds: wait },
        value: { retryAfterSeconds: wait },
      });
  }
}

/** 'session': all factors right; 'enrol': right password of an account without a factor yet; else 'fail'. */
type TVerdict = 'session' | 'enrol' | 'fail';

/**
 * Password and code are both checked before anything is answered, and every failure is the same failure
 * (decision 016). The secret is decrypted first, so a key problem is reported as the operator's whatever
 * the password. An account without a confirmed factor (data from before every role had one) gets a session
 * that may only enrol; an invited account has no password and can only use its enrolment link.
 */
async function checkCredentials(
  deps: TStaffAuthDeps,
  staff: TStaffRow | null,
  input: TStaffLoginInput,
): Promise<TVerdict> {
  if (staff?.status !== 'ACTIVE' || !staff.passwordHash) {
    await burnPasswordCheck(input.password);
    return 'fail';
  }
  const secret =
    staff.totpConfirmed && staff.totpSecret
      ? deps.secretBox.open(staff.totpSecret, sealedContext.staffTotp(staff.id))
      : null;
  if (!(await verifyPassword(staff.passwordHash, input.password))) return 'fail';
  if (secret === null) return 'enrol';
  const step = matchTotpStep(secret, input.totp ?? '');
  if (step === null || !(await claimTotpStep(deps.db, staff.id, step))) return 'fail';
  return 'session';
}

/**
 * A new session (256-bit token, only its hash stored) with its audit row; call it inside the transaction
 * that grants it (sign-in, completed enrolment).
 */
export async function startStaffSession(
  trx: TDb,
  merchant: TMerchant,
  staff: TStaffRow,
  client: { ip: string; userAgent: string },
  action: 'auth.login' | 'auth.enrol',
): Promise<string> {
  const token = newToken();
  await insertStaffSession(trx, {
    merchantId: merchant.id,
    staffId: staff.id,
    tokenHash: sha256(token),
    ip: client.ip,
    userAgent: client.userAgent,
    absoluteHours: STAFF_ABSOLUTE_HOURS,
  });
  await markLoggedIn(trx, staff.id);
  const actor = { merchantId: merchant.id, staffId: staff.id, username: staff.username, ip: client.ip };
  await writeAudit(trx, actor, { action, targetType: 'staff', targetId: String(staff.id) });
  return token;
}

/** Username, password and code together; a new 256-bit session token each time, stored hashed. */
export async function loginStaff(
  deps: TStaffAuthDeps,
  merchant: TMerchant,
  input: TStaffLoginInput,
): Promise<{ token: string; staff: TStaffRow }> {
  const { db } = deps;
  const keys = throttleKeys(merchant.id, input.username, input.ip);
  await takeAttempts(db, keys);
  const staff = await findStaffByUsername(db, merchant.id, input.username.trim());
  // A name failing from many places is capped, except from IPs its owner signed in from (no lock-out).
  if (
    (await usernameFailures(db, keys.username)) >= USERNAME_FAILURE_CAP &&
    !(staff && (await hasSignedInFrom(db, merchant.id, staff.id, input.ip)))
  )
    throw new AppError('RATE_LIMITED');
  const verdict = await checkCredentials(deps, staff, input);
  if (verdict === 'fail' || !staff) {
    await recordUsernameFailure(db, keys.username);
    throw new AppError('BO_SIGN_IN_FAILED');
  }
  await giveBackAttempt(db, keys);
  const token = await db
    .transaction()
    .execute((trx) => startStaffSession(trx, merchant, staff, input, 'auth.login'));
  return { token, staff };
}

export async function logoutStaff(db: TDb, actor: TActor, sessionId: bigint): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeStaffSession(trx, sessionId);
    await writeAudit(trx, actor, {
      action: 'auth.logout',
      targetType: 'staff',
      targetId: String(actor.staffId),
    });
  });
}

/** Every role has a second factor: a staff member without a confirmed one may only enrol. */
export function needsEnrolment(staff: TStaffRow): boolean {
  return !staff.totpConfirmed;
}

export function describeStaff(staff: TStaffRow, merchant: TMerchant): TStaffMe {
  return {
    id: String(staff.id),
    username: staff.username,
    displayName: staff.displayName,
    role: staff.role,
    merchant: {
      code: merchant.code,
      name: merchant.name,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      defaultLanguage: parseLanguage(merchant.defaultLanguage) ?? DEFAULT_LANGUAGE,
    },
    totpEnrolmentRequired: needsEnrolment(staff),
    actions: actionsOf(staff.role),
  };
}

/** Starts (or restarts) enrolment: a fresh secret, unconfirmed until a code from it is proved. */
export async function startTotpEnrolment(
  deps: TStaffAuthDeps,
  merchant: TMerchant,
  staff: TStaffRow,
): Promise<TTotpSetup> {
  if (staff.totpConfirmed) throw new AppError('BO_TOTP_ALREADY_ENROLLED');
  const secret = newTotpSecret();
  await setTotpSecret(deps.db, staff.id, deps.secretBox.seal(secret, sealedContext.staffTotp(staff.id)));
  return { secret, otpauthUri: otpauthUri(secret, staffTotpLabel(merchant, staff.username)) };
}

export async function confirmTotpEnrolment(deps: TStaffAuthDeps, actor: TActor, code: string): Promise<void> {
  const staff = await findStaffById(deps.db, actor.merchantId, actor.staffId);
  if (!staff?.totpSecret || staff.totpConfirmed) throw new AppError('FORBIDDEN');
  const step = matchTotpStep(deps.secretBox.open(staff.totpSecret, sealedContext.staffTotp(staff.id)), code);
  if (step === null) throw new AppError('BO_TOTP_INVALID');
  await deps.db.transaction().execute(async (trx) => {
    await confirmTotp(trx, staff.id, step);
    await writeAudit(trx, actor, {
      action: 'auth.totp.enrol',
      targetType: 'staff',
      targetId: String(staff.id),
    });
  });
}
