import { BO_PATHS } from '@tala/contract/backoffice/paths';
import type { TBoSettings } from '@tala/contract/backoffice/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export function useSettings() {
  return useQuery({ queryKey: ['settings'], queryFn: () => api<TBoSettings>('GET', BO_PATHS.settings) });
}

/** A PUT to one settings section; the answer is the whole saved document, which replaces the cache. */
export function useSaveSettings<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api<TBoSettings>('PUT', path, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(['settings'], saved);
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
