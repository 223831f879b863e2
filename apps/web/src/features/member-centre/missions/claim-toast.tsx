import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';

export type TClaimToast = { id: number; tone: 'success' | 'error'; text: string };

const SHOWN_MS = 6_000;

/**
 * What a claim did, floating over the list for a few seconds: the reward paid, or why not (the server's translated
 * message). Announced to screen readers (status for a payment, alert for a refusal); closes itself or by hand.
 */
export function ClaimToast({ toast, onClose }: { toast: TClaimToast | null; onClose: () => void }) {
  const { t } = useTranslation('member');
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onClose, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [toast, onClose]);
  if (!toast) return null;
  const success = toast.tone === 'success';
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-4 z-[70] flex justify-center">
      <div
        key={toast.id}
        role={success ? 'status' : 'alert'}
        data-testid={success ? 'mission-claim-done' : 'mission-claim-error'}
        className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-2xl border px-4 py-3 text-sm shadow-[var(--shadow)] backdrop-blur ${
          success ? 'border-success/50 bg-surface text-fg' : 'border-danger/50 bg-surface text-fg'
        }`}
      >
        <span
          className={`grid size-8 shrink-0 place-items-center rounded-full ${success ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger'}`}
        >
          <Icon name={success ? 'check' : 'info'} className="size-4" />
        </span>
        <p className="min-w-0 flex-1 self-center font-semibold">{toast.text}</p>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className="grid size-8 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
        >
          <Icon name="close" className="size-4" />
        </button>
      </div>
    </div>
  );
}
