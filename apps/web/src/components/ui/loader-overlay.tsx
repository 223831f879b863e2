import { Spinner } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';

/** Full-screen loader overlay (seed 000 §2). */
export function LoaderOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation('common');
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-[60] grid place-items-center bg-overlay">
      <div className="flex flex-col items-center gap-3 text-accent">
        <Spinner className="size-10" />
        <span className="text-sm text-muted">{t('loading')}</span>
      </div>
    </div>
  );
}
