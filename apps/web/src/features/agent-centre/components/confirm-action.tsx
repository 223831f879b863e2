import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useTranslation } from 'react-i18next';

/**
 * A question before an action that cannot be taken back (end a contract, reject or accept with its cascade):
 * the site's modal with the question, what follows in plain words, Cancel and the action (the default on Enter).
 * Plain text, not the HTML confirm dialog: nothing here needs markup, and the agent centre's chunk stays lean.
 */
export function ConfirmAction({
  open,
  title,
  body,
  confirmText,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmText: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? null : onCancel())}
      title={title}
      description={body}
      width={420}
      testId="confirm-action"
    >
      <div className="pt-3">
        <div className="flex gap-3">
          <Button
            variant="secondary"
            className="flex-1"
            onClick={onCancel}
            data-testid="confirm-action-cancel"
          >
            {t('cancel')}
          </Button>
          <Button
            className="flex-1"
            defaultAction
            busy={busy}
            onClick={onConfirm}
            data-testid="confirm-action-confirm"
          >
            {confirmText}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
