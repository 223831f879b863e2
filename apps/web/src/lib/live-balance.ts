import type { TBalance } from '@tala/contract/wallet/balance';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api-client.ts';
import { balanceKey, MEMBER_QUERY_ROOT } from './member-queries.ts';
import { applyUnreadEvent, unreadKey } from './unread-messages.ts';
import { useSession } from './use-session.ts';

/** The wallet event stream: a short-lived ticket (EventSource cannot send headers), then the stream. */
export const WALLET_EVENT_PATHS = {
  ticket: '/wps/v2/wallets/events/ticket',
  stream: '/wps/v2/wallets/events',
} as const;

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** Every query that shows wallet money lives under this key; balance events refresh them all. */
export const WALLET_QUERY_ROOT = [...MEMBER_QUERY_ROOT, 'wallet'] as const;

function isBalance(value: unknown): value is TBalance {
  return typeof value === 'object' && value !== null && typeof (value as TBalance).sumBalance === 'string';
}

/** A balance event either carries the new balance (written straight into the cache) or just says "changed". */
function applyEvent(client: QueryClient, token: string, data: string): void {
  let payload: unknown = null;
  try {
    payload = JSON.parse(data);
  } catch {
    // a bare "changed" ping: refetch below
  }
  const balance = isBalance(payload)
    ? payload
    : isBalance((payload as { balance?: unknown } | null)?.balance)
      ? (payload as { balance: TBalance }).balance
      : null;
  if (balance?.wallets) client.setQueryData(balanceKey(token), balance);
  else void client.invalidateQueries({ queryKey: balanceKey(token) });
  void client.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
}

/**
 * Keeps the header balance live (issue 3 §1): asks for a ticket, opens the wallet event stream and
 * moves the TanStack balance cache on every posting, and the unread message count on every message. Reconnects with exponential backoff (1 s → 30 s)
 * and refetches after a reconnect so nothing missed in between stays stale. Mount once per session.
 */
export function useLiveBalance(): void {
  const { token, isLoggedIn } = useSession();
  const client = useQueryClient();
  useEffect(() => {
    if (!isLoggedIn || !token) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;
    let stopped = false;
    const retry = () => {
      source?.close();
      if (stopped) return;
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    };
    async function connect() {
      try {
        const { ticket } = await api<{ ticket: string }>(WALLET_EVENT_PATHS.ticket, {
          method: 'POST',
          body: {},
        });
        if (stopped) return;
        source = new EventSource(`${WALLET_EVENT_PATHS.stream}?ticket=${encodeURIComponent(ticket)}`);
        source.onopen = () => {
          delay = FIRST_RETRY_MS;
          void client.invalidateQueries({ queryKey: balanceKey(token) });
          void client.invalidateQueries({ queryKey: unreadKey(token) });
        };
        const onEvent = (event: MessageEvent<string>) => applyEvent(client, token as string, event.data);
        source.onmessage = onEvent;
        source.addEventListener('balance', onEvent);
        // The same stream carries the unread message count (decision 055).
        source.addEventListener('messages', (event: MessageEvent<string>) =>
          applyUnreadEvent(client, token as string, event.data),
        );
        source.onerror = retry;
      } catch {
        retry();
      }
    }
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [isLoggedIn, token, client]);
}
