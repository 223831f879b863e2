import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { SafeHtml } from '@tala/ui/safe-html';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type TConfirmDialogProps = {
  open: boolean;
  title: string;
  /** HTML body, sanitised before rendering. */
  html: string;
  icon?: 'info' | 'warning' | 'success' | 'error';
  confirmText?: string;
  cancelText?: string;
  /** Omit the cancel button (a warning with only a confirm button). */
  hideCancel?: boolean;
  /** Closes by itself after this many ms (seed 000 §2: optional timeout). */
  timeoutMs?: number;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const ICON_COLOURS = {
  info: 'text-info',
  warning: 'text-warning',
  success: 'text-success',
  error: 'text-danger',
};

/** The confirm dialog of seed 000 §2: title, html body, icon, cancel/confirm, optional time-out, cover click closes. */
export function ConfirmDialog(props: TConfirmDialogProps) {
  const { t } = useTranslation('common');
  const { open, timeoutMs, onCancel } = props;
  useEffect(() => {
    if (!open || !timeoutMs) return;
    const timer = setTimeout(onCancel, timeoutMs);
    return () => clearTimeout(timer);
  }, [open, timeoutMs, onCancel]);
  const icon = props.icon ?? 'info';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? null : onCancel())}
      title={props.title}
      width={400}
      testId="confirm-dialog"
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <svg
          viewBox="0 0 24 24"
          className={`size-12 ${ICON_COLOURS[icon]}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="10" />
          {icon === 'success' ? (
            <path d="M7 12.5l3.2 3.2L17 9" strokeLinecap="round" strokeLinejoin="round" />
          ) : null}
          {icon === 'error' ? <path d="M9 9l6 6M15 9l-6 6" strokeLinecap="round" /> : null}
          {icon === 'info' || icon === 'warning' ? (
            <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
          ) : null}
        </svg>
        <SafeHtml html={props.html} className="text-sm text-muted" />
        <div className="flex w-full gap-3">
          {props.hideCancel ? null : (
            <Button variant="secondary" className="flex-1" onClick={onCancel}>
              {props.cancelText ?? t('cancel')}
            </Button>
          )}
          <Button className="flex-1" defaultAction busy={props.busy} onClick={props.onConfirm}>
            {props.confirmText ?? t('confirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
