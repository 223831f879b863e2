import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** Records a solved challenge; false when it was already used (a replay). */
export async function markHumanCheckUsed(db: TDb, signature: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto('human_checks_used')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return row !== undefined;
}

/** Expired signatures can no longer verify, so they need not be kept; trimmed a few at a time. */
export async function pruneHumanChecks(db: TDb): Promise<void> {
  await sql`DELETE FROM human_checks_used WHERE signature IN (
    SELECT signature FROM human_checks_used WHERE expires_at < now() LIMIT 200)`.execute(db);
}
