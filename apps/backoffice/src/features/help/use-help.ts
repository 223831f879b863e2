import { boPath } from '@tala/contract/backoffice/paths';
import {
  HELP_BO_PATHS,
  type TBoHelpArticle,
  type TBoHelpMoveBody,
  type TBoHelpOverview,
} from '@tala/contract/help/help-staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The help editor's reads and writes (decision 056); every write refreshes the overview. */
export const HELP_KEY = ['help'] as const;

export function useHelpOverview() {
  return useQuery({
    queryKey: [...HELP_KEY, 'overview'],
    queryFn: () => api<TBoHelpOverview>('GET', HELP_BO_PATHS.overview),
  });
}

/** An article with its bodies, read fresh each time the editor opens (someone may have changed it). */
export function useHelpArticle(id: string | null) {
  return useQuery({
    queryKey: [...HELP_KEY, 'article', id],
    queryFn: () => api<TBoHelpArticle>('GET', boPath(HELP_BO_PATHS.article, { id: id ?? '' })),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useHelpMove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: TBoHelpMoveBody) => api('POST', HELP_BO_PATHS.move, move),
    onSuccess: () => client.invalidateQueries({ queryKey: HELP_KEY }),
  });
}

export function useHelpDelete() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'category' | 'article'; id: string }) =>
      api('DELETE', boPath(kind === 'category' ? HELP_BO_PATHS.category : HELP_BO_PATHS.article, { id })),
    onSuccess: () => client.invalidateQueries({ queryKey: HELP_KEY }),
  });
}
