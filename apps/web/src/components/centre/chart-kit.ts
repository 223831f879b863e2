import { useEffect, useRef, useState } from 'react';

/**
 * The charts the centres draw themselves (inline SVG, no chart library) draw at their box's real width,
 * so their text stays legible on a phone: this follows that width.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** An axis label: "P 1.2K", "-P 500" (the sign before the symbol, as amounts are written). */
export function compactMoney(value: number, language: string, symbol: string): string {
  const text = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(
    Math.abs(value),
  );
  return `${value < 0 ? '-' : ''}${symbol} ${text}`;
}
