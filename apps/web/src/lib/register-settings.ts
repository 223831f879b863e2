import { API_PATHS } from '@tala/contract/paths';
import type { TRegisterSettings } from '@tala/contract/system/register-settings';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * Per-field registration rules (GET /wps/system/setting/register); they change rarely. Registration, the
 * password forms and an agent creating an account under itself read the same rules.
 */
export function useRegisterSettings(enabled = true) {
  return useQuery({
    queryKey: ['register-settings'],
    queryFn: () => api<TRegisterSettings>(API_PATHS.registerSettings),
    staleTime: 5 * 60_000,
    enabled,
  });
}
