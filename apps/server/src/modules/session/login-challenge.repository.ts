import '../../db/schema-devices.ts';
import { type Selectable, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { LoginChallengesTable, TVerificationCodeMethod } from '../../db/schema-devices.ts';

export type TChallengeRow = Selectable<LoginChallengesTable>;

export async function insertChallenge(
  db: TDb,
  challenge: {
    merchantId: number;
    memberId: bigint;
    tokenHash: Buffer;
    deviceHash: Buffer;
    loginType: 'username' | 'sms';
    usedTempPassword: boolean;
    minutes: number;
  },
): Promise<void> {
  await db
    .insertInto('login_challenges')
    .values({
      merchant_id: challenge.merchantId,
      member_id: challenge.memberId,
      token_hash: challenge.tokenHash,
      device_hash: challenge.deviceHash,
      login_type: challenge.loginType,
      used_temp_password: challenge.usedTempPassword,
      expires_at: sql`now() + make_interval(mins => ${challenge.minutes})`,
    })
    .execute();
}

/** Dead challenges guard nothing; trimmed a few at a time whenever a new one is made. */
export async function pruneChallenges(db: TDb): Promise<void> {
  await sql`DELETE FROM login_challenges WHERE id IN (
    SELECT id FROM login_challenges WHERE expires_at < now() - interval '1 day' LIMIT 200)`.execute(db);
}

/** A live challenge (not used, not expired, tries left) presented from the device it was issued to. */
export async function findLiveChallenge(
  db: TDb,
  merchantId: number,
  tokenHash: Buffer,
  deviceHash: Buffer,
  maxAttempts: number,
): Promise<TChallengeRow | null> {
  const row = await db
    .selectFrom('login_challenges')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('device_hash', '=', deviceHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Puts a new code on the challenge (replacing any earlier one) if it may send another: at most
 * `maxSends` codes a challenge. False when the challenge is gone or out of sends.
 */
export async function storeChallengeCode(
  db: TDb,
  id: bigint,
  code: { method: TVerificationCodeMethod; hash: Buffer; minutes: number; maxSends: number },
): Promise<boolean> {
  const result = await db
    .updateTable('login_challenges')
    .set({
      code_method: code.method,
      code_hash: code.hash,
      code_expires_at: sql`LEAST(expires_at, now() + make_interval(mins => ${code.minutes}))`,
      codes_sent: sql`codes_sent + 1`,
    })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('codes_sent', '<', code.maxSends)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts one try in the same statement that checks the challenge is still live (no lost updates). */
export async function countChallengeAttempt(
  db: TDb,
  id: bigint,
  maxAttempts: number,
): Promise<{ attempts: number; codeExpired: boolean } | null> {
  const row = await db
    .updateTable('login_challenges')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', maxAttempts)
    .returning(['attempts', sql<boolean>`coalesce(code_expires_at <= now(), true)`.as('code_expired')])
    .executeTakeFirst();
  return row ? { attempts: row.attempts, codeExpired: row.code_expired } : null;
}

/** Single use: only the first of two racing right answers gets true. */
export async function consumeChallenge(db: TDb, id: bigint): Promise<boolean> {
  const result = await db
    .updateTable('login_challenges')
    .set({ consumed_at: sql`now()` })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
