import { boPath } from '@tala/contract/backoffice/paths';
import {
  BO_VIP_PATHS,
  type TBoVipLadder,
  type TBoVipMember,
  type TBoVipRankBody,
  type TBoVipSetRankBody,
  type TBoVipSettingsBody,
} from '@tala/contract/loyalty/vip-staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, query } from '../../lib/api.ts';

const LADDER_KEY = ['vip', 'ladder'] as const;
const MEMBER_KEY = ['vip', 'member'] as const;
const atLevel = (level: number) => boPath(BO_VIP_PATHS.rank, { level: String(level) });

export function useVipLadder() {
  return useQuery({ queryKey: LADDER_KEY, queryFn: () => api<TBoVipLadder>('GET', BO_VIP_PATHS.ladder) });
}

/** Add (level null: above the top) or replace a rank; the ladder and its holders are read again after. */
export function useSaveRank(level: number | null) {
  const queryClient = useQueryClient();
  return {
    save: (body: TBoVipRankBody) =>
      level === null
        ? api<{ level: number }>('POST', BO_VIP_PATHS.ranks, body)
        : api<{ level: number }>('PUT', atLevel(level), body),
    refresh: () => queryClient.invalidateQueries({ queryKey: LADDER_KEY }),
  };
}

export function useDeleteRank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: number) => api<{ level: number }>('DELETE', atLevel(level)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LADDER_KEY }),
  });
}

export function useSaveVipSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBoVipSettingsBody) => api<TBoVipSettingsBody>('PUT', BO_VIP_PATHS.settings, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LADDER_KEY }),
  });
}

/** A player's rank and history by username (nothing asked until a name is given). */
export function useVipMember(username: string) {
  return useQuery({
    queryKey: [...MEMBER_KEY, username.toLowerCase()],
    queryFn: () => api<TBoVipMember>('GET', `${BO_VIP_PATHS.member}${query({ username })}`),
    enabled: username !== '',
    retry: false,
  });
}

/** Staff set a player's rank; the answer is the player's new state, written straight into the lookup. */
export function useSetMemberRank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBoVipSetRankBody) => api<TBoVipMember>('POST', BO_VIP_PATHS.memberRank, body),
    onSuccess: (member) => {
      queryClient.setQueryData([...MEMBER_KEY, member.username.toLowerCase()], member);
      return queryClient.invalidateQueries({ queryKey: LADDER_KEY });
    },
  });
}
