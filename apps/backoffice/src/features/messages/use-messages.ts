import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import type { TBoSettings } from '@tala/contract/backoffice/settings';
import { BO_VIP_PATHS, type TBoVipLadder } from '@tala/contract/loyalty/vip-staff';
import type { TMessageAudience, TMessageStatus } from '@tala/contract/messages/messages';
import {
  audienceNeedsUsername,
  BO_MESSAGE_PATHS,
  type TBoMessagePage,
} from '@tala/contract/messages/messages-staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, query } from '../../lib/api.ts';

/** Staff messages (decision 055): the list, the composer's audience preview, cancelling a scheduled one. */
export const MESSAGES_KEY = ['messages'] as const;
export const MESSAGE_PAGE_SIZE = 20;

export function useMessageList(page: number, status: TMessageStatus | '') {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'list', page, status],
    queryFn: () =>
      api<TBoMessagePage>(
        'GET',
        `${BO_MESSAGE_PATHS.messages}${query({ page, pageSize: MESSAGE_PAGE_SIZE, status: status || undefined })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** The value after it stopped changing for `ms`: the username is looked up once typing pauses. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * How many members the audience holds now; for one player or a team once a username is typed, for a VIP rank once a
 * rank is picked.
 */
export function useAudienceSize(audience: TMessageAudience, username: string, rankLevel: number | null) {
  const name = useSettled(username.trim(), 400);
  const needsName = audienceNeedsUsername(audience);
  const level = audience === 'VIP_RANK' ? rankLevel : null;
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'audience', audience, needsName ? name : '', level],
    queryFn: () =>
      api<{ size: number }>(
        'GET',
        `${BO_MESSAGE_PATHS.audienceSize}${query({ audience, username: needsName ? name : undefined, rankLevel: level })}`,
      ),
    enabled: needsName ? name.length > 0 : audience !== 'VIP_RANK' || level !== null,
    retry: false,
  });
}

/** The VIP ranks a message can be sent to (decision 057): the ladder's levels and names. */
export function useVipRankOptions() {
  return useQuery({
    queryKey: ['vip', 'ladder'],
    queryFn: () => api<TBoVipLadder>('GET', BO_VIP_PATHS.ladder),
    staleTime: 60_000,
  });
}

export function useCancelMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST', boPath(BO_MESSAGE_PATHS.cancel, { id }), {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}

/** The merchant's time zone: a scheduled time is typed and shown on the merchant's clock. */
export function useMerchantTimeZone(): string | undefined {
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: () => api<TBoSettings>('GET', BO_PATHS.settings),
    staleTime: 60_000,
  });
  return settings.data?.timeZone;
}
