import {
  MISSIONS_PATHS,
  type TLeaderboard,
  type TMissionClaimResult,
  type TMissionPage,
  type TMissionViewStatus,
} from '@tala/contract/loyalty/missions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_ROOT } from '../../../lib/member-queries.ts';
import { useSession } from '../../../lib/use-session.ts';
import { withId } from '../api/member-centre-keys.ts';

/**
 * Mission activity (seed 001 §2 missionLeaderboard, §7 mission summary and leaderboard; decision 058). Keyed under
 * the member's queries (a sign-out drops them) and by language (titles come written in the reader's language).
 * Progress moves as a server job counts settled bets every few seconds, so the open list and an open leaderboard
 * read again every 5 s while they are on screen; the other tabs do not change by play.
 */
const MISSIONS_ROOT = [...MEMBER_QUERY_ROOT, 'missions'] as const;
export const MISSIONS_PAGE_SIZE = 10;
const LIVE_REFRESH_MS = 5_000;
const BADGE_REFRESH_MS = 60_000;

export function useMissionSummary(status: TMissionViewStatus, page: number) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...MISSIONS_ROOT, 'summary', token, i18n.language, status, page],
    queryFn: () =>
      api<TMissionPage>(MISSIONS_PATHS.summary, { query: { status, page, pageSize: MISSIONS_PAGE_SIZE } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    refetchInterval: status === 'O' ? LIVE_REFRESH_MS : false,
  });
}

/** The member centre's badge: how many missions are open now (the summary's total for status O). */
export function useOpenMissionCount(): number {
  const { token, isLoggedIn } = useSession();
  const query = useQuery({
    queryKey: [...MISSIONS_ROOT, 'open-count', token],
    queryFn: () =>
      api<TMissionPage>(MISSIONS_PATHS.summary, { query: { status: 'O', page: 1, pageSize: 1 } }),
    enabled: isLoggedIn,
    refetchInterval: BADGE_REFRESH_MS,
    staleTime: 30_000,
  });
  return query.data?.total ?? 0;
}

/** The mission's top players and the caller's own footer, moving live while the board is open. */
export function useMissionLeaderboard(id: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...MISSIONS_ROOT, 'board', token, id],
    queryFn: () => api<TLeaderboard>(withId(MISSIONS_PATHS.leaderboard, id)),
    enabled: token !== null,
    refetchInterval: LIVE_REFRESH_MS,
    retry: false,
  });
}

/**
 * Claims a reached tier. The answer carries the mission as it is now: it replaces the cached copy at once, then the
 * member's queries (balance, points, the badge) read again.
 */
export function useClaimTier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tier }: { id: string; tier: number }) =>
      api<TMissionClaimResult>(withId(MISSIONS_PATHS.claim, id), { body: { tier } }),
    onSuccess: (result) => {
      client.setQueriesData<TMissionPage>({ queryKey: [...MISSIONS_ROOT, 'summary'] }, (page) =>
        page
          ? {
              ...page,
              list: page.list.map((mission) => (mission.id === result.mission.id ? result.mission : mission)),
            }
          : page,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT }),
  });
}
