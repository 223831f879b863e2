import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { escapeText } from '../../../lib/escape-text.ts';
import type { TGameLauncher } from '../hooks/launcher-context.ts';
import { type TLaunchable, useLaunchFlow } from '../hooks/use-launch-flow.ts';
import { MaintenanceDialog } from './maintenance-dialog.tsx';
import { VendorLobbyDialog } from './vendor-lobby-dialog.tsx';

/**
 * The launch flow of a page's GameLauncher, loaded with the first launch: runs it (and every later one)
 * and draws what a launch can answer: the maintenance list, the demo-account notice, a plain error, or a
 * vendor's game list.
 */
export default function LaunchFlow({
  first,
  onReady,
}: {
  /** The launch that asked for this code: run once it is here. */
  first: TLaunchable;
  onReady: (launcher: TGameLauncher) => void;
}) {
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
  useEffect(() => onReady(value), [value, onReady]);
  const ranFirst = useRef(false);
  useEffect(() => {
    if (ranFirst.current) return;
    ranFirst.current = true;
    value.launch(first);
  }, [value, first]);
  const failure = state.failure;
  const notice = failure && failure.kind !== 'maintenance' ? failure : null;
  return (
    <>
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
    </>
  );
}
