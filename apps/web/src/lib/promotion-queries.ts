import {
  PROMOTION_PATHS,
  type TBonus,
  type TMyEntry,
  type TPromotionCard,
  type TPromotionCategory,
  type TPromotionDetail,
  type TPromotionWinner,
  type TReward,
} from '@tala/contract/promotions/promotions';
import { REFERRAL_PATHS, type TMyReferrals } from '@tala/contract/promotions/referrals';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './api-client.ts';
import { MEMBER_QUERY_ROOT } from './member-queries.ts';
import { useSession } from './use-session.ts';

/**
 * Promotions (issue 13, decision 049), read by the promotion pages, the home page and the member centre's bonus
 * details and reward centre. Public lists are keyed by who is signed in (the state in each card is theirs) and
 * by language; a join, claim or reward request refreshes all of them and the balance.
 */
const PROMOTIONS_ROOT = ['promotions'] as const;
/** How often a screen showing a bonus being wagered reads its progress again. */
const LIVE_PROGRESS_MS = 5_000;

export function usePromotions(category: TPromotionCategory | null) {
  const { account } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...PROMOTIONS_ROOT, 'list', account, i18n.language, category],
    queryFn: () =>
      api<{ list: TPromotionCard[] }>(PROMOTION_PATHS.list, { query: { category: category ?? undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * Whether a promotion page shows something that moves on its own: a bonus being wagered (the wagering feed runs
 * every 2 s), a red envelope round being grabbed, a raffle's tickets counted as bets settle.
 */
function isLive(promotion: TPromotionDetail): boolean {
  const { state } = promotion.mine;
  if (state === 'PROCESS') return true;
  if (promotion.reward.type === 'RED_ENVELOPE') return promotion.rounds?.open !== null && state === 'ISSUED';
  return promotion.reward.type === 'RAFFLE' && state === 'JOINED';
}

export function usePromotion(id: string | null) {
  const { account } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...PROMOTIONS_ROOT, 'detail', account, i18n.language, id],
    queryFn: () => api<TPromotionDetail>(PROMOTION_PATHS.detail, { query: { id: id ?? '' } }),
    enabled: id !== null && /^\d{1,18}$/.test(id),
    retry: false,
    // The caller's own progress: read afresh whenever the page opens (back from a game, tickets and wagering moved).
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isLive(query.state.data) ? LIVE_PROGRESS_MS : false),
  });
}

export const BONUS_PAGE_SIZE = 10;

export function useBonuses(page: number) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...MEMBER_QUERY_ROOT, 'bonuses', token, i18n.language, page],
    queryFn: () =>
      api<{ list: TBonus[]; total: number; totalPages: number; bonusBalance: string }>(
        PROMOTION_PATHS.bonuses,
        {
          query: { page, pageSize: BONUS_PAGE_SIZE },
        },
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((bonus) => bonus.state === 'ACTIVE') ? LIVE_PROGRESS_MS : false,
  });
}

export function useRewards() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...MEMBER_QUERY_ROOT, 'rewards', token, i18n.language],
    queryFn: () => api<{ waiting: TReward[]; history: TReward[] }>(PROMOTION_PATHS.rewards),
    enabled: token !== null,
  });
}

/** The latest prize winners of promotions: public, refreshed now and then like the winner board. */
export function usePromotionWinners() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...PROMOTIONS_ROOT, 'winners', i18n.language],
    queryFn: () => api<{ list: TPromotionWinner[] }>(PROMOTION_PATHS.winners),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export const REFERRAL_PAGE_SIZE = 10;

/** Invite friends: the member's code, the programme running and their friends (decision 052). */
export function useReferrals(page: number) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...MEMBER_QUERY_ROOT, 'referrals', token, i18n.language, page],
    queryFn: () => api<TMyReferrals>(REFERRAL_PATHS.mine, { query: { page, pageSize: REFERRAL_PAGE_SIZE } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export type TPromotionAction = 'join' | 'requestReward' | 'claim' | 'grab';
export type TActionResult = { mine: TMyEntry; bonus: TBonus | null; paid: string | null };

/** Join, request the reward, or claim: then every promotion view, the member's lists and the balance are read again. */
export function usePromotionAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, entryId }: { action: TPromotionAction; id: string; entryId?: string }) =>
      api<TActionResult>(PROMOTION_PATHS[action], { body: entryId ? { id, entryId } : { id } }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: PROMOTIONS_ROOT }),
        client.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT }),
        client.invalidateQueries({ queryKey: ['home-notice'] }),
      ]);
    },
  });
}
