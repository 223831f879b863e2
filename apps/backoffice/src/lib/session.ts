import { BO_PATHS } from '@tala/contract/backoffice/paths';
import type { TStaffMe } from '@tala/contract/backoffice/staff';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export const ME_KEY = ['me'] as const;

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: () => api<TStaffMe>('GET', BO_PATHS.me), staleTime: 60_000 });
}

/** Whether the signed-in staff member may perform a role-restricted action (the server checks again). */
export function can(me: TStaffMe | undefined, action: string): boolean {
  return me?.actions.includes(action) ?? false;
}
