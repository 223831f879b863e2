import type { TPopularGamesResponse } from '@tala/contract/games/catalogue';
import { CATALOGUE_PATHS, POPULAR_GAMES_DEFAULT } from '@tala/contract/games/games-constants';
import { apiRaw } from '../../../lib/api-client.ts';

/**
 * The lottery games of every prize mode with their draws (seed 001 §7 popular with prizeMode Lott). Its
 * own module: the home page's lower half loads it, and sharing games-api.ts would split that module out of
 * the first screen's chunk (a chunk more to fetch on every first load).
 */
export async function fetchPopularDraws(language: string): Promise<TPopularGamesResponse['data']> {
  const response = await apiRaw<TPopularGamesResponse>(CATALOGUE_PATHS.popularGames, {
    query: { count: POPULAR_GAMES_DEFAULT, prizeMode: 'Lott', device: 'WEB', language },
  });
  return response.data;
}

export const popularDrawsKey = (language: string) => ['games', 'draws', language] as const;
