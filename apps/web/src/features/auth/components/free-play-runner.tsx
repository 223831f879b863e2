import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderOverlay } from '../../../components/ui/loader-overlay.tsx';
import { closeModal, useOpenModal } from '../../../lib/modal-store.ts';
import { errorText } from '../../../lib/server-errors.ts';
import { freePlayLogin } from '../api/auth-api.ts';
import { solveHumanCheck } from '../api/human-check.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { WarningDialog } from './warning-dialog.tsx';

const OS_MAX_LENGTH = 40;

/** A short description of the device, as the free-play call expects (≤ 40 characters). */
function deviceOs(): string {
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return (data?.platform || navigator.platform || 'Web').slice(0, OS_MAX_LENGTH);
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Runs the free-play login when something opens the 'freePlay' modal (header button, login popup):
 * proof-of-work, POST /wps/session/login/freeplay, then the session is stored like any login.
 */
export function FreePlayRunner() {
  const { t } = useTranslation('auth');
  const { name } = useOpenModal();
  const completeLogin = useCompleteLogin();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);

  useEffect(() => {
    if (name !== 'freePlay' || running.current) return;
    running.current = true;
    setBusy(true);
    (async () => {
      try {
        const verification = await solveHumanCheck();
        const result = await freePlayLogin({ os: deviceOs(), random: randomHex(16), verification });
        await completeLogin(result, 'freePlay');
      } catch (error) {
        closeModal();
        setWarning(errorText(error, t));
      } finally {
        running.current = false;
        setBusy(false);
      }
    })();
  }, [name, completeLogin, t]);

  return (
    <>
      <LoaderOverlay visible={busy} />
      <WarningDialog message={warning} onClose={() => setWarning(null)} />
    </>
  );
}
