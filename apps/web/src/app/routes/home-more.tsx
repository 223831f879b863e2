import type { TVendorCard } from '@tala/contract/games/menus';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { StepsStrip } from '../../components/ui/steps-strip.tsx';
import { VendorGrid } from '../../features/content/components/vendor-grid.tsx';
import { PopularDraws } from '../../features/games/components/popular-draws.tsx';
import { AppTeaser } from '../../features/home/components/app-teaser.tsx';
import { useHomeNotice } from '../../features/notices/hooks/use-notices.ts';
import { HomePromotions } from '../../features/promotions/components/home-promotions.tsx';
import { useGameMenus } from '../../lib/game-menus.ts';
import { useSystemStatus } from '../../lib/system-status.ts';

const FEATURED_COUNT = 12;

/** Hot vendors first, then the rest in server order. */
function useFeaturedVendors(): { vendors: TVendorCard[]; loading: boolean } {
  const { data: lanes, isPending } = useGameMenus();
  const vendors = useMemo(() => {
    const all = (lanes ?? []).flatMap((lane) => lane.cards);
    return [...all.filter((v) => v.isHot === 1), ...all.filter((v) => v.isHot !== 1)].slice(
      0,
      FEATURED_COUNT,
    );
  }, [lanes]);
  return { vendors, loading: isPending && !lanes };
}

/**
 * The lower half of the home page (popular draws, featured vendors, promotions, the three steps, the app teaser): below
 * the fold on every screen, so it loads after the first render (home-page.tsx, lib/deferred.tsx).
 */
export default function HomeMore() {
  const { t } = useTranslation('pages');
  const { data: status } = useSystemStatus();
  const featured = useFeaturedVendors();
  const notice = useHomeNotice();
  return (
    <div className="space-y-8 [contain-intrinsic-size:auto_60rem] [content-visibility:auto] sm:space-y-10">
      <PopularDraws />
      <section aria-labelledby="home-featured">
        <SectionHeading id="home-featured" title={t('home.featured')} />
        <VendorGrid vendors={featured.vendors} loading={featured.loading} dense heading="h3" />
      </section>
      <HomePromotions cards={notice.data?.promotion ?? []} />
      <StepsStrip />
      <AppTeaser brandName={status?.merchant.name ?? ''} />
    </div>
  );
}
