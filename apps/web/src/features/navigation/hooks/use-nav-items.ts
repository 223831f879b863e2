import type { TGameCategory } from '@tala/contract/constants';
import type { TVendorCard } from '@tala/contract/games/menus';
import { useMemo } from 'react';
import { CATEGORY_ICONS, CATEGORY_PATHS, isLotteryCategory, useGameMenus } from '../../../lib/game-menus.ts';
import { usePointLabels } from '../../../lib/use-point-labels.ts';

export type TNavItem = {
  key: string;
  to: string;
  icon: string;
  category: TGameCategory | null;
  /** Points rate label (seed 001 §9), e.g. "0.70" for LIVE: the merchant's ratio. */
  point: string | null;
  /** Vendors for the hover drop-down; empty when the item goes straight to its page. */
  vendors: TVendorCard[];
};

/** Top navigation of seed 000 §2: Home, one item per server category, Promotions. */
export function useNavItems(): TNavItem[] {
  const { data: lanes } = useGameMenus();
  const pointLabel = usePointLabels();
  return useMemo(() => {
    const categories: TNavItem[] = (lanes ?? [])
      .filter((lane) => lane.cards.length > 0)
      .map((lane) => ({
        key: lane.title,
        to: CATEGORY_PATHS[lane.title],
        icon: CATEGORY_ICONS[lane.title],
        category: lane.title,
        point: pointLabel(lane.title),
        // Lottery goes straight to its page; a single vendor needs no menu.
        vendors: isLotteryCategory(lane.title) || lane.cards.length < 2 ? [] : lane.cards,
      }));
    return [
      { key: 'home', to: '/index', icon: 'home', category: null, point: null, vendors: [] },
      ...categories,
      { key: 'event', to: '/promotions', icon: 'gift', category: null, point: null, vendors: [] },
    ];
  }, [lanes, pointLabel]);
}
