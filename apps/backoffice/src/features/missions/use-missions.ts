import {
  BO_MISSIONS_PATHS,
  type TBoMission,
  type TBoMissionBody,
  type TMissionStatus,
  type ZBoMissionLeaderboard,
} from '@tala/contract/backoffice/missions';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import type { TBoSettings } from '@tala/contract/backoffice/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';

const MISSIONS_KEY = ['missions'] as const;
/** An open board follows play as the server counts it (every few seconds). */
const BOARD_REFRESH_MS = 5_000;

const withId = (path: string, id: string) => boPath(path, { id });

export function useMissionList() {
  return useQuery({
    queryKey: [...MISSIONS_KEY, 'list'],
    queryFn: () => api<{ list: TBoMission[] }>('GET', BO_MISSIONS_PATHS.list),
  });
}

/** Create (id null) or replace a mission; the list is read again after. */
export function useSaveMission(id: string | null) {
  const queryClient = useQueryClient();
  return {
    save: (body: TBoMissionBody) =>
      id === null
        ? api<{ id: string }>('POST', BO_MISSIONS_PATHS.list, body)
        : api<{ id: string }>('PUT', withId(BO_MISSIONS_PATHS.one, id), body),
    refresh: () => queryClient.invalidateQueries({ queryKey: MISSIONS_KEY }),
  };
}

/** Draft, live or paused. */
export function useMissionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TMissionStatus }) =>
      api<{ id: string }>('PUT', withId(BO_MISSIONS_PATHS.status, id), { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MISSIONS_KEY }),
  });
}

export function useMissionBoard(id: string) {
  return useQuery({
    queryKey: [...MISSIONS_KEY, 'board', id],
    queryFn: () =>
      api<z.infer<typeof ZBoMissionLeaderboard>>('GET', withId(BO_MISSIONS_PATHS.leaderboard, id)),
    refetchInterval: BOARD_REFRESH_MS,
  });
}

/** The merchant's clock and currency (the settings every console screen shares): periods are entered on that clock. */
export function useMerchantFacts() {
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: () => api<TBoSettings>('GET', BO_PATHS.settings),
    staleTime: 60_000,
  });
  return { timeZone: settings.data?.timeZone, currency: settings.data?.currency ?? '' };
}
