import type { TMemberInfo } from '@tala/contract/member/info';
import { API_PATHS } from '@tala/contract/paths';
import type { TBalance } from '@tala/contract/wallet/balance';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useSession } from './use-session.ts';

/** Every member-scoped query lives under this root so logout can drop them all at once. */
export const MEMBER_QUERY_ROOT = ['member'] as const;
const BALANCE_REFRESH_MS = 30_000;

/** Keyed by token: a new login never sees the previous member's cached data. */
export function memberInfoKey(token: string | null) {
  return [...MEMBER_QUERY_ROOT, 'info', token] as const;
}
export function balanceKey(token: string | null) {
  return [...MEMBER_QUERY_ROOT, 'balance', token] as const;
}

export function fetchMemberInfo(): Promise<TMemberInfo> {
  return api<TMemberInfo>(API_PATHS.memberInfo);
}

/** Member info (GET /wps/member/info), only while logged in. */
export function useMemberInfo() {
  const { token } = useSession();
  return useQuery({ queryKey: memberInfoKey(token), queryFn: fetchMemberInfo, enabled: token !== null });
}

/** Wallet balance (sumBalance), refreshed every 30 s while logged in. */
export function useBalance() {
  const { token } = useSession();
  return useQuery({
    queryKey: balanceKey(token),
    queryFn: () => api<TBalance>(API_PATHS.balance),
    enabled: token !== null,
    refetchInterval: BALANCE_REFRESH_MS,
    staleTime: 10_000,
  });
}
