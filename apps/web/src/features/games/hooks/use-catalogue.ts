import type { TGameCategory } from '@tala/contract/constants';
import type { TGameList } from '@tala/contract/games/catalogue';
import { GAME_LIST_MAX_PAGE, type TGameClassify } from '@tala/contract/games/games-constants';
import type { TVendorCard } from '@tala/contract/games/menus';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQueries,
  useQuery,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session.ts';
import {
  fetchGameList,
  fetchHotGames,
  fetchPopularGames,
  fetchRecentGames,
  fetchVassalGameTypes,
  fetchWinnerBoard,
  type TGameFilters,
} from '../api/games-api.ts';
import { gamesKeys } from '../api/games-keys.ts';

const LIST_STALE_MS = 60_000;
const WINNERS_REFRESH_MS = 60_000;
/** The classify chips of "all providers" merge at most this many vendors' answers. */
const MAX_CLASSIFY_VENDORS = 20;

/** The game list in pages of 30, for infinite scroll (seed 001 §3). Also prefetched by the first screen. */
export function gameListQuery(filters: TGameFilters, language: string) {
  return infiniteQueryOptions({
    queryKey: gamesKeys.list(filters, language),
    queryFn: ({ pageParam, signal }) => {
      signal.throwIfAborted();
      return fetchGameList(filters, pageParam, language);
    },
    initialPageParam: 1,
    getNextPageParam: (last: TGameList) =>
      last.page < last.totalPages && last.page < GAME_LIST_MAX_PAGE ? last.page + 1 : undefined,
    staleTime: LIST_STALE_MS,
  });
}

export function useGameList(filters: TGameFilters) {
  const { i18n } = useTranslation();
  return useInfiniteQuery(gameListQuery(filters, i18n.language));
}

export function hotGamesQuery(language: string) {
  return queryOptions({
    queryKey: gamesKeys.hot(language),
    queryFn: () => fetchHotGames(language),
    staleTime: LIST_STALE_MS,
  });
}

export function useHotGames() {
  const { i18n } = useTranslation();
  return useQuery(hotGamesQuery(i18n.language));
}

export function popularGamesQuery(language: string) {
  return queryOptions({
    queryKey: gamesKeys.popular(language),
    queryFn: () => fetchPopularGames(language),
    staleTime: LIST_STALE_MS,
  });
}

export function usePopularGames() {
  const { i18n } = useTranslation();
  return useQuery(popularGamesQuery(i18n.language));
}

export function winnerBoardQuery(language: string) {
  return queryOptions({
    queryKey: gamesKeys.winners(language),
    queryFn: () => fetchWinnerBoard(language),
    refetchInterval: WINNERS_REFRESH_MS,
  });
}

export function useWinnerBoard() {
  const { i18n } = useTranslation();
  return useQuery(winnerBoardQuery(i18n.language));
}

/** The member's last launched games; nothing for a visitor. */
export function useRecentGames() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: gamesKeys.recent(token, i18n.language),
    queryFn: fetchRecentGames,
    enabled: token !== null,
  });
}

export type TClassifyCount = { gameClassify: string; name: string; count: number };

/**
 * Classify chips from the vassal game type call: one vendor's, or — for "all providers" — the sum over
 * the page's vendors, in the order the first answers give.
 */
export function useClassifies(vassalages: string[], gameType: TGameCategory | undefined) {
  const { i18n } = useTranslation();
  const asked = vassalages.slice(0, MAX_CLASSIFY_VENDORS);
  return useQueries({
    queries: asked.map((vassalage) => ({
      queryKey: gamesKeys.classifies(vassalage, gameType, i18n.language),
      queryFn: () => fetchVassalGameTypes(vassalage, gameType, i18n.language),
      staleTime: 5 * 60_000,
    })),
    combine: (results) => {
      const merged = new Map<string, TClassifyCount>();
      for (const result of results) {
        for (const entry of result.data?.classifies ?? []) {
          const seen = merged.get(entry.gameClassify);
          merged.set(entry.gameClassify, { ...entry, count: (seen?.count ?? 0) + entry.count });
        }
      }
      return {
        classifies: [...merged.values()].filter((entry) => entry.count > 0),
        isPending: results.some((result) => result.isPending),
      };
    },
  });
}

/**
 * The vendors with at least one listed game of `classify` (the /bgs and /bingo tabs), from the same
 * vassal game type answers as the chips, so the two share their cache.
 */
export function useVendorsWithClassify(
  vendors: readonly TVendorCard[],
  gameType: TGameCategory,
  classify: TGameClassify | undefined,
) {
  const { i18n } = useTranslation();
  const asked = classify ? vendors.slice(0, MAX_CLASSIFY_VENDORS) : [];
  return useQueries({
    queries: asked.map((vendor) => ({
      queryKey: gamesKeys.classifies(vendor.vassalage, gameType, i18n.language),
      queryFn: () => fetchVassalGameTypes(vendor.vassalage, gameType, i18n.language),
      staleTime: 5 * 60_000,
    })),
    combine: (results) => {
      const counts = results.map(
        (result) => result.data?.classifies.find((entry) => entry.gameClassify === classify)?.count ?? 0,
      );
      return {
        vendors: asked.filter((_, index) => (counts[index] ?? 0) > 0),
        /** The games of that kind across those vendors, for the page's count. */
        gameCount: counts.reduce((sum, count) => sum + count, 0),
        isPending: results.some((result) => result.isPending),
      };
    },
  });
}
