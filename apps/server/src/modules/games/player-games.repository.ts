import '../../db/schema-games.ts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { listedGames, type TGameRow } from './catalogue.repository.ts';

export type TMemberKey = { merchantId: number; memberId: bigint };

/** A listed game's id by its code (null when unknown or disabled, its vendor included). */
export async function findListedGameId(db: TDb, merchantId: number, code: string): Promise<bigint | null> {
  const row = await listedGames(db, merchantId)
    .clearSelect()
    .select('g.id')
    .where('g.code', '=', code)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Any game's id by its code, listed or not: removing a favourite works even after the game went away. */
export async function findGameId(db: TDb, merchantId: number, code: string): Promise<bigint | null> {
  const row = await db
    .selectFrom('games')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Serialises one member's favourite changes so the cap holds under concurrent adds; other members
 * never wait (the lock key is the member).
 */
export async function lockMemberFavourites(trx: TDb, key: TMemberKey): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`fav:${key.merchantId}:${key.memberId}`}, 0))`.execute(
    trx,
  );
}

export async function countFavourites(db: TDb, key: TMemberKey): Promise<number> {
  const row = await db
    .selectFrom('game_favourites')
    .select(sql<string>`count(*)`.as('count'))
    .where('merchant_id', '=', key.merchantId)
    .where('member_id', '=', key.memberId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function isFavourite(db: TDb, key: TMemberKey, gameId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('game_favourites')
    .select('game_id')
    .where('merchant_id', '=', key.merchantId)
    .where('member_id', '=', key.memberId)
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertFavourite(db: TDb, key: TMemberKey, gameId: bigint): Promise<void> {
  await db
    .insertInto('game_favourites')
    .values({ merchant_id: key.merchantId, member_id: key.memberId, game_id: gameId })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'game_id']).doNothing())
    .execute();
}

export async function deleteFavourite(db: TDb, key: TMemberKey, gameId: bigint): Promise<void> {
  await db
    .deleteFrom('game_favourites')
    .where('merchant_id', '=', key.merchantId)
    .where('member_id', '=', key.memberId)
    .where('game_id', '=', gameId)
    .execute();
}

/** The member's listed favourites, newest first. */
export async function selectFavouriteGames(db: TDb, key: TMemberKey, limit: number): Promise<TGameRow[]> {
  return listedGames(db, key.merchantId)
    .innerJoin('game_favourites as f', (join) =>
      join.onRef('f.game_id', '=', 'g.id').onRef('f.merchant_id', '=', 'g.merchant_id'),
    )
    .where('f.member_id', '=', key.memberId)
    .orderBy('f.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Marks a launch: the game moves to the top of the member's recent games, and rows past the newest
 * `keep` go, so the table stays bounded per member. clock_timestamp: two launches in one transaction
 * still order.
 */
export async function touchRecentGame(db: TDb, key: TMemberKey, gameId: bigint, keep: number): Promise<void> {
  await db
    .insertInto('recent_games')
    .values({
      merchant_id: key.merchantId,
      member_id: key.memberId,
      game_id: gameId,
      played_at: sql<Date>`clock_timestamp()`,
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'member_id', 'game_id'])
        .doUpdateSet({ played_at: sql<Date>`clock_timestamp()` }),
    )
    .execute();
  await sql`
    DELETE FROM recent_games
    WHERE merchant_id = ${key.merchantId} AND member_id = ${key.memberId} AND game_id IN (
      SELECT game_id FROM recent_games
      WHERE merchant_id = ${key.merchantId} AND member_id = ${key.memberId}
      ORDER BY played_at DESC, game_id DESC
      OFFSET ${keep})`.execute(db);
}

/** The member's listed recent games, newest first, with when each was last launched. */
export async function selectRecentGames(
  db: TDb,
  key: TMemberKey,
  limit: number,
): Promise<(TGameRow & { playedAt: Date })[]> {
  return listedGames(db, key.merchantId)
    .innerJoin('recent_games as r', (join) =>
      join.onRef('r.game_id', '=', 'g.id').onRef('r.merchant_id', '=', 'g.merchant_id'),
    )
    .select('r.played_at as playedAt')
    .where('r.member_id', '=', key.memberId)
    .orderBy('r.played_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(limit)
    .execute();
}
