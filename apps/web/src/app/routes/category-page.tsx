import { NAV_POINT_LABELS, type TGameCategory } from '@tala/contract/constants';
import type { TVendorCard } from '@tala/contract/games/menus';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryHero } from '../../features/content/components/category-hero.tsx';
import { GameCatalogue } from '../../features/games/components/game-catalogue.tsx';
import { GameLauncher } from '../../features/games/components/game-launcher.tsx';
import { CATEGORY_ICONS, findLane, isLotteryCategory, useGameMenus } from '../../lib/game-menus.ts';
import { PageFrame } from '../shell/page-frame.tsx';

type TPageType = 'bgs' | 'bingo' | 'seamless';

/**
 * The vendors a page lists: its category's lane; the seamless page lists every non-lottery vendor
 * (their games play from the main wallet, which is what the page is about).
 */
function usePageVendors(category: TGameCategory, pageType: TPageType | undefined) {
  const { data: lanes, isPending } = useGameMenus();
  const vendors = useMemo<TVendorCard[]>(() => {
    if (pageType === 'seamless') {
      return (lanes ?? []).filter((lane) => !isLotteryCategory(lane.title)).flatMap((lane) => lane.cards);
    }
    return findLane(lanes, category)?.cards ?? [];
  }, [lanes, category, pageType]);
  return { vendors, loading: isPending && !lanes };
}

/**
 * Category pages (/live, /sports, /esports, /cockfight, /fish, /pvp, /rng, /bgs, /bingo, /seamless):
 * hero strip with the navigation point label, then the category's providers and their games. The RNG
 * pages keep the provider in `?page=` (seed 001 §2), the others in `?vendor=` as the header links do.
 */
export default function CategoryPage({
  category,
  pageType,
}: {
  category: TGameCategory;
  pageType?: TPageType;
}) {
  const { t } = useTranslation('pages');
  const { t: tShell } = useTranslation('shell');
  const { vendors, loading } = usePageVendors(category, pageType);
  const heading = pageType ? t(`category.pageTypes.${pageType}.title`) : tShell(`nav.items.${category}`);
  const body = pageType ? t(`category.pageTypes.${pageType}.body`) : t(`category.bodies.${category}`);
  const allCategories = pageType === 'seamless';
  return (
    <PageFrame className="space-y-6">
      <CategoryHero
        icon={CATEGORY_ICONS[category]}
        title={heading}
        body={body}
        point={allCategories ? null : (NAV_POINT_LABELS[category] ?? null)}
        vendorCount={vendors.length}
      />
      <GameLauncher>
        <GameCatalogue
          category={allCategories ? undefined : category}
          vendors={vendors}
          vendorParam={category === 'RNG' && !allCategories ? 'page' : 'vendor'}
          allIcon={CATEGORY_ICONS[category]}
          loadingVendors={loading}
        />
      </GameLauncher>
    </PageFrame>
  );
}
