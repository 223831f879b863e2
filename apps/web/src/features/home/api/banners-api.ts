import type { TBannerGroup } from '@tala/contract/constants';
import type { TBanner } from '@tala/contract/notices/announcements';
import { API_PATHS } from '@tala/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';

export function useBanners(group: TBannerGroup) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['banners', group, i18n.language],
    queryFn: () => api<TBanner[]>(API_PATHS.banners, { query: { group } }),
    staleTime: 5 * 60_000,
  });
}
