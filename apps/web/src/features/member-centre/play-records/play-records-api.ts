import type { TBetHistory, TBetStatus, TPlayVendors } from '@tala/contract/play-records/bet-history';
import type { TGameRecall } from '@tala/contract/play-records/game-recall';
import { PLAY_RECORD_PATHS } from '@tala/contract/play-records/play-records-paths';
import type { TProfitGroup, TProfitReport } from '@tala/contract/play-records/profit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { WALLET_QUERY_ROOT } from '../../../lib/live-balance.ts';
import { MEMBER_QUERY_ROOT } from '../../../lib/member-queries.ts';

/**
 * Play records sit under WALLET_QUERY_ROOT: a round moves the balance, and the live balance event that
 * follows refreshes them. Vendors only change with the catalogue.
 */
const PLAYS_ROOT = [...WALLET_QUERY_ROOT, 'plays'] as const;
export const BET_PAGE_SIZE = 10;

/** The vendor select's value: '' (all), `category:<CATEGORY>` (every vendor of a category) or one vendor. */
const CATEGORY_CHOICE = 'category:';
export const categoryChoice = (category: string): string => `${CATEGORY_CHOICE}${category}`;

/** The records' vendor filter of a vendor choice: one vendor, or the vendors of a category, or none. */
export function vendorQuery(choice: string): { vassalage?: string; category?: string } {
  if (choice === '') return {};
  if (choice.startsWith(CATEGORY_CHOICE)) return { category: choice.slice(CATEGORY_CHOICE.length) };
  return { vassalage: choice };
}

export function usePlayVendors() {
  return useQuery({
    queryKey: [...MEMBER_QUERY_ROOT, 'play-vendors'],
    queryFn: () => api<TPlayVendors>(PLAY_RECORD_PATHS.vendors),
    staleTime: 10 * 60_000,
  });
}

export type TBetFilter = {
  /** A vendor choice (vendorQuery). */
  vassalage: string;
  status: TBetStatus | '';
  from: string;
  to: string;
  page: number;
};

export function useBetHistory(filter: TBetFilter) {
  return useQuery({
    queryKey: [...PLAYS_ROOT, 'bets', filter],
    queryFn: () =>
      api<TBetHistory>(PLAY_RECORD_PATHS.betHistory, {
        query: {
          ...vendorQuery(filter.vassalage),
          status: filter.status || undefined,
          from: filter.from,
          to: filter.to,
          page: filter.page,
          pageSize: BET_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export type TProfitFilter = { groupBy: TProfitGroup; from: string; to: string; vassalage: string };

export function useProfitReport(filter: TProfitFilter) {
  return useQuery({
    queryKey: [...PLAYS_ROOT, 'profit', filter],
    queryFn: () =>
      api<TProfitReport>(PLAY_RECORD_PATHS.profit, {
        query: {
          groupBy: filter.groupBy,
          from: filter.from,
          to: filter.to,
          ...vendorQuery(filter.vassalage),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The last rounds, or one round when `roundId` is given. */
export function useGameRecall(roundId: string | null) {
  return useQuery({
    queryKey: [...PLAYS_ROOT, 'recall', roundId],
    queryFn: () =>
      api<TGameRecall>(PLAY_RECORD_PATHS.gameRecall, { query: { roundId: roundId ?? undefined } }),
  });
}
