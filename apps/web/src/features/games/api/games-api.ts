import { GAME_LAUNCH_FIXED, HOT_GAMES_PLATFORM, type TGameCategory } from '@tala/contract/constants';
import type {
  TFavouriteGameList,
  TFavouriteIds,
  TFavouriteResult,
  TGameList,
  TGameTile,
  THotGames,
  TPopularGamesResponse,
  TRecentGames,
  TVassalGameTypes,
  TWinnerBoard,
} from '@tala/contract/games/catalogue';
import {
  CATALOGUE_PATHS,
  GAME_LIST_DEFAULT_PAGE_SIZE,
  POPULAR_GAMES_DEFAULT,
  type TGameClassify,
  WINNER_BOARD_DEFAULT,
} from '@tala/contract/games/games-constants';
import type { TWalletMode } from '@tala/contract/games/menus';
import { api, apiRaw } from '../../../lib/api-client.ts';
import { readSession } from '../../../lib/session-store.ts';

/**
 * What the catalogue pages filter by; every field maps to one parameter of seed 001 §3, except
 * walletMode (ours: the /seamless page, decision 010).
 */
export type TGameFilters = {
  gameType?: TGameCategory | undefined;
  vassalage?: string | undefined;
  gameClassify?: TGameClassify | undefined;
  gameName?: string | undefined;
  walletMode?: TWalletMode | undefined;
};

/** Seed 001 §3/§9: the game list is asked with clientType 3 and the HTML5 desktop platform. */
export function fetchGameList(filters: TGameFilters, page: number, language: string): Promise<TGameList> {
  return api<TGameList>(CATALOGUE_PATHS.gameList, {
    query: {
      clientType: GAME_LAUNCH_FIXED.clientType,
      platform: GAME_LAUNCH_FIXED.platform,
      gameType: filters.gameType,
      vassalage: filters.vassalage,
      gameClassify: filters.gameClassify,
      gameName: filters.gameName || undefined,
      walletMode: filters.walletMode,
      language,
      page,
      pageSize: GAME_LIST_DEFAULT_PAGE_SIZE,
    },
  });
}

/** Seed 001 §7: hot games across the platform (isPlatform 2) for the hot games platform string. */
export async function fetchHotGames(language: string): Promise<TGameTile[]> {
  const value = await api<THotGames>(CATALOGUE_PATHS.hotGames, {
    query: {
      merchantCode: readSession('merchantCode') ?? undefined,
      isPlatform: 2,
      platform: HOT_GAMES_PLATFORM,
      language,
    },
  });
  return value.list;
}

/** Seed 001 §7: /lgw/games/popular with count 20 (LGW gateway: `data`, not `value`). */
export async function fetchPopularGames(language: string): Promise<TGameTile[]> {
  const response = await apiRaw<TPopularGamesResponse>(CATALOGUE_PATHS.popularGames, {
    query: { count: POPULAR_GAMES_DEFAULT, device: 'WEB', language },
  });
  return response.data.games;
}

export function fetchVassalGameTypes(
  vassalage: string,
  gameType: TGameCategory | undefined,
  language: string,
): Promise<TVassalGameTypes> {
  return api<TVassalGameTypes>(CATALOGUE_PATHS.vassalGameType, { query: { vassalage, gameType, language } });
}

export async function fetchWinnerBoard(language: string): Promise<TWinnerBoard['winners']> {
  const value = await api<TWinnerBoard>(CATALOGUE_PATHS.winnerBoard, {
    query: { count: WINNER_BOARD_DEFAULT, language },
  });
  return value.winners;
}

export async function fetchFavouriteIds(): Promise<string[]> {
  return (await api<TFavouriteIds>(CATALOGUE_PATHS.favouriteGames)).gameIds;
}

export async function fetchFavouriteGames(): Promise<TGameTile[]> {
  return (await api<TFavouriteGameList>(CATALOGUE_PATHS.favouriteGameList)).games;
}

export async function fetchRecentGames(): Promise<TRecentGames['games']> {
  return (await api<TRecentGames>(CATALOGUE_PATHS.recentGames)).games;
}

export function addFavourite(gameId: string): Promise<TFavouriteResult> {
  return api<TFavouriteResult>(CATALOGUE_PATHS.favouriteGames, { method: 'POST', body: { gameId } });
}

export function removeFavourite(gameId: string): Promise<TFavouriteResult> {
  const path = CATALOGUE_PATHS.favouriteGame.replace(':gameId', encodeURIComponent(gameId));
  return api<TFavouriteResult>(path, { method: 'DELETE' });
}
