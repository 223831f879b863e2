import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { ApprovalsPage } from '../features/approvals/approvals-page.tsx';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { EnrolPage } from '../features/auth/enrol-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { GamesPage } from '../features/games/games-page.tsx';
import { VendorGamesPage } from '../features/games/vendor-games-page.tsx';
import { PaymentsPage } from '../features/payments/payments-page.tsx';
import { PlayerDetailPage } from '../features/players/player-detail-page.tsx';
import { PlayersPage } from '../features/players/players-page.tsx';
import { SettingsPage } from '../features/settings/settings-page.tsx';
import { ApiError } from '../lib/api.ts';
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

const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
    {
      path: '/',
      element: <Shell />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <DashboardPage /> },
        { path: 'enrol', element: <EnrolPage /> },
        { path: 'players', element: <PlayersPage /> },
        { path: 'players/:id', element: <PlayerDetailPage /> },
        { path: 'payments', element: <PaymentsPage /> },
        { path: 'approvals', element: <ApprovalsPage /> },
        { path: 'games', element: <GamesPage /> },
        { path: 'games/vendors/:id', element: <VendorGamesPage /> },
        { path: 'settings', element: <SettingsPage /> },
        { path: 'audit', element: <AuditPage /> },
        { path: '*', element: <Navigate to="/" replace /> },
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
