import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** How far ahead of the viewport a deferred part starts loading. */
const AHEAD = '600px 0px';

/** The longest a deferred part waits for the first screen's queries (a page may poll, or retry a failure). */
const QUERIES_WAIT_MS = 4000;

/**
 * Calls `run` once the first screen has settled: the page has loaded, no query is in flight (the first
 * screen's data, and what it pulled in, such as a popup notice's dialog, are in) and the browser is idle
 * — or a few seconds later at most. What waits for this does not compete for a phone's network and main
 * thread with what the visitor looks at first. Returns a cancel function.
 */
export function whenFirstScreenSettled(client: QueryClient, run: () => void): () => void {
  let idle: number | undefined;
  let unsubscribe: (() => void) | undefined;
  let giveUp: number | undefined;
  const stopWaiting = () => {
    unsubscribe?.();
    window.clearTimeout(giveUp);
    window.removeEventListener('load', waitForQueries);
  };
  const whenIdle = () => {
    if (idle !== undefined) return;
    stopWaiting();
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: 3000 })
        : window.setTimeout(run, 1000);
  };
  function waitForQueries() {
    if (client.isFetching() === 0) return whenIdle();
    unsubscribe = client.getQueryCache().subscribe(() => client.isFetching() === 0 && whenIdle());
    giveUp = window.setTimeout(whenIdle, QUERIES_WAIT_MS);
  }
  if (document.readyState === 'complete') waitForQueries();
  else window.addEventListener('load', waitForQueries, { once: true });
  return () => {
    stopWaiting();
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * A lazily loaded part of a page that the first render does not need (below the fold, the footer): it
 * renders when its place comes near the viewport, or once the first screen has settled, whichever is first, so
 * it is in the page (for screen readers and in-page search too) a moment after the first render.
 * `placeholder` keeps its room meanwhile.
 */
export function Deferred({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [isShown, setIsShown] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const client = useQueryClient();
  useEffect(() => {
    if (isShown) return;
    const show = () => setIsShown(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: AHEAD,
    });
    if (anchor.current) observer.observe(anchor.current);
    const cancel = whenFirstScreenSettled(client, show);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [isShown, client]);
  if (!isShown) return <div ref={anchor}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
