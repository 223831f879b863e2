import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** How far ahead of the viewport a deferred part starts loading. */
const AHEAD = '600px 0px';

/** Calls `run` once the page has loaded and the browser is idle (or after a few seconds at most). */
function whenPageSettled(run: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: 3000 })
        : window.setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * A lazily loaded part of a page that the first render does not need (below the fold, the footer): it
 * renders when its place comes near the viewport, or once the page has settled, whichever is first, so
 * it is in the page (for screen readers and in-page search too) a moment after the first render.
 * `placeholder` keeps its room meanwhile.
 */
export function Deferred({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [isShown, setIsShown] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isShown) return;
    const show = () => setIsShown(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: AHEAD,
    });
    if (anchor.current) observer.observe(anchor.current);
    const cancel = whenPageSettled(show);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [isShown]);
  if (!isShown) return <div ref={anchor}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
