import type { TAnnouncementType } from '@tala/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session.ts';
import { fetchAnnouncements, fetchHomeNotice } from '../api/notices-api.ts';

/**
 * Home notice (marquee, popup, promotion). Keyed by who is signed in, so it is fetched again when the
 * login state changes (seed 001 §4) and one member never gets another's popups (the server leaves out
 * those a member has seen, decision 028), and by language because notices are per language.
 */
export function homeNoticeQuery(account: string | null, language: string) {
  return queryOptions({
    queryKey: ['home-notice', account, language],
    queryFn: fetchHomeNotice,
    staleTime: 5 * 60_000,
  });
}

export function useHomeNotice() {
  const { account } = useSession();
  const { i18n } = useTranslation();
  return useQuery(homeNoticeQuery(account, i18n.language));
}

export function useAnnouncements(types: TAnnouncementType[], page: number, pageSize: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['announcements', types.join(','), page, pageSize, i18n.language],
    queryFn: () => fetchAnnouncements(types, page, pageSize),
    placeholderData: keepPreviousData,
  });
}
