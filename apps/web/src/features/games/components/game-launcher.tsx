import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { openModal } from '../../../lib/modal-store.ts';
import { readSession } from '../../../lib/session-store.ts';
import { LauncherContext, type TGameLauncher } from '../hooks/launcher-context.ts';
import type { TLaunchable } from '../hooks/use-launch-flow.ts';

const LaunchFlow = lazy(() => import('./launch-flow.tsx'));

/**
 * Gives every tile and room card inside it the launch flow (launch-flow.tsx). One per page. The flow's
 * code (launch call, answers, dialogs) loads with the first launch, whose tile shows its spinner
 * meanwhile; a visitor is asked to log in first (seed 000 §6) without loading it.
 */
export function GameLauncher({ children }: { children: ReactNode }) {
  const [first, setFirst] = useState<TLaunchable | null>(null);
  const [flow, setFlow] = useState<TGameLauncher | null>(null);
  const beforeLoad = useMemo<TGameLauncher>(
    () => ({
      pendingCode: first?.code ?? null,
      launch: (target) => {
        if (!readSession('token')) openModal('login');
        else setFirst((current) => current ?? target);
      },
    }),
    [first],
  );
  return (
    <LauncherContext.Provider value={flow ?? beforeLoad}>
      {children}
      {first ? (
        <Suspense fallback={null}>
          <LaunchFlow first={first} onReady={setFlow} />
        </Suspense>
      ) : null}
    </LauncherContext.Provider>
  );
}
