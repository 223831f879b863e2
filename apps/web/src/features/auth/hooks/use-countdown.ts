import { useCallback, useEffect, useState } from 'react';

/**
 * A resend countdown in whole seconds. It runs to an absolute deadline so a background tab that
 * skips timer ticks still shows the right number when it comes back.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const startFor = useCallback((seconds: number) => {
    setNow(Date.now());
    setDeadline(Date.now() + seconds * 1000);
  }, []);
  const startUntil = useCallback((timestampMs: number) => {
    setNow(Date.now());
    setDeadline(timestampMs);
  }, []);
  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, startFor, startUntil };
}
