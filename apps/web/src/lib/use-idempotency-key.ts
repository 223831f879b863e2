import { useCallback, useRef } from 'react';

/**
 * One idempotency key per intended operation: the same key is sent again when the player retries a
 * submit that failed on the network, a new one after a success or when the request changes. Shared by
 * every money move a member or an agent sends (transfers, withdrawals, deposits).
 */
export function useIdempotencyKey(): { key: () => string; renew: () => void } {
  const ref = useRef<string | null>(null);
  const key = useCallback(() => {
    ref.current ??= newIdempotencyKey();
    return ref.current;
  }, []);
  const renew = useCallback(() => {
    ref.current = null;
  }, []);
  return { key, renew };
}

/** A fresh key for one submit: a double-click or a retry of the same submit reuses it. */
function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
