import type { TGameCategory } from '@tala/contract/constants';
import { ratioLabel } from '@tala/contract/loyalty/point-ratio';
import { useCallback } from 'react';
import { useSystemStatus } from './system-status.ts';

/**
 * The navigation's point labels (seed 001 §9: "LIVE 0.70"…): the merchant's own points ratios (decision 054), from the
 * status call every page makes first. Null for a category that earns no points.
 */
export function usePointLabels(): (category: TGameCategory) => string | null {
  const ratios = useSystemStatus().data?.pointRatios;
  return useCallback(
    (category) => {
      const ratio = ratios?.[category];
      return ratio ? ratioLabel(ratio) : null;
    },
    [ratios],
  );
}
