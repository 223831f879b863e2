import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../api/member-centre-keys.ts';

/**
 * One idempotency key per intended operation: the same key is sent again when the player retries a
 * submit that failed on the network, a new one after a success or when the request changes.
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
