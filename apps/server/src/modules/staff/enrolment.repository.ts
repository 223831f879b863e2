import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** An enrolment link's row; `tokenHash` is the SHA-256 of the token in the link's fragment. */
export type TEnrolmentRow = {
  id: bigint;
  merchantId: number;
  staffId: bigint;
  /** Sealed (lib/secret-box.ts, context sealedContext.enrolmentTotp). */
  pendingSecret: string | null;
  expiresAt: Date;
};

/** Issues a link and revokes the staff member's earlier unused ones: only the newest link works. */
export async function insertEnrolment(
  db: TDb,
  link: {
    merchantId: number;
    staffId: bigint;
    tokenHash: Buffer;
    issuedBy: bigint | null;
    validHours: number;
  },
): Promise<Date> {
  await db
    .updateTable('staff_enrolments')
    .set({ revoked_at: sql<Date>`now()` })
    .where('merchant_id', '=', link.merchantId)
    .where('staff_id', '=', link.staffId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await db
    .insertInto('staff_enrolments')
    .values({
      merchant_id: link.merchantId,
      staff_id: link.staffId,
      token_hash: link.tokenHash,
      issued_by: link.issuedBy,
      expires_at: sql<Date>`now() + make_interval(hours => ${link.validHours})`,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return row.expires_at;
}

/** The live link (unused, not revoked, not expired) with this token hash; `lock` for the completing step. */
export async function findLiveEnrolment(
  db: TDb,
  merchantId: number,
  tokenHash: Buffer,
  lock = false,
): Promise<TEnrolmentRow | null> {
  let query = db
    .selectFrom('staff_enrolments')
    .select(['id', 'merchant_id', 'staff_id', 'totp_secret', 'expires_at'])
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    merchantId: row.merchant_id,
    staffId: row.staff_id,
    pendingSecret: row.totp_secret,
    expiresAt: row.expires_at,
  };
}

/** Stores the secret shown on first opening; a concurrent first opening keeps whichever came first. */
export async function setPendingSecret(db: TDb, enrolmentId: bigint, sealed: string): Promise<void> {
  await db
    .updateTable('staff_enrolments')
    .set({ totp_secret: sealed })
    .where('id', '=', enrolmentId)
    .where('totp_secret', 'is', null)
    .execute();
}

/** Used once: also forgets the pending secret (the staff row now holds it). */
export async function markEnrolmentUsed(db: TDb, enrolmentId: bigint): Promise<void> {
  await db
    .updateTable('staff_enrolments')
    .set({ used_at: sql<Date>`now()`, totp_secret: null })
    .where('id', '=', enrolmentId)
    .execute();
}

/** Per staff member of a merchant: the expiry of their live link, if any (the staff list shows it). */
export async function liveEnrolmentExpiries(db: TDb, merchantId: number): Promise<Map<bigint, Date>> {
  const rows = await db
    .selectFrom('staff_enrolments')
    .select(['staff_id', (eb) => eb.fn.max('expires_at').as('expires_at')])
    .where('merchant_id', '=', merchantId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .groupBy('staff_id')
    .execute();
  return new Map(rows.map((row) => [row.staff_id, row.expires_at as Date]));
}
