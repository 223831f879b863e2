import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AgentsPage } from '../features/agents/agents-page.tsx';
import { ApprovalsPage } from '../features/approvals/approvals-page.tsx';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { EnrolPage } from '../features/auth/enrol-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { FeedbackPage } from '../features/feedback/feedback-page.tsx';
import { GamesPage } from '../features/games/games-page.tsx';
import { VendorGamesPage } from '../features/games/vendor-games-page.tsx';
import { HelpPage } from '../features/help/help-page.tsx';
import { LiabilityPage } from '../features/lottery/liability-page.tsx';
import { LotteryGamePage } from '../features/lottery/lottery-game-page.tsx';
import { LotteryPage } from '../features/lottery/lottery-page.tsx';
import { MessagesPage } from '../features/messages/messages-page.tsx';
import { MissionsPage } from '../features/missions/missions-page.tsx';
import { PaymentsPage } from '../features/payments/payments-page.tsx';
import { PlayerDetailPage } from '../features/players/player-detail-page.tsx';
import { PlayersPage } from '../features/players/players-page.tsx';
import { PointsPage } from '../features/points/points-page.tsx';
import { PromotionsPage } from '../features/promotions/promotions-page.tsx';
import { SettingsPage } from '../features/settings/settings-page.tsx';
import { StaffPage } from '../features/staff/staff-page.tsx';
import { VipPage } from '../features/vip/vip-page.tsx';
import { ApiError } from '../lib/api.ts';
import { NotFound } from './not-found.tsx';
import { RequireAction } from './require-action.tsx';
import { RouteError } from './route-error.tsx';
import { Shell } from './shell.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      // Auth and permission failures are answers, not glitches: retrying them only delays the redirect.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

/** A route's screen behind its action of the authorization matrix (the one its navigation entry names). */
const guarded = (action: string, screen: ReactNode) => (
  <RequireAction action={action}>{screen}</RequireAction>
);

const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
    // Outside the shell: an enrolment link is opened by someone not signed in yet.
    { path: '/enrol', element: <EnrolPage />, errorElement: <RouteError /> },
    {
      path: '/',
      element: <Shell />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <DashboardPage /> },
        { path: 'players', element: guarded('players.search', <PlayersPage />) },
        { path: 'players/:id', element: guarded('players.view', <PlayerDetailPage />) },
        { path: 'agents', element: guarded('agents.view', <AgentsPage />) },
        { path: 'payments', element: guarded('payments.list', <PaymentsPage />) },
        { path: 'approvals', element: guarded('adjustments.list', <ApprovalsPage />) },
        { path: 'games', element: guarded('games.view', <GamesPage />) },
        { path: 'games/vendors/:id', element: guarded('games.view', <VendorGamesPage />) },
        { path: 'lottery', element: guarded('lottery.view', <LotteryPage />) },
        { path: 'lottery/games/:gameId', element: guarded('lottery.view', <LotteryGamePage />) },
        {
          path: 'lottery/games/:gameId/issues/:issueNo',
          element: guarded('lottery.view', <LiabilityPage />),
        },
        { path: 'promotions', element: guarded('promotions.view', <PromotionsPage />) },
        { path: 'messages', element: guarded('messages.view', <MessagesPage />) },
        { path: 'points', element: guarded('points.view', <PointsPage />) },
        { path: 'vip', element: guarded('vip.view', <VipPage />) },
        { path: 'missions', element: guarded('missions.view', <MissionsPage />) },
        { path: 'help', element: guarded('help.view', <HelpPage />) },
        { path: 'feedback', element: guarded('feedback.view', <FeedbackPage />) },
        { path: 'settings', element: guarded('settings.view', <SettingsPage />) },
        { path: 'audit', element: guarded('audit.view', <AuditPage />) },
        { path: 'staff', element: guarded('staff.view', <StaffPage />) },
        { path: '*', element: <NotFound /> },
      ],
    },
  ],
  { basename: '/bo' },
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
