import type { TSmsPurpose } from '@tala/contract/verification/sms';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

export type TSmsTarget = { merchantId: number; purpose: TSmsPurpose; dialingCode: string; mobileNum: string };

/** Stores a new code and retires the older open ones, so only the latest code sent works. */
export async function insertSmsCode(
  db: TDb,
  target: TSmsTarget,
  code: { hash: Buffer; ttlMinutes: number },
): Promise<Date> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sms_codes')
      .set({ consumed_at: sql`now()` })
      .where('merchant_id', '=', target.merchantId)
      .where('purpose', '=', target.purpose)
      .where('dialing_code', '=', target.dialingCode)
      .where('mobile_num', '=', target.mobileNum)
      .where('consumed_at', 'is', null)
      .execute();
    const row = await trx
      .insertInto('sms_codes')
      .values({
        merchant_id: target.merchantId,
        purpose: target.purpose,
        dialing_code: target.dialingCode,
        mobile_num: target.mobileNum,
        code_hash: code.hash,
        expires_at: sql`now() + make_interval(mins => ${code.ttlMinutes})`,
      })
      .returning('expires_at')
      .executeTakeFirstOrThrow();
    return row.expires_at;
  });
}

/** The latest unconsumed code, with one more attempt counted (atomically, so parallel guesses count too). */
export async function countAttemptOnLatest(db: TDb, target: TSmsTarget, maxAttempts: number) {
  const latest = await db
    .selectFrom('sms_codes')
    .select(['id', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('merchant_id', '=', target.merchantId)
    .where('purpose', '=', target.purpose)
    .where('dialing_code', '=', target.dialingCode)
    .where('mobile_num', '=', target.mobileNum)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return null;
  if (latest.expired) return { id: latest.id, expired: true, codeHash: null };
  const counted = await db
    .updateTable('sms_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', latest.id)
    .where('attempts', '<', maxAttempts)
    .returning('code_hash')
    .executeTakeFirst();
  return { id: latest.id, expired: false, codeHash: counted?.code_hash ?? null };
}

/** Single use: true only for the caller that consumed it. */
export async function consumeSmsCode(db: TDb, id: bigint): Promise<boolean> {
  const row = await db
    .updateTable('sms_codes')
    .set({ consumed_at: sql`now()` })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
