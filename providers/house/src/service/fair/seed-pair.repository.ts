import { sql } from 'kysely';
import { createSeedPair, rotateSeedPair } from '../../fair/seed-pair.ts';
import type { THouseDb } from '../db/house-db.ts';

export type TPlayerKey = { merchantCode: string; playerId: string };
export type TActivePair = {
  id: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};
export type TRevealedPairRow = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
  revealedAt: Date;
};

/** The player's active pair, created on first need (concurrent first calls end on the same row). */
export async function ensureActivePair(db: THouseDb, key: TPlayerKey): Promise<TActivePair> {
  const existing = await findActivePair(db, key);
  if (existing) return existing;
  const pair = createSeedPair();
  await db
    .insertInto('house.seed_pairs')
    .values({
      merchant_code: key.merchantCode,
      player_id: key.playerId,
      server_seed: pair.serverSeed,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'player_id']).where('revealed_at', 'is', null).doNothing(),
    )
    .execute();
  const created = await findActivePair(db, key);
  if (!created) throw new Error('Invariant failed: an active seed pair exists after insert');
  return created;
}

async function findActivePair(db: THouseDb, key: TPlayerKey): Promise<TActivePair | null> {
  const row = await db
    .selectFrom('house.seed_pairs')
    .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce'])
    .where('merchant_code', '=', key.merchantCode)
    .where('player_id', '=', key.playerId)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.next_nonce),
  };
}

/**
 * Takes the next nonce of the active pair in the caller's transaction. The row stays locked until that
 * transaction commits together with the round it is used for, so no nonce is ever used twice and a
 * rotation cannot slip between the nonce and its round.
 */
export async function takeNonce(trx: THouseDb, key: TPlayerKey): Promise<TActivePair> {
  await ensureActivePair(trx, key);
  const row = await trx
    .updateTable('house.seed_pairs')
    .set({ next_nonce: sql`next_nonce + 1` })
    .where('merchant_code', '=', key.merchantCode)
    .where('player_id', '=', key.playerId)
    .where('revealed_at', 'is', null)
    .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.next_nonce) - 1,
  };
}

/** Reveals the active pair and commits a new one with `clientSeed`, in one transaction. */
export async function rotatePair(
  db: THouseDb,
  key: TPlayerKey,
  clientSeed: string,
): Promise<{ revealed: TRevealedPairRow; current: TActivePair }> {
  return db.transaction().execute(async (trx) => {
    await ensureActivePair(trx, key);
    const old = await trx
      .updateTable('house.seed_pairs')
      .set({ revealed_at: sql`now()` })
      .where('merchant_code', '=', key.merchantCode)
      .where('player_id', '=', key.playerId)
      .where('revealed_at', 'is', null)
      .returning(['server_seed', 'server_seed_hash', 'client_seed', 'next_nonce', 'revealed_at'])
      .executeTakeFirstOrThrow();
    const next = rotateSeedPair(
      {
        serverSeed: old.server_seed,
        serverSeedHash: old.server_seed_hash,
        clientSeed: old.client_seed,
        nonce: Number(old.next_nonce),
      },
      clientSeed,
    ).next;
    const inserted = await trx
      .insertInto('house.seed_pairs')
      .values({
        merchant_code: key.merchantCode,
        player_id: key.playerId,
        server_seed: next.serverSeed,
        server_seed_hash: next.serverSeedHash,
        client_seed: next.clientSeed,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      revealed: toRevealed(old),
      current: { id: inserted.id, ...next },
    };
  });
}

export async function listRevealedPairs(db: THouseDb, key: TPlayerKey, limit: number) {
  const rows = await db
    .selectFrom('house.seed_pairs')
    .select(['server_seed', 'server_seed_hash', 'client_seed', 'next_nonce', 'revealed_at'])
    .where('merchant_code', '=', key.merchantCode)
    .where('player_id', '=', key.playerId)
    .where('revealed_at', 'is not', null)
    .orderBy('revealed_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRevealed);
}

function toRevealed(row: {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: bigint;
  revealed_at: Date | null;
}): TRevealedPairRow {
  return {
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nextNonce: Number(row.next_nonce),
    revealedAt: row.revealed_at ?? new Date(),
  };
}
