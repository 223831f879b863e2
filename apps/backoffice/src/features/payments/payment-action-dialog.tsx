import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../components/ui/card.tsx';
import { TextArea, TextField } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';

/** One staff decision on a deposit or withdrawal, as the dialog needs it. */
export type TPaymentAction = {
  title: string;
  text: string;
  confirm: string;
  tone: 'success' | 'danger' | 'primary';
  path: string;
  /** Asks for a reason (1–200 characters, shown to the player). */
  needsReason?: boolean;
  /** Asks for the amount paid, starting at this value. */
  amount?: string;
  /** Sent as is: which way a disputed withdrawal is resolved. */
  outcome?: 'FORCED_RECEIVED' | 'REFUNDED';
};

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const REASON_MAX = 200;

/**
 * Confirms a payments-queue action and posts it. The server answers `changed: false` for a repeat, so
 * a double click or a second reviewer acting on the same row never moves money twice.
 */
export function PaymentActionDialog({
  action,
  onClose,
}: {
  action: TPaymentAction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: (value: TPaymentAction) => {
      const body: Record<string, string> = {};
      if (value.needsReason) body.reason = reason.trim();
      if (value.amount !== undefined) body.amount = (amount ?? value.amount).trim();
      if (value.outcome) body.outcome = value.outcome;
      return api('POST', value.path, body);
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
      close();
    },
  });
  function close() {
    setReason('');
    setAmount(null);
    submit.reset();
    onClose();
  }
  if (!action) return null;
  const amountText = amount ?? action.amount ?? '';
  const reasonOk = !action.needsReason || (reason.trim().length > 0 && reason.length <= REASON_MAX);
  const amountOk =
    action.amount === undefined || (AMOUNT.test(amountText.trim()) && /[1-9]/.test(amountText));
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : close())}
      title={action.title}
      width={480}
      testId="payment-action"
    >
      <form
        className="flex flex-col gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          if (reasonOk && amountOk) submit.mutate(action);
        }}
      >
        <p className="text-muted">{action.text}</p>
        {action.amount !== undefined ? (
          <TextField
            label={t('payments.dialogs.paidAmount')}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            maxLength={16}
            onChange={(event) => setAmount(event.target.value)}
            error={amountOk ? undefined : t('validation.amount')}
          />
        ) : null}
        {action.needsReason ? (
          <TextArea
            label={t('payments.dialogs.reason')}
            rows={2}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="[&_textarea]:font-sans [&_textarea]:text-sm"
          />
        ) : null}
        <ErrorNote error={submit.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant={action.tone}
            busy={submit.isPending}
            disabled={!reasonOk || !amountOk}
            data-testid="payment-action-confirm"
          >
            {action.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
