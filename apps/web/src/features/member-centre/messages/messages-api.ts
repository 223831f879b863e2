import {
  MESSAGE_PATHS,
  type TInboxFilter,
  type TInboxMessageDetail,
  type TInboxPage,
  type TUnreadCount,
} from '@tala/contract/messages/messages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { MESSAGES_QUERY_ROOT, unreadKey } from '../../../lib/unread-messages.ts';
import { useSession } from '../../../lib/use-session.ts';
import { withId } from '../api/member-centre-keys.ts';

/**
 * The inbox of "platform information" (messageV2, decision 055). Keyed by language: a system message is rendered in
 * the reader's language by the server, so a language switch reads it again. A live count change (wallet stream)
 * refreshes the list through MESSAGES_QUERY_ROOT.
 */
export const INBOX_PAGE_SIZE = 8;
const inboxRoot = [...MESSAGES_QUERY_ROOT, 'inbox'] as const;

export function useInbox(page: number, filter: TInboxFilter) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...inboxRoot, 'list', i18n.language, filter, page],
    queryFn: () =>
      api<TInboxPage>(MESSAGE_PATHS.list, { query: { page, pageSize: INBOX_PAGE_SIZE, filter } }),
    placeholderData: keepPreviousData,
  });
}

/** Opening reads the message: the list and the badge follow (the stream says so too, this is for at once). */
export function useMessage(id: string | null) {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const { token } = useSession();
  return useQuery({
    queryKey: [...inboxRoot, 'detail', i18n.language, id],
    queryFn: async () => {
      const message = await api<TInboxMessageDetail>(withId(MESSAGE_PATHS.message, id ?? ''));
      void client.invalidateQueries({ queryKey: [...inboxRoot, 'list'] });
      void client.invalidateQueries({ queryKey: unreadKey(token) });
      return message;
    },
    enabled: id !== null,
    retry: false,
    staleTime: 60_000,
  });
}

function useInboxChange<T>(mutationFn: (arg: T) => Promise<unknown>) {
  const client = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...inboxRoot, 'list'] }),
        client.invalidateQueries({ queryKey: unreadKey(token) }),
      ]),
  });
}

export function useDeleteMessage() {
  return useInboxChange((id: string) => api<null>(withId(MESSAGE_PATHS.message, id), { method: 'DELETE' }));
}

export function useReadAll() {
  return useInboxChange(() => api<TUnreadCount>(MESSAGE_PATHS.readAll, { method: 'POST', body: {} }));
}
