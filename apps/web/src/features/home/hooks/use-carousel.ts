import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

const AUTOPLAY_MS = 6000;
const SWIPE_MIN_PX = 40;

/** Slide index with autoplay (paused while hovered or focused) and pointer swipe on touch screens. */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const startX = useRef<number | null>(null);
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, count]);
  const swipe = {
    onPointerDown: (e: PointerEvent) => {
      startX.current = e.clientX;
    },
    onPointerUp: (e: PointerEvent) => {
      if (startX.current === null) return;
      const dx = e.clientX - startX.current;
      startX.current = null;
      if (Math.abs(dx) >= SWIPE_MIN_PX) go(index + (dx < 0 ? 1 : -1));
    },
  };
  const pause = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
  return { index: Math.min(index, Math.max(0, count - 1)), go, swipe, pause };
}
