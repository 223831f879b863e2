import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';

export type TActiveSession = {
  sessionId: bigint;
  memberId: bigint;
  agentType: number;
  username: string;
};

const activeSession = prepared(
  (
    _db: TDb,
    p: { tokenHash: Buffer; merchantId: number; idleMinutes: number; touchAfterSeconds: number },
  ) => sql<{ id: bigint; member_id: bigint; agent_type: number; username: string }>`
    WITH live AS (
      SELECT s.id, s.member_id, m.agent_type, m.username
      FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = ${p.tokenHash} AND s.merchant_id = ${p.merchantId} AND s.revoked_at IS NULL
        AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(mins => ${p.idleMinutes})
        AND m.status = 'ACTIVE'),
    touched AS (
      UPDATE sessions SET last_seen_at = now() FROM live
      WHERE sessions.id = live.id
        AND sessions.last_seen_at < now() - make_interval(secs => ${p.touchAfterSeconds}))
    SELECT id, member_id, agent_type, username FROM live`,
);

/**
 * The live session for a token hash: not revoked, within absolute and idle expiry, member active.
 * Read on every authenticated request, always from the database (a logout or revocation on any
 * instance ends the session at once). The same statement moves last_seen_at forward once it is
 * older than `touchAfterSeconds`: writing it on every call would make each request a write, and a
 * separate UPDATE would be a second round trip.
 */
export async function findActiveSession(
  db: TDb,
  merchantId: number,
  tokenHash: Buffer,
  expiry: { idleMinutes: number; touchAfterSeconds: number },
): Promise<TActiveSession | null> {
  const { rows } = await activeSession.run(db, { tokenHash, merchantId, ...expiry });
  const row = rows[0];
  if (!row) return null;
  return { sessionId: row.id, memberId: row.member_id, agentType: row.agent_type, username: row.username };
}

export async function insertSession(
  db: TDb,
  session: {
    merchantId: number;
    memberId: bigint;
    tokenHash: Buffer;
    loginType: string;
    ip: string | null;
    userAgent: string | null;
    absoluteHours: number;
    deviceId: bigint | null;
  },
): Promise<bigint> {
  const row = await db
    .insertInto('sessions')
    .values({
      merchant_id: session.merchantId,
      member_id: session.memberId,
      token_hash: session.tokenHash,
      login_type: session.loginType,
      ip: session.ip,
      user_agent: session.userAgent,
      device_id: session.deviceId,
      expires_at: sql`now() + make_interval(hours => ${session.absoluteHours})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function revokeSession(db: TDb, merchantId: number, sessionId: bigint): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of a member except `keepSessionId` (null ends them all). */
export async function revokeMemberSessions(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  keepSessionId: bigint | null,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== null) query = query.where('id', '<>', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
