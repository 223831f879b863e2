import type { TDepositChannel, TDepositCreated } from '@tala/contract/payments/deposit';
import { PAYMENT_PATHS } from '@tala/contract/payments/paths';
import type { TWithdrawal, TWithdrawReadiness, TWithdrawSettings } from '@tala/contract/payments/withdraw';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { WALLET_QUERY_ROOT } from '../../../lib/live-balance.ts';
import { MEMBER_QUERY_ROOT } from '../../../lib/member-queries.ts';
import { centreKeys, withId } from './member-centre-keys.ts';

export type { TWithdrawSettings };
export type TPage<T> = { list: T[]; page: number; pageSize: number; total: number; totalPages: number };

/** Per language: channel names are written by staff in each language (decision 020). */
export function useDepositChannels() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...centreKeys.depositChannels, i18n.language],
    queryFn: () => api<{ channels: TDepositChannel[] }>(PAYMENT_PATHS.depositChannels),
  });
}

/** Everything money-bearing (balance, wallets, lists) is refetched after a money call. */
function useMoneyMutation<TInput, TOutput>(run: (input: TInput) => Promise<TOutput>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
      void client.invalidateQueries({ queryKey: [...MEMBER_QUERY_ROOT, 'balance'] });
    },
  });
}

export function useCreateDeposit() {
  return useMoneyMutation((body: { channelCode: string; amount: string; idempotencyKey: string }) =>
    api<TDepositCreated>(PAYMENT_PATHS.deposit, { body }),
  );
}

export function uploadDepositReceipt(depositId: string, file: File) {
  const form = new FormData();
  form.set('file', file);
  return api<unknown>(withId(PAYMENT_PATHS.depositReceipt, depositId), { multipart: form });
}

export function useWithdrawSettings() {
  return useQuery({
    queryKey: centreKeys.withdrawSettings,
    queryFn: () => api<TWithdrawSettings>(PAYMENT_PATHS.withdrawSettings),
  });
}

/** The withdrawal checklist: what is set up and what else a request needs (one server answer). */
export function useWithdrawReadiness() {
  return useQuery({
    queryKey: centreKeys.withdrawReadiness,
    queryFn: () => api<TWithdrawReadiness>(PAYMENT_PATHS.withdrawReadiness),
  });
}

export function useWithdrawals(page: number) {
  return useQuery({
    queryKey: centreKeys.withdrawals(page),
    queryFn: () => api<TPage<TWithdrawal>>(PAYMENT_PATHS.withdrawals, { query: { page, pageSize: 5 } }),
    placeholderData: (previous) => previous,
  });
}

export type TWithdrawInput = {
  bankAccountId: string;
  channelCode: string;
  amount: string;
  paymentPassword: string;
  idempotencyKey: string;
};

export function useWithdraw() {
  return useMoneyMutation((body: TWithdrawInput) => api<TWithdrawal>(PAYMENT_PATHS.withdraw, { body }));
}

export function useConfirmReceived() {
  return useMoneyMutation((id: string) =>
    api<TWithdrawal>(withId(PAYMENT_PATHS.withdrawalReceived, id), { method: 'POST', body: {} }),
  );
}

export function useReportNotReceived() {
  return useMoneyMutation(({ id, file, remark }: { id: string; file: File; remark: string }) => {
    const form = new FormData();
    form.set('file', file);
    if (remark) form.set('remark', remark);
    return api<TWithdrawal>(withId(PAYMENT_PATHS.withdrawalNotReceived, id), { multipart: form });
  });
}
