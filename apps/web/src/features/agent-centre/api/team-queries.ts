import {
  AGENT_PATHS,
  type TEAM_TRANSACTION_TYPES,
  type TTeamBetting,
  type TTeamMembersAnswer,
  type TTeamOverview,
  type TTeamProfit,
  type TTeamTransactions,
} from '@tala/contract/agent/team';
import type { TAnnouncementPage } from '@tala/contract/notices/announcements';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { WALLET_QUERY_ROOT } from '../../../lib/live-balance.ts';
import type { TPeriodValue } from '../hooks/use-period.ts';

/**
 * Every agent-centre read sits under the wallet root: a transfer or a balance event refreshes the team's
 * balances and figures, and logout drops them with the rest of the member's data.
 */
export const AGENT_QUERY_ROOT = [...WALLET_QUERY_ROOT, 'agent'] as const;

/** Lists of the agent centre ask for this many rows a page (the contract allows up to 50). */
export const TEAM_PAGE_SIZE = 10;

/** The period as the server reads it: the days only with `custom`. */
export function periodQuery(value: TPeriodValue) {
  return value.period === 'custom'
    ? { period: value.period, from: value.from, to: value.to }
    : { period: value.period };
}

/** One agent-centre read, keyed under AGENT_QUERY_ROOT by its name and query (the team's and the contracts'). */
export function useAgentRead<T>(
  name: string,
  path: string,
  query: Record<string, string | number | undefined>,
  enabled = true,
) {
  return useQuery({
    queryKey: [...AGENT_QUERY_ROOT, name, query],
    queryFn: ({ signal }) => api<T>(path, { query, signal }),
    enabled,
    // Paging and filtering keep the rows on screen (dimmed) until the next ones arrive.
    placeholderData: keepPreviousData,
    // A refused range or an unknown member (4xx) will be refused again: only a network or server failure is retried.
    retry: (count, error) =>
      count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

/** Agent notices a page: short texts, read newest first. */
const ANNOUNCEMENTS_PAGE_SIZE = 10;

/** The operator's agent-only notices, newest first (the public notice page's shape). */
export function useAgentAnnouncements(page: number) {
  return useAgentRead<TAnnouncementPage>('announcements', AGENT_PATHS.announcements, {
    page,
    pageSize: ANNOUNCEMENTS_PAGE_SIZE,
  });
}

export function useTeamOverview(period: TPeriodValue) {
  return useAgentRead<TTeamOverview>('overview', AGENT_PATHS.teamOverview, periodQuery(period));
}

export function useTeamBetting(period: TPeriodValue) {
  return useAgentRead<TTeamBetting>('betting', AGENT_PATHS.teamBetting, periodQuery(period));
}

export type TLevelQuery = { uplineId?: string | undefined; page: number };

export function useTeamMembers(query: TLevelQuery & { username?: string | undefined }) {
  return useAgentRead<TTeamMembersAnswer>('members', AGENT_PATHS.teamMembers, {
    ...query,
    pageSize: TEAM_PAGE_SIZE,
  });
}

export function useTeamProfit(period: TPeriodValue, level: TLevelQuery) {
  return useAgentRead<TTeamProfit>('profit', AGENT_PATHS.teamProfit, {
    ...periodQuery(period),
    ...level,
    pageSize: TEAM_PAGE_SIZE,
  });
}

export type TTransactionType = (typeof TEAM_TRANSACTION_TYPES)[number];
export type TTransactionFilter = { type?: TTransactionType | undefined; username?: string | undefined };

export function useTeamTransactions(period: TPeriodValue, filter: TTransactionFilter, page: number) {
  return useAgentRead<TTeamTransactions>('transactions', AGENT_PATHS.teamTransactions, {
    ...periodQuery(period),
    ...filter,
    page,
    pageSize: TEAM_PAGE_SIZE,
  });
}
