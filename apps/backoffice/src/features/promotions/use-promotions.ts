import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import type { TBoPromotion } from '@tala/contract/backoffice/promotions';
import type { TBoSettings } from '@tala/contract/backoffice/settings';
import type { TPromotionStatus } from '@tala/contract/promotions/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const PROMOTIONS_KEY = ['promotions'] as const;

export function usePromotionList() {
  return useQuery({
    queryKey: PROMOTIONS_KEY,
    queryFn: () => api<{ list: TBoPromotion[] }>('GET', BO_PATHS.promotions),
  });
}

/** The merchant's clock and currency: a promotion's period is entered and shown on that clock. */
export function useMerchantFacts() {
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: () => api<TBoSettings>('GET', BO_PATHS.settings),
    staleTime: 60_000,
  });
  return { timeZone: settings.data?.timeZone, currency: settings.data?.currency ?? '' };
}

/** Publish, pause or return to draft. */
export function usePromotionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TPromotionStatus }) =>
      api('POST', boPath(BO_PATHS.promotionStatus, { id }), { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}
