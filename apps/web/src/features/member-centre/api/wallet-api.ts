import type { TBalance } from '@tala/contract/wallet/balance';
import type { TTransactionHistory } from '@tala/contract/wallet/history';
import type { TWalletTransferResult } from '@tala/contract/wallet/transfer';
import { WALLET_PATHS } from '@tala/contract/wallet/wallet-paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { WALLET_QUERY_ROOT } from '../../../lib/live-balance.ts';
import { balanceKey } from '../../../lib/member-queries.ts';
import { useSession } from '../../../lib/use-session.ts';

/** A money move answers with the new balances: the header and the wallet cards take them at once. */
function useBalanceMutation<TInput>(run: (input: TInput) => Promise<{ balance: TBalance }>) {
  const client = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => client.setQueryData(balanceKey(token), result.balance),
    onSettled: () => client.invalidateQueries({ queryKey: WALLET_QUERY_ROOT }),
  });
}

export type TTransferInput = { from: string; to: string; amount: string; idempotencyKey: string };

export function useWalletTransfer() {
  return useBalanceMutation((body: TTransferInput) =>
    api<TWalletTransferResult>(WALLET_PATHS.walletTransfer, { body }),
  );
}

export function useRecallAll() {
  return useBalanceMutation((idempotencyKey: string) =>
    api<TWalletTransferResult>(WALLET_PATHS.recallAll, { body: { idempotencyKey } }),
  );
}

export function useMerchantWallet() {
  return useQuery({
    queryKey: ['merchant-wallet'],
    queryFn: () => api<{ isSingle: boolean }>(WALLET_PATHS.merchantWallet),
    staleTime: 5 * 60_000,
  });
}

export function useTransferUpline() {
  return useBalanceMutation((body: { amount: string; paymentPassword: string; idempotencyKey: string }) =>
    api<TWalletTransferResult>(WALLET_PATHS.transferUpline, { body }),
  );
}

export type THistoryFilter = { type: string; from: string; to: string; page: number };
export const HISTORY_PAGE_SIZE = 10;

export function historyQuery(filter: THistoryFilter) {
  return {
    type: filter.type || undefined,
    from: filter.from,
    to: filter.to,
    page: filter.page,
    pageSize: HISTORY_PAGE_SIZE,
  };
}

export function useTransactionHistory(filter: THistoryFilter) {
  return useQuery({
    queryKey: [...WALLET_QUERY_ROOT, 'history', filter],
    queryFn: () => api<TTransactionHistory>(WALLET_PATHS.transactionHistory, { query: historyQuery(filter) }),
    placeholderData: keepPreviousData,
  });
}
