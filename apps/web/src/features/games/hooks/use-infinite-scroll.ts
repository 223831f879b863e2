import { INFINITE_SCROLL_THROTTLE_MS } from '@tala/contract/constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { throttle } from './throttle.ts';

/**
 * Infinite scroll (seed 000 §9: throttle 200 ms, distance 0): a sentinel after the last tile asks for
 * the next page when it enters the viewport. Visibility is state, so when a short page leaves the
 * sentinel on screen the next page is asked again as soon as the previous one has landed.
 */
export function useInfiniteScroll({
  hasMore,
  isLoading,
  onLoadMore,
}: {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
}): (node: HTMLElement | null) => void {
  const [visible, setVisible] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  const throttled = useMemo(() => throttle(() => latest.current(), INFINITE_SCROLL_THROTTLE_MS), []);
  useEffect(() => () => throttled.cancel(), [throttled]);
  useEffect(() => {
    if (visible && hasMore && !isLoading) throttled.run();
  }, [visible, hasMore, isLoading, throttled]);
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!node) return;
    observer.current = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false), {
      rootMargin: '0px',
    });
    observer.current.observe(node);
  }, []);
}
