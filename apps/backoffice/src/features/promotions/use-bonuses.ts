import type {
  TBoBonusCancel,
  TBoBonusCancelPage,
  TBoBonusPage,
  TBonusCancelStatus,
  TPromotionReport,
} from '@tala/contract/backoffice/bonuses';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import type { TBonusState } from '@tala/contract/promotions/promotions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, query } from '../../lib/api.ts';

/** Players' bonuses, their cancellation by staff and the promotions' cost report (decision 051). */

/** Badge tones of a bonus's state. */
export const BONUS_STATE_TONE = { ACTIVE: 'info', RELEASED: 'success', FORFEITED: 'danger' } as const;

const BONUSES_KEY = ['bonuses'] as const;
const PAGE_SIZE = 20;

/** A player's bonuses (exact username, any case), or the merchant's latest without one. */
export function useBonuses(username: string, state: TBonusState | '', page: number) {
  return useQuery({
    queryKey: [...BONUSES_KEY, 'list', username, state, page],
    queryFn: () =>
      api<TBoBonusPage>('GET', `${BO_PATHS.bonuses}${query({ username, state, page, pageSize: PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useBonusCancels(status: TBonusCancelStatus | '') {
  return useQuery({
    queryKey: [...BONUSES_KEY, 'cancels', status],
    queryFn: () =>
      api<TBoBonusCancelPage>('GET', `${BO_PATHS.bonusCancels}${query({ status, pageSize: 50 })}`),
  });
}

/** A cancellation changes the bonus, its list and the waiting requests: every bonuses query is refetched. */
function useBonusChange<TInput>(call: (input: TInput) => Promise<TBoBonusCancel>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BONUSES_KEY }),
  });
}

export function useCancelBonus() {
  return useBonusChange(({ bonusId, reason }: { bonusId: string; reason: string }) =>
    api<TBoBonusCancel>('POST', boPath(BO_PATHS.bonusCancel, { id: bonusId }), { reason }),
  );
}

export function useDecideBonusCancel() {
  return useBonusChange(({ id, approve, note }: { id: string; approve: boolean; note: string }) =>
    api<TBoBonusCancel>(
      'POST',
      boPath(approve ? BO_PATHS.bonusCancelApprove : BO_PATHS.bonusCancelReject, { id }),
      { note },
    ),
  );
}

export function usePromotionReport(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...BONUSES_KEY, 'report', range?.from, range?.to],
    queryFn: () => api<TPromotionReport>('GET', `${BO_PATHS.promotionReport}${query(range ?? {})}`),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
