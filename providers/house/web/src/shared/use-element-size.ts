import { type RefCallback, useCallback, useRef, useState } from 'react';

/** Tracks an element's content size: games size their reels, table and canvas to the space they get. */
export function useElementSize<T extends HTMLElement>(): [RefCallback<T>, { width: number; height: number }] {
  const [size, setSize] = useState({ width: 0, height: 0 });
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback<RefCallback<T>>((element) => {
    observer.current?.disconnect();
    observer.current = null;
    if (element === null) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      setSize((old) =>
        old.width === Math.round(rect.width) && old.height === Math.round(rect.height)
          ? old
          : { width: Math.round(rect.width), height: Math.round(rect.height) },
      );
    };
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    measure();
  }, []);
  return [ref, size];
}
