import type { Selectable } from 'kysely';
import type { HouseSeedChainsTable, THouseDb } from '../db/house-db.ts';

export type TChainRow = Selectable<HouseSeedChainsTable>;

/** The chain whose range holds `seq`, if any. */
export async function findChainFor(db: THouseDb, gameId: string, seq: number): Promise<TChainRow | null> {
  const row = await db
    .selectFrom('house.seed_chains')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('first_seq', '<=', BigInt(seq))
    .orderBy('first_seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || Number(row.first_seq) + row.length <= seq) return null;
  return row;
}

/** The chain starting last at or before `seq`, and the first one starting after it. */
export async function neighbourChains(
  db: THouseDb,
  gameId: string,
  seq: number,
): Promise<{ before: TChainRow | null; after: TChainRow | null }> {
  const [before, after] = await Promise.all([
    db
      .selectFrom('house.seed_chains')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('first_seq', '<=', BigInt(seq))
      .orderBy('first_seq', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('house.seed_chains')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('first_seq', '>', BigInt(seq))
      .orderBy('first_seq')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { before: before ?? null, after: after ?? null };
}

/** The chain with the highest number (numbers count chains in order of publication). */
export async function findLatestChain(db: THouseDb, gameId: string): Promise<TChainRow | null> {
  const row = await db
    .selectFrom('house.seed_chains')
    .selectAll()
    .where('game_id', '=', gameId)
    .orderBy('chain_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** Concurrent instances may race: the first insert wins (either unique key), the loser reads it back. */
export async function insertChain(
  db: THouseDb,
  chain: Pick<TChainRow, 'game_id' | 'chain_no' | 'first_seq' | 'length' | 'anchor' | 'tip_seed'>,
): Promise<void> {
  await db
    .insertInto('house.seed_chains')
    .values(chain)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The newest chains of a game, newest first (what the pages publish). */
export async function listChains(db: THouseDb, gameId: string, limit: number): Promise<TChainRow[]> {
  return db
    .selectFrom('house.seed_chains')
    .selectAll()
    .where('game_id', '=', gameId)
    .orderBy('chain_no', 'desc')
    .limit(limit)
    .execute();
}

export async function findChainsByIds(db: THouseDb, ids: readonly bigint[]): Promise<TChainRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('house.seed_chains').selectAll().where('id', 'in', ids).execute();
}
