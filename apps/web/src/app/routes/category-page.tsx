import type { TGameCategory } from '@tala/contract/constants';
import type { TGameClassify } from '@tala/contract/games/games-constants';
import type { TVendorCard } from '@tala/contract/games/menus';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryHero } from '../../features/content/components/category-hero.tsx';
import { GameCatalogue } from '../../features/games/components/game-catalogue.tsx';
import { GameLauncher } from '../../features/games/components/game-launcher.tsx';
import { PvpLobby } from '../../features/games/components/pvp-lobby.tsx';
import { gameListQuery, useVendorsWithClassify } from '../../features/games/hooks/use-catalogue.ts';
import { CATEGORY_ICONS, findLane, useGameMenus } from '../../lib/game-menus.ts';
import { usePointLabels } from '../../lib/use-point-labels.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import { EmptyCategory } from './empty-category.tsx';

type TPageType = 'bgs' | 'bingo' | 'seamless';

/**
 * On a first load (app/first-screen.ts): a category page opened without a provider, search or classify
 * in its address lists its category's games, so the first page of them is asked for with the chunk.
 */
export function prefetch(
  client: QueryClient,
  language: string,
  props: { category?: TGameCategory; pageType?: TPageType },
): Promise<unknown> {
  const isPlain = !props.pageType && props.category !== 'PVP' && window.location.search === '';
  if (!isPlain || !props.category) return Promise.resolve();
  return client.prefetchInfiniteQuery(gameListQuery({ gameType: props.category }, language));
}

/** The slot-style pages of one kind of RNG game (decision 010): board and table games, and bingo. */
const PAGE_TYPE_CLASSIFY: Partial<Record<TPageType, TGameClassify>> = { bgs: 'TABLE', bingo: 'BINGO' };

/**
 * The vendors a page lists (decision 010): its category's lane; on /bgs and /bingo only those with a
 * game of the page's kind; on /seamless every vendor whose games bet straight from the main wallet.
 */
function usePageVendors(category: TGameCategory, pageType: TPageType | undefined) {
  const { data: lanes, isPending } = useGameMenus();
  const laneVendors = useMemo<TVendorCard[]>(() => {
    if (pageType === 'seamless') {
      return (lanes ?? []).flatMap((lane) => lane.cards).filter((card) => card.walletMode === 'SEAMLESS');
    }
    return findLane(lanes, category)?.cards ?? [];
  }, [lanes, category, pageType]);
  const classify = pageType ? PAGE_TYPE_CLASSIFY[pageType] : undefined;
  const withClassify = useVendorsWithClassify(laneVendors, category, classify);
  const loading = isPending && !lanes;
  if (!classify) {
    return { vendors: laneVendors, gameCount: sumGames(laneVendors), loading };
  }
  return {
    vendors: withClassify.vendors,
    gameCount: withClassify.gameCount,
    loading: loading || withClassify.isPending,
  };
}

function sumGames(vendors: readonly TVendorCard[]): number {
  return vendors.reduce((sum, vendor) => sum + (vendor.gameCount ?? 0), 0);
}

/**
 * Category pages (/live, /sports, /esports, /cockfight, /fish, /pvp, /rng, /bgs, /bingo, /seamless):
 * hero strip with the navigation point label, then the category's providers and their games — or, on
 * /pvp, their rooms. The RNG pages keep the provider in `?page=` (seed 001 §2), the others in
 * `?vendor=` as the header links do.
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
  const { vendors, gameCount, loading } = usePageVendors(category, pageType);
  const pointLabel = usePointLabels();
  const heading = pageType ? t(`category.pageTypes.${pageType}.title`) : tShell(`nav.items.${category}`);
  const body = pageType ? t(`category.pageTypes.${pageType}.body`) : t(`category.bodies.${category}`);
  const allCategories = pageType === 'seamless';
  return (
    <PageFrame className="space-y-6">
      <CategoryHero
        icon={CATEGORY_ICONS[category]}
        title={heading}
        body={body}
        point={allCategories ? null : pointLabel(category)}
        vendorCount={vendors.length}
        gameCount={gameCount}
      />
      {!loading && vendors.length === 0 ? (
        <EmptyCategory name={heading} />
      ) : (
        <GameLauncher>
          {category === 'PVP' ? (
            <PvpLobby vendors={vendors} allIcon={CATEGORY_ICONS.PVP} loadingVendors={loading} />
          ) : (
            <GameCatalogue
              category={allCategories ? undefined : category}
              vendors={vendors}
              vendorParam={category === 'RNG' && !allCategories ? 'page' : 'vendor'}
              allIcon={CATEGORY_ICONS[category]}
              loadingVendors={loading}
              fixedClassify={pageType ? PAGE_TYPE_CLASSIFY[pageType] : undefined}
              walletMode={allCategories ? 'SEAMLESS' : undefined}
            />
          )}
        </GameLauncher>
      )}
    </PageFrame>
  );
}
