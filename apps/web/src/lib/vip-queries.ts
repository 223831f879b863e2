import { type TVipLadder, type TVipMe, VIP_PATHS } from '@tala/contract/loyalty/vip';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './api-client.ts';
import { MEMBER_QUERY_ROOT } from './member-queries.ts';
import { useSession } from './use-session.ts';

/**
 * VIP ranks (issue 14 §3, decision 057): the ladder anyone may read (keyed by language: rank names are translated by
 * the server) and the member's own rank, under the member's queries so a sign-out drops it and a new message (a
 * rank up arrives as one) reads it again.
 */
export const VIP_MEMBER_ROOT = [...MEMBER_QUERY_ROOT, 'vip'] as const;

export function useVipLadder() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['vip-ladder', i18n.language],
    queryFn: () => api<TVipLadder>(VIP_PATHS.ladder),
    staleTime: 60_000,
  });
}

/** The member's rank; only for real accounts (a trial account never ranks and the server refuses it). */
export function useMyVip() {
  const { token, isLoggedIn, isDemo } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...VIP_MEMBER_ROOT, token, i18n.language],
    queryFn: () => api<TVipMe>(VIP_PATHS.me),
    enabled: isLoggedIn && !isDemo,
    // The window's figures follow play within seconds (the feed); an open page keeps up without hammering.
    refetchInterval: 30_000,
  });
}
