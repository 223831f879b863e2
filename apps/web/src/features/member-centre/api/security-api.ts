import type { TBank, TBankAccount } from '@tala/contract/security/bank-accounts';
import { SECURITY_PATHS } from '@tala/contract/security/paths';
import type { TProfile, TProfileUpdate } from '@tala/contract/security/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { centreKeys, withId } from './member-centre-keys.ts';

export type TSecurityOverview = {
  mobile: string | null;
  email: string | null;
  hasRealName: boolean;
  hasWithdrawPassword: boolean;
  bankAccountCount: number;
};

export function useSecurityOverview() {
  return useQuery({
    queryKey: centreKeys.overview,
    queryFn: () => api<TSecurityOverview>(SECURITY_PATHS.overview),
  });
}

export function useProfile() {
  return useQuery({ queryKey: centreKeys.profile, queryFn: () => api<TProfile>(SECURITY_PATHS.profile) });
}

export function useBankAccounts() {
  return useQuery({
    queryKey: centreKeys.bankAccounts,
    queryFn: () => api<{ list: TBankAccount[]; max: number }>(SECURITY_PATHS.bankAccounts),
  });
}

export function useBankNames(enabled: boolean) {
  return useQuery({
    queryKey: centreKeys.bankNames,
    queryFn: () => api<{ banks: TBank[] }>(SECURITY_PATHS.bankNames),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** A security mutation that refreshes everything the security centre (and withdrawal setup) shows. */
function useSecurityMutation<TInput, TOutput>(run: (input: TInput) => Promise<TOutput>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: centreKeys.security });
      // The withdrawal screen reads "has a withdrawal password / real name" from its settings, and its
      // checklist from the readiness call.
      void client.invalidateQueries({ queryKey: centreKeys.withdrawSettings });
      void client.invalidateQueries({ queryKey: centreKeys.withdrawReadiness });
    },
  });
}

export function useUpdateProfile() {
  return useSecurityMutation((body: TProfileUpdate) =>
    api<TProfile>(SECURITY_PATHS.profile, { method: 'PUT', body }),
  );
}

export function useAddBankAccount() {
  return useSecurityMutation((body: { bankCode: string; accountNumber: string }) =>
    api<TBankAccount>(SECURITY_PATHS.bankAccounts, { method: 'POST', body }),
  );
}

export function useRemoveBankAccount() {
  return useSecurityMutation((id: string) =>
    api<unknown>(withId(SECURITY_PATHS.bankAccountById, id), { method: 'DELETE' }),
  );
}

export type TWithdrawPasswordInput = { oldPassword?: string; password: string; confirmPassword: string };

/** POST sets the first withdrawal password; PUT changes it with the old one. */
export function useSaveWithdrawPassword(hasOne: boolean) {
  return useSecurityMutation((body: TWithdrawPasswordInput) =>
    api<unknown>(SECURITY_PATHS.withdrawPassword, { method: hasOne ? 'PUT' : 'POST', body }),
  );
}

export type TBindKind = 'mobile' | 'email';
export type TBindTarget = { countryDialingCode?: string; mobileNum?: string; email?: string };

export function sendBindCode(kind: TBindKind, target: TBindTarget) {
  const path = kind === 'mobile' ? SECURITY_PATHS.bindMobileCode : SECURITY_PATHS.bindEmailCode;
  return api<{ expiredMinutes: number }>(path, { method: 'POST', body: target });
}

export function useBindContact(kind: TBindKind) {
  const path = kind === 'mobile' ? SECURITY_PATHS.bindMobile : SECURITY_PATHS.bindEmail;
  return useSecurityMutation((body: TBindTarget & { code: string }) =>
    api<{ masked: string }>(path, { method: 'POST', body }),
  );
}
