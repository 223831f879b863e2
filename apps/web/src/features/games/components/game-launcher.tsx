import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { escapeText } from '../../../lib/escape-text.ts';
import { LauncherContext } from '../hooks/launcher-context.ts';
import { type TLaunchable, useLaunchFlow } from '../hooks/use-launch-flow.ts';
import { MaintenanceDialog } from './maintenance-dialog.tsx';
import { VendorLobbyDialog } from './vendor-lobby-dialog.tsx';

/**
 * Gives every tile and room card inside it the launch flow, and draws what a launch can answer: the maintenance
 * list, the demo-account notice, a plain error, or a vendor's game list. One per page.
 */
export function GameLauncher({ children }: { children: ReactNode }) {
  const { t } = useTranslation('games');
  const { t: tCommon } = useTranslation('common');
  const flow = useLaunchFlow();
  const { launch, pendingCode, state, dismiss } = flow;
  const value = useMemo(
    () => ({
      pendingCode,
      launch: (target: TLaunchable) => {
        dismiss();
        void launch(target);
      },
    }),
    [launch, pendingCode, dismiss],
  );
  const failure = state.failure;
  const notice = failure && failure.kind !== 'maintenance' ? failure : null;
  return (
    <LauncherContext.Provider value={value}>
      {children}
      <MaintenanceDialog
        tile={failure?.kind === 'maintenance' ? failure.tile : null}
        message={failure?.message ?? null}
        games={failure?.kind === 'maintenance' ? failure.games : []}
        onClose={dismiss}
      />
      <ConfirmDialog
        open={notice !== null}
        title={notice?.kind === 'trial' ? t('launch.trialTitle') : t('launch.errorTitle')}
        html={escapeText(notice?.message ?? tCommon('networkError'))}
        icon={notice?.kind === 'trial' ? 'warning' : 'error'}
        hideCancel
        confirmText={t('launch.ok')}
        onConfirm={dismiss}
        onCancel={dismiss}
      />
      <VendorLobbyDialog entry={state.lobby} onClose={dismiss} />
    </LauncherContext.Provider>
  );
}
