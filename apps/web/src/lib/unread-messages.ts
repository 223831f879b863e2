import { MESSAGE_PATHS, type TUnreadCount, ZUnreadEvent } from '@tala/contract/messages/messages';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { MEMBER_QUERY_ROOT, memberInfoKey } from './member-queries.ts';
import { useSession } from './use-session.ts';
import { VIP_MEMBER_ROOT } from './vip-queries.ts';

/**
 * The unread message count (seed 001 §3 "a separate number", §7 CSP_unreadCount; decision 055): the header badge and
 * the member centre's platform-information entry read it. The wallet event stream writes each new count straight
 * into this cache (`event: messages`), so it moves live; the slow refetch only covers a stream that is down.
 */
export const MESSAGES_QUERY_ROOT = [...MEMBER_QUERY_ROOT, 'messages'] as const;
const FALLBACK_REFRESH_MS = 120_000;

export function unreadKey(token: string | null) {
  return [...MESSAGES_QUERY_ROOT, 'unread', token] as const;
}

export function useUnreadCount(): number {
  const { token, isLoggedIn } = useSession();
  const query = useQuery({
    queryKey: unreadKey(token),
    queryFn: () => api<TUnreadCount>(MESSAGE_PATHS.unreadCount),
    enabled: isLoggedIn,
    refetchInterval: FALLBACK_REFRESH_MS,
    staleTime: 30_000,
  });
  return query.data?.count ?? 0;
}

/** A live count from the stream: the badge moves at once, and an open inbox reads its list again. */
export function applyUnreadEvent(client: QueryClient, token: string, data: string): void {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(data);
  } catch {
    // not a count: refetch below
  }
  const event = ZUnreadEvent.safeParse(parsed);
  const key = unreadKey(token);
  const before = client.getQueryData<TUnreadCount>(key)?.count;
  if (event.success) client.setQueryData(key, event.data);
  else void client.invalidateQueries({ queryKey: key });
  if (!event.success || before !== event.data.count) {
    void client.invalidateQueries({ queryKey: [...MESSAGES_QUERY_ROOT, 'inbox'] });
  }
  // A new message may be a rank up (decision 057): the club label and the rank are read again with it.
  if (event.success && before !== undefined && event.data.count > before) {
    void client.invalidateQueries({ queryKey: memberInfoKey(token) });
    void client.invalidateQueries({ queryKey: VIP_MEMBER_ROOT });
  }
}
