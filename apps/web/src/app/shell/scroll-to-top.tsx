import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link to another page opens it at its top, as a page load would (declarative routes have no ScrollRestoration).
 * Back and forward (POP) keep the browser's own restoring; a change of query on the same page (a tab, a filter)
 * keeps the place the visitor is looking at.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new page (pathname), reads the navigation then
  useLayoutEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
