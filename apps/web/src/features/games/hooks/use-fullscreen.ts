import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Full screen for one element (the game stage), following the browser's own exits (Esc). */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [isFullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const sync = () =>
      setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen?.().catch(() => null);
  }, [target]);
  return { isFullscreen, toggle, isSupported: typeof document !== 'undefined' && document.fullscreenEnabled };
}
