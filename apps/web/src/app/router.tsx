import { createBrowserRouter, Navigate } from 'react-router';
import { lazySection } from '../lib/lazy-section.ts';
import { RouteError } from './shell/route-error.tsx';
import { ShellLayout } from './shell/shell-layout.tsx';

/**
 * Every route of seed 000 §2. Pages load as the named lazy sections of seed 000 §1 (120 s time-out,
 * SectionLoadError with kind and address shown by RouteError).
 */
const HomePage = lazySection('index', () => import('./routes/home-page.tsx'));
const NoticePage = lazySection('notice', () => import('./routes/notice-page.tsx'));
const PointMallPage = lazySection('pointMall', () => import('./routes/point-mall-page.tsx'));
const LotteryPage = lazySection('lottery', () => import('./routes/lottery-page.tsx'));
const VnLotteryPage = lazySection('vnlottery', () => import('./routes/lottery-page.tsx'));
const SeaLotteryPage = lazySection('eaLottery', () => import('./routes/lottery-page.tsx'));
const ElottPage = lazySection('elott', () => import('./routes/lottery-page.tsx'));
const EgamePage = lazySection('egame', () => import('./routes/category-page.tsx'));
const LivePage = lazySection('live', () => import('./routes/category-page.tsx'));
const FishPage = lazySection('fish', () => import('./routes/category-page.tsx'));
const PvpPage = lazySection('pvp', () => import('./routes/category-page.tsx'));
const SeamlessPage = lazySection('seamless', () => import('./routes/category-page.tsx'));
const PromoPage = lazySection('promo', () => import('./routes/promotions-page.tsx'));
const PromoDetailPage = lazySection('promoDetail', () => import('./routes/promo-detail-page.tsx'));
const HelpPage = lazySection('help', () => import('./routes/help-page.tsx'));
const DownloadPage = lazySection('download', () => import('./routes/download-page.tsx'));
const JoinPage = lazySection('joinus', () => import('./routes/join-page.tsx'));
const GamePage = lazySection('byIframe', () => import('./routes/game-page.tsx'));

export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/index" replace /> },
  // /helpmc: help centre without the header.
  { path: '/helpmc', element: <HelpPage bare />, errorElement: <RouteError standalone /> },
  {
    element: <ShellLayout />,
    errorElement: <RouteError standalone />,
    children: [
      {
        // Page errors render inside the shell, so the header and footer stay usable.
        errorElement: <RouteError />,
        children: [
          { path: '/index', element: <HomePage /> },
          { path: '/index.html', element: <HomePage /> },
          { path: '/register', element: <HomePage openModal="register" /> },
          { path: '/register.html', element: <HomePage openModal="register" /> },
          { path: '/login', element: <HomePage openModal="login" /> },
          { path: '/noticePage', element: <NoticePage /> },
          { path: '/pointMall', element: <PointMallPage /> },
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
          { path: '*', element: <Navigate to="/index" replace /> },
        ],
      },
    ],
  },
]);
