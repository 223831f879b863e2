import { type ReactNode, useEffect } from 'react';
import { t } from './i18n.ts';
import { usePlay } from './play-context.tsx';

const TOAST_MS = 4200;

/** One translated line per failure; the API's English message is never shown to the player. */
export function ErrorToast(): ReactNode {
  const { error, dismissError } = usePlay();
  useEffect(() => {
    if (error === null) return;
    const timer = setTimeout(dismissError, TOAST_MS);
    return () => clearTimeout(timer);
  }, [error, dismissError]);
  if (error === null) return null;
  return (
    <div className="toast" role="alert" key={error.id}>
      <span className="toast-icon" aria-hidden="true">
        !
      </span>
      <span>{t(`errors.${error.code}`)}</span>
      <button type="button" className="toast-close" aria-label={t('shell.close')} onClick={dismissError}>
        ×
      </button>
    </div>
  );
}
