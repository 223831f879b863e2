import { LOGIN_GUARD_EXCEPTIONS } from '@tala/contract/constants';
import type { TSystemStatus } from '@tala/contract/system/status';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AuthModals } from '../../features/auth/components/auth-modals.tsx';
import { MemberCentre } from '../../features/member-centre/components/member-centre.tsx';
import { SideRail } from '../../features/navigation/components/side-rail.tsx';
import { SiteFooter } from '../../features/navigation/components/site-footer.tsx';
import { SiteHeader } from '../../features/navigation/components/site-header.tsx';
import { NoticePopup } from '../../features/notices/components/notice-popup.tsx';
import { HeaderAccount } from '../../features/session/components/header-account.tsx';
import { setOnSessionLost } from '../../lib/api-client.ts';
import { openModal } from '../../lib/modal-store.ts';
import { useSystemStatus } from '../../lib/system-status.ts';
import { useSession } from '../../lib/use-session.ts';
import { BootSplash, PageSkeleton } from './page-skeleton.tsx';
import { BootError, MaintenancePage, RegionPage } from './status-pages.tsx';

/** Seed 000 §2 guard: with LOGIN_REQUIRED_HOME on, a visitor only reaches the exception paths. */
function useLoginGuard(status: TSystemStatus): boolean {
  const { pathname } = useLocation();
  const { isLoggedIn } = useSession();
  return (
    status.switches.LOGIN_REQUIRED_HOME &&
    !isLoggedIn &&
    !(LOGIN_GUARD_EXCEPTIONS as readonly string[]).includes(pathname)
  );
}

/** Header, main, right side bar, footer and the public logic area (notice popup, modal host). */
function Shell({ status }: { status: TSystemStatus }) {
  const { t } = useTranslation('shell');
  const mustLogin = useLoginGuard(status);
  if (mustLogin) return <Navigate to="/login" replace />;
  const brand = status.merchant.name;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-contrast"
      >
        {t('header.skip')}
      </a>
      <SiteHeader brandName={brand} account={<HeaderAccount />} />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter brandName={brand} minAge={status.merchant.minAge} />
      <SideRail />
      <NoticePopup />
      <AuthModals />
      <MemberCentre />
    </div>
  );
}

/** The system status gate (seed 000 §4): 0 app, 1 maintenance, 2 region page; maintenance wins. */
export function ShellLayout() {
  const status = useSystemStatus();
  // A 401 on any call means the session is gone: ask the visitor to log in again.
  useEffect(() => setOnSessionLost(() => openModal('login')), []);
  if (status.isPending) return <BootSplash />;
  if (status.isError) return <BootError onRetry={() => status.refetch()} retrying={status.isFetching} />;
  if (status.data.status === 1) return <MaintenancePage status={status.data} />;
  if (status.data.status === 2) return <RegionPage status={status.data} />;
  return <Shell status={status.data} />;
}
