import { sql } from 'kysely';
import { commitServerSeed, createSeedPair, rotateSeedPair, type TSeedPair } from '../../fair/seed-pair.ts';
import { HouseError } from '../api/house-error.ts';
import type { THouseDb } from '../db/house-db.ts';

export type TPlayerKey = { merchantCode: string; playerId: string };
export type TActivePair = TSeedPair & { id: bigint };
export type TRevealedPairRow = {
  id: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
  revealedAt: Date;
};

const ACTIVE_COLUMNS = [
  'id',
  'server_seed',
  'server_seed_hash',
  'client_seed',
  'next_nonce',
  'next_server_seed',
  'next_server_seed_hash',
] as const;

type TActiveRow = {
  id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: bigint;
  next_server_seed: string | null;
  next_server_seed_hash: string | null;
};

/**
 * The player's active pair, created on first need (concurrent first calls end on the same row), always
 * with its next server seed committed: a pair made before migration 0003 gets one on its first read, so
 * its hash is on show before the player can change the client seed.
 */
export async function ensureActivePair(db: THouseDb, key: TPlayerKey): Promise<TActivePair> {
  const existing = await findActivePair(db, key);
  if (existing?.next_server_seed) return toActivePair(existing);
  if (existing) {
    const next = commitServerSeed();
    await db
      .updateTable('house.seed_pairs')
      .set({ next_server_seed: next.serverSeed, next_server_seed_hash: next.serverSeedHash })
      .where('id', '=', existing.id)
      .where('next_server_seed', 'is', null)
      .execute();
  } else {
    await insertFirstPair(db, key);
  }
  const settled = await findActivePair(db, key);
  if (!settled?.next_server_seed) throw new Error('Invariant failed: an active pair with a next seed');
  return toActivePair(settled);
}

async function insertFirstPair(db: THouseDb, key: TPlayerKey): Promise<void> {
  const pair = createSeedPair();
  await db
    .insertInto('house.seed_pairs')
    .values({
      merchant_code: key.merchantCode,
      player_id: key.playerId,
      server_seed: pair.serverSeed,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
      next_server_seed: pair.nextServerSeed,
      next_server_seed_hash: pair.nextServerSeedHash,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'player_id']).where('revealed_at', 'is', null).doNothing(),
    )
    .execute();
}

async function findActivePair(db: THouseDb, key: TPlayerKey, isLocking = false): Promise<TActiveRow | null> {
  let query = db
    .selectFrom('house.seed_pairs')
    .select(ACTIVE_COLUMNS)
    .where('merchant_code', '=', key.merchantCode)
    .where('player_id', '=', key.playerId)
    .where('revealed_at', 'is', null);
  if (isLocking) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

function toActivePair(row: TActiveRow, nonce: number = Number(row.next_nonce)): TActivePair {
  if (!row.next_server_seed || !row.next_server_seed_hash) {
    throw new Error('Invariant failed: the active pair has its next seed committed');
  }
  return {
    id: row.id,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce,
    nextServerSeed: row.next_server_seed,
    nextServerSeedHash: row.next_server_seed_hash,
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
    .returning(ACTIVE_COLUMNS)
    .executeTakeFirstOrThrow();
  return toActivePair(row, Number(row.next_nonce) - 1);
}

/**
 * Reveals the active pair and activates the committed next seed with `clientSeed`, in one transaction.
 * `shownNextHash` is the next-seed hash the player's page showed when the player chose: if it is not the
 * one committed now (another tab rotated meanwhile), nothing changes — the player must see the new
 * commitment first.
 */
export async function rotatePair(
  db: THouseDb,
  key: TPlayerKey,
  input: { clientSeed: string; shownNextHash: string },
): Promise<{ revealed: TRevealedPairRow; current: TActivePair }> {
  return db.transaction().execute(async (trx) => {
    await ensureActivePair(trx, key);
    const locked = await findActivePair(trx, key, true);
    if (!locked) throw new Error('Invariant failed: the active pair exists');
    const active = toActivePair(locked);
    if (active.nextServerSeedHash !== input.shownNextHash.toLowerCase()) {
      throw new HouseError('BAD_REQUEST', 'the next server seed hash shown is not the committed one');
    }
    const old = await trx
      .updateTable('house.seed_pairs')
      .set({ revealed_at: sql`now()` })
      .where('id', '=', active.id)
      .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce', 'revealed_at'])
      .executeTakeFirstOrThrow();
    const { next } = rotateSeedPair(active, input.clientSeed);
    const inserted = await trx
      .insertInto('house.seed_pairs')
      .values({
        merchant_code: key.merchantCode,
        player_id: key.playerId,
        server_seed: next.serverSeed,
        server_seed_hash: next.serverSeedHash,
        client_seed: next.clientSeed,
        next_server_seed: next.nextServerSeed,
        next_server_seed_hash: next.nextServerSeedHash,
        previous_pair_id: active.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { revealed: toRevealed(old), current: { id: inserted.id, ...next } };
  });
}

/** The player's revealed pairs, newest first; `beforeId` pages further back (every pair stays findable). */
export async function listRevealedPairs(
  db: THouseDb,
  key: TPlayerKey,
  limit: number,
  beforeId?: bigint,
): Promise<TRevealedPairRow[]> {
  let query = db
    .selectFrom('house.seed_pairs')
    .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce', 'revealed_at'])
    .where('merchant_code', '=', key.merchantCode)
    .where('player_id', '=', key.playerId)
    .where('revealed_at', 'is not', null);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toRevealed);
}

function toRevealed(row: {
  id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: bigint;
  revealed_at: Date | null;
}): TRevealedPairRow {
  return {
    id: row.id,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nextNonce: Number(row.next_nonce),
    revealedAt: row.revealed_at ?? new Date(),
  };
}
