import type { TFavouriteResult, TGameTile, TRecentGame } from '@tala/contract/games/catalogue';
import { FAVOURITE_GAMES_MAX, RECENT_GAMES_MAX } from '@tala/contract/games/games-constants';
import type { TLanguage } from '@tala/contract/i18n/languages';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { toTile } from './game-tile.ts';
import {
  countFavourites,
  deleteFavourite,
  findGameId,
  findListedGameId,
  insertFavourite,
  isFavourite,
  lockMemberFavourites,
  selectFavouriteGames,
  selectRecentGames,
  type TMemberKey,
  touchRecentGame,
} from './player-games.repository.ts';

/**
 * Favourites and recent games belong to the member of the session: every function takes the member
 * from the caller's session (object-level authorization; there is no member parameter to forge).
 */

/** Idempotent; a full list (FAVOURITE_GAMES_MAX) refuses a new game with GAME_FAVOURITES_FULL. */
export async function addFavourite(db: TDb, key: TMemberKey, code: string): Promise<TFavouriteResult> {
  const gameId = await findListedGameId(db, key.merchantId, code);
  if (gameId === null) throw new AppError('GAME_NOT_FOUND');
  return db.transaction().execute(async (trx) => {
    await lockMemberFavourites(trx, key);
    const count = await countFavourites(trx, key);
    if (await isFavourite(trx, key, gameId)) return { gameId: code, isFavourite: true, count };
    if (count >= FAVOURITE_GAMES_MAX)
      throw new AppError('GAME_FAVOURITES_FULL', { params: { max: FAVOURITE_GAMES_MAX } });
    await insertFavourite(trx, key, gameId);
    return { gameId: code, isFavourite: true, count: count + 1 };
  });
}

/** Idempotent: removing a game that is not a favourite (or no longer exists) changes nothing. */
export async function removeFavourite(db: TDb, key: TMemberKey, code: string): Promise<TFavouriteResult> {
  const gameId = await findGameId(db, key.merchantId, code);
  return db.transaction().execute(async (trx) => {
    await lockMemberFavourites(trx, key);
    if (gameId !== null) await deleteFavourite(trx, key, gameId);
    return { gameId: code, isFavourite: false, count: await countFavourites(trx, key) };
  });
}

export async function listFavouriteGames(db: TDb, key: TMemberKey, lang: TLanguage): Promise<TGameTile[]> {
  const rows = await selectFavouriteGames(db, key, FAVOURITE_GAMES_MAX);
  return rows.map((row) => toTile(row, lang));
}

export async function listFavouriteCodes(db: TDb, key: TMemberKey): Promise<string[]> {
  const rows = await selectFavouriteGames(db, key, FAVOURITE_GAMES_MAX);
  return rows.map((row) => row.code);
}

export async function listRecentGames(db: TDb, key: TMemberKey, lang: TLanguage): Promise<TRecentGame[]> {
  const rows = await selectRecentGames(db, key, RECENT_GAMES_MAX);
  return rows.map((row) => ({ ...toTile(row, lang), playedAt: row.playedAt.toISOString() }));
}

/** Called by the launch endpoint after a successful launch; keeps the newest RECENT_GAMES_MAX. */
export async function recordRecentGame(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  gameId: bigint,
): Promise<void> {
  await touchRecentGame(db, { merchantId, memberId }, gameId, RECENT_GAMES_MAX);
}
