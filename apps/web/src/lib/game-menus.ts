import type { TGameCategory } from '@tala/contract/constants';
import type { TGameLane, TGameMenusResponse, TVendorCard } from '@tala/contract/games/menus';
import { API_PATHS } from '@tala/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRaw } from './api-client.ts';
import { openModal } from './modal-store.ts';
import { readSession, writeSession } from './session-store.ts';

/** Seed 000 §2 category → page mapping (LOTT goes to /lottery, ELOTT to /elott). */
export const CATEGORY_PATHS: Record<TGameCategory, string> = {
  LIVE: '/live',
  SPORTS: '/sports',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  LOTT: '/lottery',
  ELOTT: '/elott',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
};

/** Icon keys drawn in components/art for each category (vendors carry their own key from the server). */
export const CATEGORY_ICONS: Record<TGameCategory, string> = {
  LIVE: 'cards',
  SPORTS: 'ball',
  RNG: 'slots',
  FISH: 'fish',
  PVP: 'cards',
  LOTT: 'lotto',
  ELOTT: 'lotto',
  ESPORTS: 'controller',
  COCKFIGHT: 'rooster',
};

export function isLotteryCategory(category: TGameCategory): boolean {
  return category === 'LOTT' || category === 'ELOTT';
}

/** Where a vendor entry leads: its category page with the vendor selected, listing its games. */
export function vendorHref(vendor: TVendorCard): string {
  const base = CATEGORY_PATHS[vendor.gameType];
  const param = vendor.gameType === 'RNG' ? 'page' : 'vendor';
  return `${base}?${param}=${encodeURIComponent(vendor.vassalage)}`;
}

const CACHE_KEY = 'gameVendor';

/** The lanes cached in session storage (seed 001 §4: the vendor menu is cached in session). */
function cachedLanes(): TGameLane[] | undefined {
  try {
    const parsed = JSON.parse(readSession(CACHE_KEY) ?? 'null') as unknown;
    return Array.isArray(parsed) ? (parsed as TGameLane[]) : undefined;
  } catch {
    return undefined;
  }
}

export async function fetchGameMenus(): Promise<TGameLane[]> {
  const response = await apiRaw<TGameMenusResponse>(API_PATHS.gameMenus);
  const lanes = response.data.lanes;
  writeSession({ [CACHE_KEY]: JSON.stringify(lanes) });
  return lanes;
}

/**
 * Vendor categories for navigation, home and category pages. The session copy renders at once; the
 * server copy replaces it in the background so maintenance flags stay current.
 */
export const gameMenusQuery = { queryKey: ['game-menus'], queryFn: fetchGameMenus, staleTime: 5 * 60_000 };

export function useGameMenus() {
  return useQuery({ ...gameMenusQuery, initialData: cachedLanes, initialDataUpdatedAt: 0 });
}

export function findLane(
  lanes: readonly TGameLane[] | undefined,
  category: TGameCategory,
): TGameLane | undefined {
  return lanes?.find((lane) => lane.title === category);
}

/**
 * Opening a vendor: a visitor is asked to log in first (seed 000 §6); a member goes to the category
 * page with the vendor selected, where its games launch.
 */
export function useOpenVendor(): (vendor: TVendorCard) => void {
  const navigate = useNavigate();
  return useCallback(
    (vendor: TVendorCard) => {
      if (!readSession('token')) {
        openModal('login');
        return;
      }
      navigate(vendorHref(vendor));
    },
    [navigate],
  );
}
