import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

export type TActiveSession = {
  sessionId: bigint;
  memberId: bigint;
  agentType: number;
  username: string;
  lastSeenAt: Date;
};

/** The live session for a token hash: not revoked, within absolute and idle expiry, member active. */
export async function findActiveSession(
  db: TDb,
  merchantId: number,
  tokenHash: Buffer,
  idleMinutes: number,
): Promise<TActiveSession | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select(['sessions.id', 'sessions.member_id', 'members.agent_type', 'members.username'])
    .select(sql<Date>`sessions.last_seen_at`.as('last_seen_at'))
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.merchant_id', '=', merchantId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .where(sql<boolean>`sessions.last_seen_at > now() - make_interval(mins => ${idleMinutes})`)
    .where('members.status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!row) return null;
  return {
    sessionId: row.id,
    memberId: row.member_id,
    agentType: row.agent_type,
    username: row.username,
    lastSeenAt: row.last_seen_at,
  };
}

export async function touchSession(db: TDb, sessionId: bigint): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: sql`now()` }).where('id', '=', sessionId).execute();
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
