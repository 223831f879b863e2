import { boPath } from '@tala/contract/backoffice/paths';
import {
  BO_POINTS_PATHS,
  type TBoReward,
  type TBoRewardBody,
  type ZBoRedemptionPage,
} from '@tala/contract/backoffice/points';
import type { TPointsRates, TRedeemStatus } from '@tala/contract/loyalty/points';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, query } from '../../lib/api.ts';

const REWARDS_KEY = ['points', 'rewards'] as const;
const REDEMPTIONS_KEY = ['points', 'redemptions'] as const;
const RATES_KEY = ['points', 'rates'] as const;

const withId = (path: string, id: string) => boPath(path, { id });

export function useRewards() {
  return useQuery({
    queryKey: REWARDS_KEY,
    queryFn: () => api<{ list: TBoReward[] }>('GET', BO_POINTS_PATHS.rewards),
  });
}

/** Create (id null) or replace a reward; the list (and its redeemed counts) is read again after. */
export function useSaveReward(id: string | null) {
  const queryClient = useQueryClient();
  return {
    save: (body: TBoRewardBody) =>
      id === null
        ? api<{ id: string }>('POST', BO_POINTS_PATHS.rewards, body)
        : api<{ id: string }>('PUT', withId(BO_POINTS_PATHS.reward, id), body),
    refresh: () => queryClient.invalidateQueries({ queryKey: REWARDS_KEY }),
  };
}

export function useRedemptions(status: TRedeemStatus | '', page: number) {
  return useQuery({
    queryKey: [...REDEMPTIONS_KEY, status, page],
    queryFn: () =>
      api<z.infer<typeof ZBoRedemptionPage>>(
        'GET',
        `${BO_POINTS_PATHS.redemptions}${query({ status, page, pageSize: 20 })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Approve (no reason) or reject (with the reason the player reads); both refresh the queue and the stock. */
export function useDecideRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      reason === undefined
        ? api('POST', withId(BO_POINTS_PATHS.redemptionApprove, id))
        : api('POST', withId(BO_POINTS_PATHS.redemptionReject, id), { reason }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: REDEMPTIONS_KEY });
      await queryClient.invalidateQueries({ queryKey: REWARDS_KEY });
    },
  });
}

export function useRates() {
  return useQuery({
    queryKey: RATES_KEY,
    queryFn: () => api<TPointsRates>('GET', BO_POINTS_PATHS.rates),
  });
}

export function useSaveRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rates: TPointsRates) => api<TPointsRates>('PUT', BO_POINTS_PATHS.rates, rates),
    onSuccess: (saved) => queryClient.setQueryData(RATES_KEY, saved),
  });
}

export type TAdjustResult = { username: string; points: string; balance: string };

export function useAdjustPoints() {
  return useMutation({
    mutationFn: (body: { username: string; points: string; reason: string; requestId: string }) =>
      api<TAdjustResult>('POST', BO_POINTS_PATHS.adjust, body),
  });
}
