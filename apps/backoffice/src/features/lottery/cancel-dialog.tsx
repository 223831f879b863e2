import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../components/ui/card.tsx';
import { TextArea } from '../../components/ui/field.tsx';
import { useRequestCancel } from './use-lottery.ts';

/** The first of two people: asks to cancel an issue with a reason; another staff member approves it. */
export function CancelDialog({
  gameId,
  issueNo,
  onClose,
}: {
  gameId: string;
  issueNo: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const request = useRequestCancel(gameId);
  const [reason, setReason] = useState('');
  const [isSent, setIsSent] = useState(false);
  const isValid = reason.trim().length >= 3;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('lottery.cancel.requestTitle', { issue: issueNo })}
      description={t('lottery.cancel.requestHelp')}
      width={480}
      testId="cancel-request-dialog"
    >
      {isSent ? (
        <div className="flex flex-col gap-4 text-sm">
          <p role="status" className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-fg">
            {t('lottery.cancel.requested')}
          </p>
          <div className="flex justify-end">
            <Button onClick={onClose} data-testid="cancel-request-done">
              {t('lottery.close')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="flex flex-col gap-3 text-sm"
          onSubmit={(event) => {
            event.preventDefault();
            if (isValid)
              request.mutate({ issueNo, reason: reason.trim() }, { onSuccess: () => setIsSent(true) });
          }}
        >
          <TextArea
            label={t('lottery.cancel.reason')}
            rows={3}
            maxLength={160}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            hint={t('lottery.cancel.reasonHelp')}
            className="[&_textarea]:font-sans [&_textarea]:text-sm"
            data-testid="cancel-reason"
          />
          <ErrorNote error={request.error} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              variant="danger"
              busy={request.isPending}
              disabled={!isValid}
              data-testid="cancel-request-send"
            >
              {t('lottery.cancel.send')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
