import type { TBannerGroup } from '@tala/contract/constants';
import type { TBanner } from '@tala/contract/notices/announcements';
import { API_PATHS } from '@tala/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';

export function bannersQuery(group: TBannerGroup, language: string) {
  return queryOptions({
    queryKey: ['banners', group, language],
    queryFn: () => api<TBanner[]>(API_PATHS.banners, { query: { group } }),
    staleTime: 5 * 60_000,
  });
}

export function useBanners(group: TBannerGroup) {
  const { i18n } = useTranslation();
  return useQuery(bannersQuery(group, i18n.language));
}
