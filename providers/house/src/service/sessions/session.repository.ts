import type { Selectable } from 'kysely';
import type { HouseSessionsTable, THouseDb } from '../db/house-db.ts';

export type TSessionRow = Selectable<HouseSessionsTable>;

export async function insertSession(
  db: THouseDb,
  input: Omit<TSessionRow, 'id' | 'created_at'>,
): Promise<TSessionRow> {
  return db.insertInto('house.sessions').values(input).returningAll().executeTakeFirstOrThrow();
}

/** A live session by its token hash; expired ones are not found. */
export async function findLiveSession(db: THouseDb, tokenHash: Buffer): Promise<TSessionRow | null> {
  const row = await db
    .selectFrom('house.sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row ?? null;
}

/** Ends a session at once (the platform said its wallet session is over). */
export async function expireSession(db: THouseDb, id: bigint): Promise<void> {
  await db.updateTable('house.sessions').set({ expires_at: new Date() }).where('id', '=', id).execute();
}

/** Keeps the table small: sessions a day past expiry are of no use to anyone. */
export async function deleteOldSessions(db: THouseDb, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('house.sessions')
    .where(
      'id',
      'in',
      db
        .selectFrom('house.sessions')
        .select('id')
        .where('expires_at', '<', new Date(Date.now() - 24 * 3600_000))
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
