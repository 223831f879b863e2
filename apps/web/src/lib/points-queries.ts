import {
  POINTS_PATHS,
  type TConvertBody,
  type TPointsRewardList,
  type TPointsSummary,
  type TPointsTransaction,
  type TPointsType,
  type TRedeemBody,
  type TRedemption,
} from '@tala/contract/loyalty/points';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './api-client.ts';
import { MEMBER_QUERY_ROOT } from './member-queries.ts';
import { useSession } from './use-session.ts';

/**
 * The points mall (issue 14 §1, decision 054): the member's points, the rewards, their redemptions and points
 * details. Keyed under the member's queries, so a sign-out or a balance change reads them again; a redemption or a
 * conversion refreshes all of them and the money balance.
 */
const POINTS_ROOT = [...MEMBER_QUERY_ROOT, 'points'] as const;
type TPage<T> = { list: T[]; page: number; pageSize: number; total: number; totalPages: number };
export const POINTS_PAGE_SIZE = 10;

export function usePointsSummary() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...POINTS_ROOT, 'summary', token],
    queryFn: () => api<TPointsSummary>(POINTS_PATHS.summary),
    enabled: token !== null,
    // Points arrive a few seconds after a round closes (the points feed): the open mall keeps up.
    refetchInterval: 15_000,
  });
}

export function useRewards() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...POINTS_ROOT, 'rewards', token, i18n.language],
    queryFn: () => api<TPointsRewardList>(POINTS_PATHS.rewards),
    enabled: token !== null,
  });
}

export function useRedemptions(page: number) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...POINTS_ROOT, 'redemptions', token, i18n.language, page],
    queryFn: () =>
      api<TPage<TRedemption>>(POINTS_PATHS.redemptions, { query: { page, pageSize: POINTS_PAGE_SIZE } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePointsTransactions(page: number, type: TPointsType | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...POINTS_ROOT, 'transactions', token, page, type],
    queryFn: () =>
      api<TPage<TPointsTransaction>>(POINTS_PATHS.transactions, {
        query: { page, pageSize: POINTS_PAGE_SIZE, type: type ?? undefined },
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

function useRefreshAfterSpend() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT });
}

export function useRedeem() {
  const refresh = useRefreshAfterSpend();
  return useMutation({
    mutationFn: (body: TRedeemBody) =>
      api<{ redemption: TRedemption; balance: string }>(POINTS_PATHS.redeem, { body }),
    onSettled: refresh,
  });
}

export function useConvertPoints() {
  const refresh = useRefreshAfterSpend();
  return useMutation({
    mutationFn: (body: TConvertBody) =>
      api<{ points: string; cash: string; balance: string }>(POINTS_PATHS.convert, { body }),
    onSettled: refresh,
  });
}

/** A fresh key for one redemption or conversion attempt: a retry of the same attempt reuses it. */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
