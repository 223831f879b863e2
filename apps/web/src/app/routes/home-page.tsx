import type { TVendorCard } from '@tala/contract/games/menus';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { StepsStrip } from '../../components/ui/steps-strip.tsx';
import { VendorGrid } from '../../features/content/components/vendor-grid.tsx';
import { GameLauncher } from '../../features/games/components/game-launcher.tsx';
import { HomeGames } from '../../features/games/components/home-games.tsx';
import { AppTeaser } from '../../features/home/components/app-teaser.tsx';
import { CategoryTiles } from '../../features/home/components/category-tiles.tsx';
import { HeroCarousel } from '../../features/home/components/hero-carousel.tsx';
import { HomePromotions } from '../../features/notices/components/home-promotions.tsx';
import { NoticeMarquee } from '../../features/notices/components/notice-marquee.tsx';
import { useGameMenus } from '../../lib/game-menus.ts';
import { openModal } from '../../lib/modal-store.ts';
import { useSystemStatus } from '../../lib/system-status.ts';
import { PageFrame } from '../shell/page-frame.tsx';

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

/** /index (and /register, /login, which open their popup over it). */
export default function HomePage({ openModal: modal }: { openModal?: 'register' | 'login' }) {
  const { t } = useTranslation('pages');
  const { data: status } = useSystemStatus();
  const featured = useFeaturedVendors();
  useEffect(() => {
    if (modal) openModal(modal);
  }, [modal]);
  return (
    <PageFrame className="space-y-8 sm:space-y-10">
      <h1 className="sr-only">{status?.merchant.name}</h1>
      <div className="space-y-3">
        <HeroCarousel />
        <NoticeMarquee />
      </div>
      <section aria-labelledby="home-categories">
        <SectionHeading id="home-categories" title={t('home.categories')} />
        <CategoryTiles />
      </section>
      <GameLauncher>
        <HomeGames />
      </GameLauncher>
      <section aria-labelledby="home-featured">
        <SectionHeading id="home-featured" title={t('home.featured')} />
        <VendorGrid vendors={featured.vendors} loading={featured.loading} dense heading="h3" />
      </section>
      <HomePromotions />
      <StepsStrip />
      <AppTeaser brandName={status?.merchant.name ?? ''} />
    </PageFrame>
  );
}
