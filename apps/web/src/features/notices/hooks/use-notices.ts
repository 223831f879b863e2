import type { TAnnouncementType } from '@tala/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session.ts';
import { fetchAnnouncements, fetchHomeNotice } from '../api/notices-api.ts';

/**
 * Home notice (marquee, popup, promotion). Keyed by login state so it is fetched again when the
 * visitor logs in or out (seed 000 §4), and by language because notices are per language.
 */
export function homeNoticeQuery(isLoggedIn: boolean, language: string) {
  return queryOptions({
    queryKey: ['home-notice', isLoggedIn, language],
    queryFn: fetchHomeNotice,
    staleTime: 5 * 60_000,
  });
}

export function useHomeNotice() {
  const { isLoggedIn } = useSession();
  const { i18n } = useTranslation();
  return useQuery(homeNoticeQuery(isLoggedIn, i18n.language));
}

export function useAnnouncements(types: TAnnouncementType[], page: number, pageSize: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['announcements', types.join(','), page, pageSize, i18n.language],
    queryFn: () => fetchAnnouncements(types, page, pageSize),
    placeholderData: keepPreviousData,
  });
}
