import { GAME_LAUNCH_FIXED, type TGameCategory } from '@tala/contract/constants';
import type { TGameList, TGameTile } from '@tala/contract/games/catalogue';
import { CATALOGUE_PATHS } from '@tala/contract/games/games-constants';
import { api } from '../../../lib/api-client.ts';

/** A lottery page's games: a category or one vendor's (decision 034). */
export type TLotteryGamesFilter = { gameType?: TGameCategory; vassalage?: string };

/** Far more than any lottery page lists (the house has 13 lottery games): one page answers it. */
const LOTTERY_PAGE_SIZE = 60;

/**
 * The game list call for the lottery pages, in their own module: sharing games-api.ts with the catalogue
 * pages would split it out of their first-screen chunk into one more chunk on every first load.
 */
export async function fetchLotteryGames(filter: TLotteryGamesFilter, language: string): Promise<TGameTile[]> {
  const list = await api<TGameList>(CATALOGUE_PATHS.gameList, {
    query: {
      clientType: GAME_LAUNCH_FIXED.clientType,
      platform: GAME_LAUNCH_FIXED.platform,
      ...filter,
      language,
      page: 1,
      pageSize: LOTTERY_PAGE_SIZE,
    },
  });
  return list.games;
}
