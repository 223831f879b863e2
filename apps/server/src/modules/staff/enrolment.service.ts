import type { TEnrolmentView } from '@tala/contract/backoffice/staff';
import { staffPasswordProblem } from '@tala/contract/backoffice/staff-password';
import type { TDb } from '../../db/database.ts';
import { sealedContext } from '../../db/sealed-columns.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hitRateLimit } from '../../lib/rate-limiter.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { matchTotpStep, newTotpSecret, otpauthUri } from '../../lib/totp.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import {
  findLiveEnrolment,
  insertEnrolment,
  markEnrolmentUsed,
  setPendingSecret,
  type TEnrolmentRow,
} from './enrolment.repository.ts';
import {
  findStaffById,
  revokeAllStaffSessions,
  setConfirmedTotp,
  setPassword,
  type TStaffRow,
} from './staff.repository.ts';
import { staffTotpLabel, startStaffSession, type TStaffAuthDeps } from './staff-auth.service.ts';

/**
 * Enrolment links (decision 016): the only way in for a staff member without credentials: a new account
 * (npm run staff:create, an admin's invitation) or one whose admin issued a new link (lost phone). The
 * token travels in the link's #fragment, so it never reaches a server log or a Referer; only its SHA-256 is
 * stored; it works for 24 hours, once, and a newer link for the same person replaces it.
 */
export const ENROLMENT_VALID_HOURS = 24;
const ENROLMENT_CALLS_PER_IP = { limit: 30, windowMs: 10 * 60_000 };

export function enrolmentUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/bo/enrol#${token}`;
}

export async function issueEnrolmentLink(
  db: TDb,
  link: { merchantId: number; staffId: bigint; issuedBy: bigint | null; baseUrl: string },
): Promise<{ url: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = await insertEnrolment(db, {
    merchantId: link.merchantId,
    staffId: link.staffId,
    tokenHash: sha256(token),
    issuedBy: link.issuedBy,
    validHours: ENROLMENT_VALID_HOURS,
  });
  return { url: enrolmentUrl(link.baseUrl, token), expiresAt };
}

/** The link and its (active) staff member, or BO_ENROLMENT_LINK_INVALID; calls are capped per IP. */
async function liveLink(db: TDb, merchant: TMerchant, token: string, ip: string) {
  const gate = await hitRateLimit(db, `bo-enrol:${merchant.id}:${ip.slice(0, 64)}`, ENROLMENT_CALLS_PER_IP);
  if (!gate.allowed) throw new AppError('RATE_LIMITED');
  const link = await findLiveEnrolment(db, merchant.id, sha256(token));
  const staff = link ? await findStaffById(db, merchant.id, link.staffId) : null;
  if (!link || staff?.status !== 'ACTIVE') throw new AppError('BO_ENROLMENT_LINK_INVALID');
  return { link, staff };
}

/** The pending authenticator secret of a link, created on its first opening and the same ever after. */
async function pendingSecretOf(
  deps: TStaffAuthDeps,
  merchant: TMerchant,
  token: string,
  link: TEnrolmentRow,
) {
  let stored = link.pendingSecret;
  if (!stored) {
    const context = sealedContext.enrolmentTotp(link.id);
    await setPendingSecret(deps.db, link.id, deps.secretBox.seal(newTotpSecret(), context));
    // Two first openings at once: whichever stored its secret first wins, both show that one.
    stored = (await findLiveEnrolment(deps.db, merchant.id, sha256(token)))?.pendingSecret ?? null;
    if (!stored) throw new AppError('BO_ENROLMENT_LINK_INVALID');
  }
  return deps.secretBox.open(stored, sealedContext.enrolmentTotp(link.id));
}

export async function openEnrolment(
  deps: TStaffAuthDeps,
  merchant: TMerchant,
  input: { token: string; ip: string },
): Promise<TEnrolmentView> {
  const { link, staff } = await liveLink(deps.db, merchant, input.token, input.ip);
  const secret = await pendingSecretOf(deps, merchant, input.token, link);
  return {
    username: staff.username,
    displayName: staff.displayName,
    role: staff.role,
    merchantName: merchant.name,
    expiresAt: link.expiresAt.toISOString(),
    secret,
    otpauthUri: otpauthUri(secret, staffTotpLabel(merchant, staff.username)),
  };
}

export type TEnrolmentInput = {
  token: string;
  password: string;
  code: string;
  ip: string;
  userAgent: string;
};

/**
 * Sets the password and the authenticator proved by a code, uses the link up, ends every other session of
 * the staff member and signs them in: all in one transaction, with the link locked so it works once.
 */
export async function completeEnrolment(
  deps: TStaffAuthDeps,
  merchant: TMerchant,
  input: TEnrolmentInput,
): Promise<{ token: string; staff: TStaffRow }> {
  const { link, staff } = await liveLink(deps.db, merchant, input.token, input.ip);
  if (!link.pendingSecret) throw new AppError('BO_ENROLMENT_LINK_INVALID');
  if (staffPasswordProblem(input.password, staff.username)) throw new AppError('BO_PASSWORD_WEAK');
  const secret = deps.secretBox.open(link.pendingSecret, sealedContext.enrolmentTotp(link.id));
  const step = matchTotpStep(secret, input.code);
  if (step === null) throw new AppError('BO_TOTP_INVALID');
  const passwordHash = await hashPassword(input.password);
  const token = await deps.db.transaction().execute(async (trx) => {
    const locked = await findLiveEnrolment(trx, merchant.id, sha256(input.token), true);
    if (locked?.id !== link.id) throw new AppError('BO_ENROLMENT_LINK_INVALID');
    await markEnrolmentUsed(trx, link.id);
    await setPassword(trx, staff.id, passwordHash);
    const sealed = deps.secretBox.seal(secret, sealedContext.staffTotp(staff.id));
    await setConfirmedTotp(trx, staff.id, sealed, step);
    await revokeAllStaffSessions(trx, staff.id);
    return startStaffSession(trx, merchant, staff, input, 'auth.enrol');
  });
  return { token, staff: { ...staff, passwordHash, totpConfirmed: true } };
}
