import { useCallback, useEffect, useState } from 'react';

const MIN_HEIGHT_PX = 420;

/**
 * The game takes the rest of the viewport below the site header, whatever the header's height on this
 * screen (one row on phones, two with the category bar on desktop).
 */
export function useStageHeight(): { ref: (node: HTMLElement | null) => void; height: number | null } {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  const measure = useCallback(() => {
    if (!node) return;
    const top = node.getBoundingClientRect().top + window.scrollY;
    setHeight(Math.max(MIN_HEIGHT_PX, Math.floor(window.innerHeight - top)));
  }, [node]);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return { ref: setNode, height };
}
