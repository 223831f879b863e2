import type { TStaffAccount, TStaffRole } from '@tala/contract/backoffice/staff';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { type TActor, writeAudit, writeCommandAudit } from './audit.service.ts';
import { liveEnrolmentExpiries } from './enrolment.repository.ts';
import { issueEnrolmentLink } from './enrolment.service.ts';
import { findStaffById, findStaffByUsername, insertStaff, listStaff } from './staff.repository.ts';

/**
 * Staff accounts are created without a password: the new staff member chooses it, and enrols an
 * authenticator, through a single-use link (decision 016). Nobody else ever knows their credentials.
 */
export type TNewStaff = { username: string; displayName: string; role: TStaffRole };

/** Who issues: a signed-in admin, or the command line (npm run staff:create). */
export type TIssuer = { kind: 'staff'; actor: TActor } | { kind: 'command' };

async function audit(
  trx: TDb,
  merchantId: number,
  issuer: TIssuer,
  record: Parameters<typeof writeAudit>[2],
) {
  if (issuer.kind === 'staff') await writeAudit(trx, issuer.actor, record);
  else await writeCommandAudit(trx, merchantId, record);
}

export async function createStaffWithLink(
  db: TDb,
  merchantId: number,
  input: TNewStaff,
  issuer: TIssuer,
  baseUrl: string,
): Promise<{ staffId: bigint; url: string; expiresAt: Date }> {
  if (await findStaffByUsername(db, merchantId, input.username)) throw new AppError('USERNAME_TAKEN');
  try {
    return await db.transaction().execute(async (trx) => {
      const staffId = await insertStaff(trx, { merchantId, ...input, passwordHash: null });
      const issuedBy = issuer.kind === 'staff' ? issuer.actor.staffId : null;
      const link = await issueEnrolmentLink(trx, { merchantId, staffId, issuedBy, baseUrl });
      await audit(trx, merchantId, issuer, {
        action: 'staff.create',
        targetType: 'staff',
        targetId: String(staffId),
        after: { username: input.username, role: input.role, enrolmentExpiresAt: link.expiresAt },
      });
      return { staffId, ...link };
    });
  } catch (error) {
    // The same name created at the same moment by someone else.
    if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
    throw error;
  }
}

/** A new link for an existing staff member (lost authenticator, expired invitation); older links stop. */
export async function reissueEnrolmentLink(
  db: TDb,
  actor: TActor,
  staffId: bigint,
  baseUrl: string,
): Promise<{ url: string; expiresAt: Date }> {
  const staff = await findStaffById(db, actor.merchantId, staffId);
  if (!staff) throw new AppError('NOT_FOUND');
  return db.transaction().execute(async (trx) => {
    const link = await issueEnrolmentLink(trx, {
      merchantId: actor.merchantId,
      staffId,
      issuedBy: actor.staffId,
      baseUrl,
    });
    await writeAudit(trx, actor, {
      action: 'staff.enrolment.issue',
      targetType: 'staff',
      targetId: String(staffId),
      after: { username: staff.username, enrolmentExpiresAt: link.expiresAt },
    });
    return link;
  });
}

export async function listStaffAccounts(db: TDb, merchantId: number): Promise<TStaffAccount[]> {
  const [rows, links] = await Promise.all([listStaff(db, merchantId), liveEnrolmentExpiries(db, merchantId)]);
  return rows.map((row) => ({
    id: String(row.id),
    username: row.username,
    displayName: row.display_name,
    role: row.role,
    status: row.status,
    enrolled: row.has_password && row.totp_confirmed_at !== null,
    enrolmentExpiresAt: links.get(row.id)?.toISOString() ?? null,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  }));
}

export async function getStaffAccount(db: TDb, merchantId: number, staffId: bigint): Promise<TStaffAccount> {
  const account = (await listStaffAccounts(db, merchantId)).find((entry) => entry.id === String(staffId));
  if (!account) throw new AppError('NOT_FOUND');
  return account;
}
