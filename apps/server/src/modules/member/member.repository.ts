import { type Insertable, type Selectable, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { MembersTable } from '../../db/schema.ts';

export type TMemberRow = Selectable<MembersTable>;
export type TNewMember = Insertable<MembersTable>;

export async function findMemberByUsername(
  db: TDb,
  merchantId: number,
  username: string,
): Promise<TMemberRow | null> {
  const row = await db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row ?? null;
}

export async function findMemberByMobile(
  db: TDb,
  merchantId: number,
  dialingCode: string,
  mobileNum: string,
): Promise<TMemberRow | null> {
  const row = await db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('dialing_code', '=', dialingCode)
    .where('mobile_num', '=', mobileNum)
    .executeTakeFirst();
  return row ?? null;
}

export async function findMemberById(
  db: TDb,
  merchantId: number,
  memberId: bigint,
): Promise<TMemberRow | null> {
  const row = await db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row ?? null;
}

/** Agents only: an affiliate code of a plain member or a demo account is not an invitation. */
export async function findAgentByAffiliateCode(
  db: TDb,
  merchantId: number,
  code: string,
  agentTypes: readonly number[],
): Promise<TMemberRow | null> {
  const row = await db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('affiliate_code', '=', code)
    .where('agent_type', 'in', [...agentTypes])
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return row ?? null;
}

export async function insertMember(db: TDb, member: TNewMember): Promise<TMemberRow> {
  return db.insertInto('members').values(member).returningAll().executeTakeFirstOrThrow();
}

export async function updateMemberAgent(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  agent: { agentType: number; affiliateCode: string | null },
): Promise<void> {
  await db
    .updateTable('members')
    .set({ agent_type: agent.agentType, affiliate_code: agent.affiliateCode })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
}

export async function setMustChangePassword(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  value: boolean,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ must_change_password: value })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
}

export async function recordLogin(db: TDb, merchantId: number, memberId: bigint): Promise<void> {
  await db
    .updateTable('members')
    .set({ last_login_at: sql`now()` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
}

/** Idempotent: only the first call sets first_login_at. */
export async function recordFirstLogin(db: TDb, merchantId: number, memberId: bigint): Promise<void> {
  await db
    .updateTable('members')
    .set({ first_login_at: sql`coalesce(first_login_at, now())` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
}

export async function updateLanguage(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  language: string,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ language })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
}

/** A new real password ends any temporary one and the forced change. */
export async function updatePassword(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('members')
    .set({
      password_hash: passwordHash,
      must_change_password: false,
      temp_password_hash: null,
      temp_password_expires: null,
      password_changed_at: sql`now()`,
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
}

export async function setTemporaryPassword(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  temp: { hash: string; minutes: number },
): Promise<void> {
  await db
    .updateTable('members')
    .set({
      temp_password_hash: temp.hash,
      temp_password_expires: sql`now() + make_interval(mins => ${temp.minutes})`,
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
}

/** Whether the password was changed before `days` ago (computed by the database clock). */
export async function isPasswordOlderThan(db: TDb, memberId: bigint, days: number): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select(sql<boolean>`password_changed_at < now() - make_interval(days => ${days})`.as('expired'))
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.expired;
}
