import { LOGIN_GUARD_EXCEPTIONS } from '@tala/contract/constants';
import type { TSystemStatus } from '@tala/contract/system/status';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { AuthModals } from '../../features/auth/components/auth-modals.tsx';
import { SiteHeader } from '../../features/navigation/components/site-header.tsx';
import { useHomeNotice } from '../../features/notices/hooks/use-notices.ts';
import { HeaderAccount } from '../../features/session/components/header-account.tsx';
import { setOnSessionLost } from '../../lib/api-client.ts';
import { Deferred } from '../../lib/deferred.tsx';
import { withTexts } from '../../lib/i18n.ts';
import { openModal, type TModalName, useOpenModal } from '../../lib/modal-store.ts';
import { useSystemStatus } from '../../lib/system-status.ts';
import { useSession } from '../../lib/use-session.ts';
import { BootError } from './boot-error.tsx';
import { usePageMeta } from './page-meta.ts';
import { PageSkeleton } from './page-skeleton.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

// What only some visits show loads when shown: the member and agent centres, popup notices, the status pages.
const MemberCentre = lazy(
  withTexts(['member'], () =>
    import('../../features/member-centre/components/member-centre.tsx').then((m) => ({
      default: m.MemberCentre,
    })),
  ),
);
// The agent centre's forms use the registration form's fields and messages (auth) and the centres' shared
// amount and copy parts (member): kept out of the first load's common texts, which every visitor pays for.
const AgentCentre = lazy(
  withTexts(['agent', 'auth', 'member'], () =>
    import('../../features/agent-centre/components/agent-centre.tsx').then((m) => ({
      default: m.AgentCentre,
    })),
  ),
);
const NoticePopup = lazy(() =>
  import('../../features/notices/components/notice-popup.tsx').then((m) => ({ default: m.NoticePopup })),
);
const StatusPage = lazy(() => import('./status-pages.tsx'));
// The footer (below the fold on every page) and the floating side rail (wide screens only) load after the
// first render (lib/deferred.tsx).
const SideRail = lazy(() =>
  import('../../features/navigation/components/side-rail.tsx').then((m) => ({ default: m.SideRail })),
);
const SiteFooter = lazy(() =>
  import('../../features/navigation/components/site-footer.tsx').then((m) => ({ default: m.SiteFooter })),
);

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

/** A centre overlay, from the first time it is opened (then it stays mounted for its transitions). */
function LazyCentre({ name, children }: { name: TModalName; children: ReactNode }) {
  const isOpen = useOpenModal().name === name;
  const [isNeeded, setIsNeeded] = useState(false);
  if (isOpen && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return <Suspense fallback={<LoaderOverlay visible />}>{children}</Suspense>;
}

/** Popup notices load their dialog (and the HTML sanitiser) only when there is one to show. */
function LazyNoticePopup() {
  const hasPopup = (useHomeNotice().data?.popup.length ?? 0) > 0;
  if (!hasPopup) return null;
  // The marker says a popup may be on its way (its code is loading), for whoever waits for it (e2e).
  return (
    <Suspense fallback={<span hidden data-testid="notice-popup-loading" />}>
      <NoticePopup />
    </Suspense>
  );
}

/** Header, main, right side bar, footer and the public logic area (notice popup, modal host). */
function Shell({ status }: { status: TSystemStatus }) {
  const { t } = useTranslation('shell');
  const mustLogin = useLoginGuard(status);
  const brand = status.merchant.name;
  usePageMeta(brand);
  if (mustLogin) return <Navigate to="/login" replace />;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-contrast"
      >
        {t('header.skip')}
      </a>
      <SiteHeader brandName={brand} account={<HeaderAccount />} />
      <ScrollToTop />
      <main id="main" className="flex-1">
        <RouteErrorBoundary>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Deferred
        placeholder={<div className="mt-16 h-96 border-t border-line bg-bg-elevated" aria-hidden="true" />}
      >
        <SiteFooter brandName={brand} minAge={status.merchant.minAge} />
      </Deferred>
      <Deferred placeholder={null}>
        <SideRail />
      </Deferred>
      <LazyNoticePopup />
      <AuthModals />
      <LazyCentre name="memberCentre">
        <MemberCentre />
      </LazyCentre>
      <LazyCentre name="agentCentre">
        <AgentCentre />
      </LazyCentre>
    </div>
  );
}

/**
 * The system status gate (seed 000 §4): 0 app, 1 maintenance, 2 region page; maintenance wins. Until the
 * status answers nothing renders: the frame index.html painted stays (lib/boot-frame.ts).
 */
export function ShellLayout() {
  const status = useSystemStatus();
  // A 401 on any call means the session is gone: ask the visitor to log in again.
  useEffect(() => setOnSessionLost(() => openModal('login')), []);
  if (status.isPending) return null;
  if (status.isError) return <BootError onRetry={() => status.refetch()} retrying={status.isFetching} />;
  if (status.data.status !== 0) {
    return (
      <Suspense fallback={null}>
        <StatusPage status={status.data} />
      </Suspense>
    );
  }
  return <Shell status={status.data} />;
}
