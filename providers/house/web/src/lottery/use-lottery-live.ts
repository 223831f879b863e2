import { useEffect, useRef, useState } from 'react';
import type { TLiveEvent } from '../../../src/service/api/lottery-live-contract.ts';
import { connectLotteryLive, type TLiveStatus } from './lottery-live.ts';

/**
 * The page's one live stream, open while the page is: every event goes to `onEvent` (the latest one the
 * page passed: no reconnect when it changes), a reopened stream to `onReconnected`.
 */
export function useLotteryLive(handlers: {
  onEvent: (event: TLiveEvent) => void;
  onReconnected: () => void;
}): TLiveStatus {
  const [status, setStatus] = useState<TLiveStatus>('connecting');
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    // A browser without EventSource reads the board on the clock, as before the stream existed.
    if (typeof EventSource === 'undefined') {
      setStatus('polling');
      return;
    }
    const live = connectLotteryLive({
      onEvent: (event) => latest.current.onEvent(event),
      onReconnected: () => latest.current.onReconnected(),
      onStatus: setStatus,
    });
    return () => live.close();
  }, []);
  return status;
}
