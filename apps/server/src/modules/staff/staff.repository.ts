import type { TStaffRole } from '@tala/contract/backoffice/staff';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

export type TStaffRow = {
  id: bigint;
  merchantId: number;
  username: string;
  displayName: string;
  role: TStaffRole;
  /** Null until an invited staff member completes their enrolment link. */
  passwordHash: string | null;
  /** Sealed (lib/secret-box.ts, context sealedContext.staffTotp). */
  totpSecret: string | null;
  totpConfirmed: boolean;
  totpLastStep: bigint | null;
  status: 'ACTIVE' | 'DISABLED';
};

const STAFF_COLUMNS = [
  'id',
  'merchant_id',
  'username',
  'display_name',
  'role',
  'password_hash',
  'totp_secret',
  'totp_confirmed_at',
  'totp_last_step',
  'status',
] as const;

function toStaff(row: {
  id: bigint;
  merchant_id: number;
  username: string;
  display_name: string;
  role: TStaffRole;
  password_hash: string | null;
  totp_secret: string | null;
  totp_confirmed_at: Date | null;
  totp_last_step: bigint | null;
  status: 'ACTIVE' | 'DISABLED';
}): TStaffRow {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    username: row.username,
    displayName: row.display_name,
    role: row.role,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpConfirmed: row.totp_confirmed_at !== null,
    totpLastStep: row.totp_last_step,
    status: row.status,
  };
}

export async function findStaffByUsername(db: TDb, merchantId: number, username: string) {
  const row = await db
    .selectFrom('staff')
    .select(STAFF_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();
  return row ? toStaff(row) : null;
}

export async function findStaffById(db: TDb, merchantId: number, staffId: bigint) {
  const row = await db
    .selectFrom('staff')
    .select(STAFF_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', staffId)
    .executeTakeFirst();
  return row ? toStaff(row) : null;
}

export async function insertStaff(
  db: TDb,
  staff: {
    merchantId: number;
    username: string;
    displayName: string;
    role: TStaffRole;
    passwordHash: string | null;
  },
): Promise<bigint> {
  const row = await db
    .insertInto('staff')
    .values({
      merchant_id: staff.merchantId,
      username: staff.username,
      display_name: staff.displayName,
      role: staff.role,
      password_hash: staff.passwordHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An unconfirmed secret (enrolment from a signed-in session of a staff member without a factor). */
export async function setTotpSecret(db: TDb, staffId: bigint, sealed: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({
      totp_secret: sealed,
      totp_confirmed_at: null,
      totp_last_step: null,
    })
    .where('id', '=', staffId)
    .execute();
}

/** A confirmed secret from the first code proved with it (seed, enrolment link). */
export async function setConfirmedTotp(db: TDb, staffId: bigint, sealed: string, step: bigint | null) {
  await db
    .updateTable('staff')
    .set({
      totp_secret: sealed,
      totp_confirmed_at: sql<Date>`now()`,
      totp_last_step: step,
    })
    .where('id', '=', staffId)
    .execute();
}

export async function setPassword(db: TDb, staffId: bigint, passwordHash: string): Promise<void> {
  await db.updateTable('staff').set({ password_hash: passwordHash }).where('id', '=', staffId).execute();
}

/** Ends every live session of a staff member (new credentials from an enrolment link). */
export async function revokeAllStaffSessions(db: TDb, staffId: bigint): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function confirmTotp(db: TDb, staffId: bigint, step: bigint): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_confirmed_at: sql<Date>`now()`, totp_last_step: step })
    .where('id', '=', staffId)
    .execute();
}

/** Records the step atomically; false when the same (or a later) step was already used: a replay. */
export async function claimTotpStep(db: TDb, staffId: bigint, step: bigint): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markLoggedIn(db: TDb, staffId: bigint): Promise<void> {
  await db.updateTable('staff').set({ last_login_at: sql<Date>`now()` }).where('id', '=', staffId).execute();
}

export type TStaffSession = {
  sessionId: bigint;
  staffId: bigint;
  lastSeenAt: Date;
};

export async function insertStaffSession(
  db: TDb,
  session: {
    merchantId: number;
    staffId: bigint;
    tokenHash: Buffer;
    ip: string;
    userAgent: string;
    absoluteHours: number;
  },
): Promise<void> {
  await db
    .insertInto('staff_sessions')
    .values({
      merchant_id: session.merchantId,
      staff_id: session.staffId,
      token_hash: session.tokenHash,
      ip: session.ip.slice(0, 64),
      user_agent: session.userAgent.slice(0, 300),
      expires_at: sql<Date>`now() + make_interval(hours => ${session.absoluteHours})`,
    })
    .execute();
}

/** Live = not revoked, before its absolute expiry and used within the idle window. */
export async function findLiveStaffSession(
  db: TDb,
  merchantId: number,
  tokenHash: Buffer,
  idleMinutes: number,
): Promise<TStaffSession | null> {
  const row = await db
    .selectFrom('staff_sessions')
    .select(['id', 'staff_id', 'last_seen_at'])
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`)
    .executeTakeFirst();
  return row ? { sessionId: row.id, staffId: row.staff_id, lastSeenAt: row.last_seen_at } : null;
}

export async function touchStaffSession(db: TDb, sessionId: bigint): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeStaffSession(db: TDb, sessionId: bigint): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Whether this staff member signed in from this IP before: such an IP is never throttled per username. */
export async function hasSignedInFrom(db: TDb, merchantId: number, staffId: bigint, ip: string) {
  const row = await db
    .selectFrom('staff_sessions')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('staff_id', '=', staffId)
    .where('ip', '=', ip.slice(0, 64))
    .where('created_at', '>', sql<Date>`now() - interval '30 days'`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A merchant's staff for the admin's staff screen (a console has tens of staff, capped anyway). */
export async function listStaff(db: TDb, merchantId: number) {
  return db
    .selectFrom('staff')
    .select([
      'id',
      'username',
      'display_name',
      'role',
      'status',
      sql<boolean>`password_hash IS NOT NULL`.as('has_password'),
      'totp_confirmed_at',
      'last_login_at',
      'created_at',
    ])
    .where('merchant_id', '=', merchantId)
    .orderBy('username')
    .limit(500)
    .execute();
}
