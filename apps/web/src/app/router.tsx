import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { type TTexts, withTexts } from '../lib/i18n.ts';
import { lazySection, type TLazySection } from '../lib/lazy-section.ts';
import { RouteErrorBoundary } from './shell/route-error.tsx';
import { ShellLayout } from './shell/shell-layout.tsx';

/**
 * Every route of seed 000 §2. Pages load as the named lazy sections of seed 000 §1 (120 s time-out,
 * SectionLoadError with kind and address shown by RouteError). Declarative routes (BrowserRouter +
 * useRoutes), not a data router: the site has no loaders or actions, and the data router would add
 * 17 KB gzipped to every first load (decision 018). Errors are caught by RouteErrorBoundary.
 */
const PAGES: TTexts[] = ['pages'];
const GAMES: TTexts[] = ['pages', 'games'];
const part = (name: TTexts): TTexts[] => ['pages', name];

// biome-ignore lint/suspicious/noExplicitAny: page components have their own props.
type TPageSection = TLazySection<ComponentType<any>> & { texts: TTexts[] };

/** A page an address renders: how to load it, the texts it shows, and its route props (category…). */
export type TFirstPage = {
  preload: () => Promise<unknown>;
  texts: TTexts[];
  props: Record<string, unknown>;
};

/** A section with the texts (translation namespaces, page parts) it shows, loaded together. */
// biome-ignore lint/suspicious/noExplicitAny: page components have their own props.
function page<T extends ComponentType<any>>(
  section: string,
  texts: TTexts[],
  load: () => Promise<{ default: T }>,
) {
  return Object.assign(lazySection(section, withTexts(texts, load)), { texts });
}

const HomePage = page('index', GAMES, () => import('./routes/home-page.tsx'));
const NoticePage = page('notice', PAGES, () => import('./routes/notice-page.tsx'));
const PointMallPage = page('pointMall', part('pages.points'), () => import('./routes/point-mall-page.tsx'));
// The VIP page's rank card and benefits are shared with the member centre's player-rank entry (member texts).
const VipPage = page('vip', [...part('pages.vip'), 'member'], () => import('./routes/vip-page.tsx'));
const LotteryPage = page('lottery', part('pages.lottery'), () => import('./routes/lottery-page.tsx'));
const VnLotteryPage = page('vnlottery', part('pages.lottery'), () => import('./routes/lottery-page.tsx'));
const SeaLotteryPage = page('seaLottery', part('pages.lottery'), () => import('./routes/lottery-page.tsx'));
const ElottPage = page('elott', part('pages.lottery'), () => import('./routes/lottery-page.tsx'));
const EgamePage = page('egame', GAMES, () => import('./routes/category-page.tsx'));
const LivePage = page('live', GAMES, () => import('./routes/category-page.tsx'));
const FishPage = page('fish', GAMES, () => import('./routes/category-page.tsx'));
const PvpPage = page('pvp', GAMES, () => import('./routes/category-page.tsx'));
const SeamlessPage = page('seamless', GAMES, () => import('./routes/category-page.tsx'));
const PromoPage = page('promo', part('pages.promotions'), () => import('./routes/promotions-page.tsx'));
const PromoDetailPage = page(
  'promoDetail',
  part('pages.promotions'),
  () => import('./routes/promo-detail-page.tsx'),
);
const HelpPage = page('help', part('pages.help'), () => import('./routes/help-page.tsx'));
const DownloadPage = page('download', part('pages.download'), () => import('./routes/download-page.tsx'));
const JoinPage = page('joinus', part('pages.join'), () => import('./routes/join-page.tsx'));
const GamePage = page('byIframe', GAMES, () => import('./routes/game-page.tsx'));
const NotFoundPage = page(
  'notFound',
  [...GAMES, 'pages.notFound'],
  () => import('./routes/not-found-page.tsx'),
);

/** `/` is the home page, with what the link carried (an invitation code, a language) kept. */
function ToHome() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/index', search, hash }} replace />;
}

export const routes: RouteObject[] = [
  { path: '/', element: <ToHome /> },
  // /helpmc: help centre without the header.
  { path: '/helpmc', element: <HelpPage bare /> },
  {
    // Page errors render inside the shell (its own boundary), so the header and footer stay usable.
    element: <ShellLayout />,
    children: [
      {
        children: [
          { path: '/index', element: <HomePage /> },
          { path: '/index.html', element: <HomePage /> },
          { path: '/register', element: <HomePage openModal="register" /> },
          { path: '/register.html', element: <HomePage openModal="register" /> },
          { path: '/login', element: <HomePage openModal="login" /> },
          { path: '/noticePage', element: <NoticePage /> },
          { path: '/pointMall', element: <PointMallPage /> },
          { path: '/vip', element: <VipPage /> },
          { path: '/lottery', element: <LotteryPage variant="lottery" /> },
          { path: '/vnlottery', element: <VnLotteryPage variant="vnlottery" /> },
          { path: '/seaLottery', element: <SeaLotteryPage variant="seaLottery" /> },
          { path: '/elott', element: <ElottPage variant="elott" /> },
          { path: '/rng', element: <EgamePage category="RNG" /> },
          { path: '/bgs', element: <EgamePage category="RNG" pageType="bgs" /> },
          { path: '/bingo', element: <EgamePage category="RNG" pageType="bingo" /> },
          { path: '/live', element: <LivePage category="LIVE" /> },
          { path: '/fish', element: <FishPage category="FISH" /> },
          { path: '/pvp', element: <PvpPage category="PVP" /> },
          { path: '/sports', element: <LivePage category="SPORTS" /> },
          { path: '/esports', element: <LivePage category="ESPORTS" /> },
          { path: '/cockfight', element: <LivePage category="COCKFIGHT" /> },
          { path: '/seamless', element: <SeamlessPage category="RNG" pageType="seamless" /> },
          { path: '/promotions', element: <PromoPage /> },
          { path: '/promoDetail', element: <PromoDetailPage /> },
          { path: '/help', element: <HelpPage /> },
          { path: '/down', element: <DownloadPage /> },
          { path: '/download', element: <DownloadPage /> },
          { path: '/join', element: <JoinPage /> },
          { path: '/game', element: <GamePage /> },
          // Any other address: a real not-found page (the server sends it with 404 on a direct load).
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The routes, with a last-resort boundary for errors outside a page (the shell itself). */
export function AppRoutes() {
  return <RouteErrorBoundary standalone>{useRoutes(routes)}</RouteErrorBoundary>;
}

/** The page sections an address renders (usually one), to start loading them before the first render. */
export function routeSections(pathname: string): TFirstPage[] {
  const matches = matchRoutes(routes, pathname === '/' ? '/index' : pathname) ?? [];
  return matches.flatMap((match) => {
    const element = match.route.element as { type?: Partial<TPageSection>; props?: object } | undefined;
    const type = element?.type;
    if (!type?.preload || !type.texts) return [];
    return [{ preload: type.preload, texts: type.texts, props: { ...element?.props } }];
  });
}
