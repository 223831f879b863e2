import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

export async function insertCaptcha(
  db: TDb,
  captcha: { id: string; merchantId: number; answerHash: Buffer; ttlSeconds: number },
): Promise<void> {
  await db
    .insertInto('captcha_challenges')
    .values({
      id: captcha.id,
      merchant_id: captcha.merchantId,
      answer_hash: captcha.answerHash,
      expires_at: sql`now() + make_interval(secs => ${captcha.ttlSeconds})`,
    })
    .execute();
}

/** Marks the challenge used and returns its answer hash, in one statement: single use even under races. */
export async function consumeCaptcha(db: TDb, merchantId: number, id: string): Promise<Buffer | null> {
  const row = await db
    .updateTable('captcha_challenges')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('answer_hash')
    .executeTakeFirst();
  return row?.answer_hash ?? null;
}

export async function pruneCaptchas(db: TDb): Promise<void> {
  await sql`DELETE FROM captcha_challenges WHERE id IN (
    SELECT id FROM captcha_challenges WHERE expires_at < now() - interval '1 hour' LIMIT 200)`.execute(db);
}
