import { roleNeedsTotp, type TStaffMe, type TTotpSetup } from '@tala/contract/backoffice/staff';
import { DEFAULT_LANGUAGE, parseLanguage } from '@tala/contract/i18n/languages';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { type TActor, writeAudit } from './audit.service.ts';
import {
  clearThrottle,
  IP_FAILURE_CAP,
  readThrottle,
  recordFailure,
  type TThrottleKeys,
  throttleKeys,
  USERNAME_FAILURE_CAP,
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
import { matchTotpStep, newTotpSecret, otpauthUri } from './totp.ts';

/** Staff sessions are shorter than players': 30 idle minutes, 12 hours at most (a working shift). */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_ABSOLUTE_HOURS = 12;

export type TStaffLoginInput = {
  username: string;
  password: string;
  totp?: string | undefined;
  ip: string;
  userAgent: string;
};

async function checkThrottle(db: TDb, keys: TThrottleKeys): Promise<void> {
  const pair = await readThrottle(db, keys.pair);
  if (pair.waitSeconds > 0) {
    throw new AppError('BO_LOGIN_DELAYED', {
      params: { seconds: pair.waitSeconds },
      value: { retryAfterSeconds: pair.waitSeconds },
    });
  }
  const ip = await readThrottle(db, keys.ip);
  if (ip.failures >= IP_FAILURE_CAP) throw new AppError('RATE_LIMITED');
}

async function failLogin(db: TDb, keys: TThrottleKeys, code: 'INVALID_CREDENTIALS' | 'BO_TOTP_INVALID') {
  await recordFailure(db, keys.pair, true);
  await recordFailure(db, keys.ip, false);
  await recordFailure(db, keys.username, false);
  return new AppError(code);
}

/** A confirmed authenticator is always asked for; a code is accepted once (its step is claimed). */
async function checkSecondFactor(db: TDb, staff: TStaffRow, code: string | undefined, keys: TThrottleKeys) {
  if (!staff.totpConfirmed || !staff.totpSecret) return;
  if (!code) throw new AppError('BO_TOTP_REQUIRED', { value: { totpRequired: true } });
  const step = matchTotpStep(staff.totpSecret, code);
  if (step === null || !(await claimTotpStep(db, staff.id, step)))
    throw await failLogin(db, keys, 'BO_TOTP_INVALID');
}

/** Password (Argon2id), then the second factor; a new 256-bit session token each time, stored hashed. */
export async function loginStaff(
  db: TDb,
  merchant: TMerchant,
  input: TStaffLoginInput,
): Promise<{ token: string; staff: TStaffRow }> {
  const keys = throttleKeys(merchant.id, input.username, input.ip);
  await checkThrottle(db, keys);
  const staff = await findStaffByUsername(db, merchant.id, input.username.trim());
  if (staff?.status !== 'ACTIVE') {
    await burnPasswordCheck(input.password);
    throw await failLogin(db, keys, 'INVALID_CREDENTIALS');
  }
  const spread = await readThrottle(db, keys.username);
  if (
    spread.failures >= USERNAME_FAILURE_CAP &&
    !(await hasSignedInFrom(db, merchant.id, staff.id, input.ip))
  )
    throw new AppError('RATE_LIMITED');
  if (!(await verifyPassword(staff.passwordHash, input.password)))
    throw await failLogin(db, keys, 'INVALID_CREDENTIALS');
  await checkSecondFactor(db, staff, input.totp, keys);
  await clearThrottle(db, keys.pair);

  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await insertStaffSession(trx, {
      merchantId: merchant.id,
      staffId: staff.id,
      tokenHash: sha256(token),
      ip: input.ip,
      userAgent: input.userAgent,
      absoluteHours: STAFF_ABSOLUTE_HOURS,
    });
    await markLoggedIn(trx, staff.id);
    const actor = { merchantId: merchant.id, staffId: staff.id, username: staff.username, ip: input.ip };
    await writeAudit(trx, actor, { action: 'auth.login', targetType: 'staff', targetId: String(staff.id) });
  });
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

export function needsEnrolment(staff: TStaffRow): boolean {
  return roleNeedsTotp(staff.role) && !staff.totpConfirmed;
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
  db: TDb,
  merchant: TMerchant,
  staff: TStaffRow,
): Promise<TTotpSetup> {
  if (staff.totpConfirmed) throw new AppError('BO_TOTP_ALREADY_ENROLLED');
  const secret = newTotpSecret();
  await setTotpSecret(db, staff.id, secret);
  return { secret, otpauthUri: otpauthUri(secret, `${merchant.code}:${staff.username}`) };
}

export async function confirmTotpEnrolment(db: TDb, actor: TActor, code: string): Promise<void> {
  const staff = await findStaffById(db, actor.merchantId, actor.staffId);
  if (!staff?.totpSecret || staff.totpConfirmed) throw new AppError('FORBIDDEN');
  const step = matchTotpStep(staff.totpSecret, code);
  if (step === null) throw new AppError('BO_TOTP_INVALID');
  await db.transaction().execute(async (trx) => {
    await confirmTotp(trx, staff.id, step);
    await writeAudit(trx, actor, {
      action: 'auth.totp.enrol',
      targetType: 'staff',
      targetId: String(staff.id),
    });
  });
}
