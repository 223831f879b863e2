import { useEffect, useState } from 'react';

/** The time now, again every `everyMs` (a countdown's tick), stopped when the component goes. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const MINUTE_MS = 60_000;

/** Whole days, hours and minutes until `target` (zero once it has passed). */
export function timeLeft(target: number, now: number): { d: number; h: number; m: number } {
  const minutes = Math.max(0, Math.ceil((target - now) / MINUTE_MS));
  return { d: Math.floor(minutes / 1440), h: Math.floor((minutes % 1440) / 60), m: minutes % 60 };
}
