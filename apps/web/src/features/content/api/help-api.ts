import type { THelpArticle, THelpCentre, THelpSearchResults } from '@tala/contract/help/help-centre';
import { HELP_LIMITS, HELP_PATHS } from '@tala/contract/help/help-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';

/**
 * The help centre's reads (decision 056), keyed by language: the server answers in the reader's language with the
 * merchant's fallback, so a language switch reads again. Articles change rarely; a few minutes of cache is fine.
 */
const HELP_ROOT = ['help'] as const;
const STALE_MS = 5 * 60_000;

export function useHelpCentre() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...HELP_ROOT, 'centre', i18n.language],
    queryFn: () => api<THelpCentre>(HELP_PATHS.centre),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useHelpArticle(slug: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...HELP_ROOT, 'article', i18n.language, slug],
    queryFn: () => api<THelpArticle>(HELP_PATHS.article, { query: { slug: slug ?? '' } }),
    enabled: slug !== null,
    staleTime: STALE_MS,
    retry: false,
  });
}

/** Searches only words long enough to be worth asking about (the server refuses shorter ones). */
export function isSearchable(words: string): boolean {
  const length = [...words.trim()].length;
  return length >= HELP_LIMITS.queryMin && length <= HELP_LIMITS.queryMax;
}

export function useHelpSearch(words: string | null) {
  const { i18n } = useTranslation();
  const q = words?.trim() ?? '';
  return useQuery({
    queryKey: [...HELP_ROOT, 'search', i18n.language, q],
    queryFn: () => api<THelpSearchResults>(HELP_PATHS.search, { query: { q } }),
    enabled: isSearchable(q),
    staleTime: STALE_MS,
    retry: false,
  });
}
