import type { QueryClient } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { GameLauncher } from '../../features/games/components/game-launcher.tsx';
import { HomeGames } from '../../features/games/components/home-games.tsx';
import {
  hotGamesQuery,
  popularGamesQuery,
  winnerBoardQuery,
} from '../../features/games/hooks/use-catalogue.ts';
import { bannersQuery } from '../../features/home/api/banners-api.ts';
import { CategoryTiles } from '../../features/home/components/category-tiles.tsx';
import { HeroCarousel } from '../../features/home/components/hero-carousel.tsx';
import { NoticeMarquee } from '../../features/notices/components/notice-marquee.tsx';
import { Deferred } from '../../lib/deferred.tsx';
import { withTexts } from '../../lib/i18n.ts';
import { openModal } from '../../lib/modal-store.ts';
import { useSystemStatus } from '../../lib/system-status.ts';
import { PageFrame } from '../shell/page-frame.tsx';

// The lower half shows the popular draws, whose texts live with the lottery pages' (`pages.lottery`).
const HomeMore = lazy(withTexts(['pages.lottery', 'pages.promotions'], () => import('./home-more.tsx')));

/** On a first load (app/first-screen.ts): what the top of the page shows, asked for with the page's chunk. */
export function prefetch(client: QueryClient, language: string): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery(bannersQuery('home', language)),
    client.prefetchQuery(hotGamesQuery(language)),
    client.prefetchQuery(popularGamesQuery(language)),
    client.prefetchQuery(winnerBoardQuery(language)),
  ]);
}

/** /index (and /register, /login, which open their popup over it). */
export default function HomePage({ openModal: modal }: { openModal?: 'register' | 'login' }) {
  const { t } = useTranslation('pages');
  const { data: status } = useSystemStatus();
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
      <Deferred placeholder={<div className="min-h-[60rem]" aria-hidden="true" />}>
        <HomeMore />
      </Deferred>
    </PageFrame>
  );
}
