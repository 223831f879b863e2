import {
  BONUS_CANCEL_APPROVAL_THRESHOLD,
  BONUS_CANCEL_REASON,
  type TBoBonus,
} from '@tala/contract/backoffice/bonuses';
import { decimalStringToMinor } from '@tala/contract/money';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../components/ui/card.tsx';
import { TextArea } from '../../components/ui/field.tsx';
import { money } from '../../lib/format.ts';
import { useCancelBonus } from './use-bonuses.ts';

/** Above the threshold a second staff member approves; the server decides the same way. */
function needsApproval(amount: string): boolean {
  return (decimalStringToMinor(amount) ?? 0n) > (decimalStringToMinor(BONUS_CANCEL_APPROVAL_THRESHOLD) ?? 0n);
}

/**
 * Cancelling a player's bonus with a reason (decision 051): its money goes back to the house and the player's
 * promotion closes. Up to the threshold at once; above it, a request another staff member approves.
 */
export function BonusCancelDialog({
  bonus,
  currency,
  onClose,
}: {
  bonus: TBoBonus;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelBonus();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const length = reason.trim().length;
  const isValid = length >= BONUS_CANCEL_REASON.min && length <= BONUS_CANCEL_REASON.max;
  const values = {
    player: bonus.member.username,
    amount: money(bonus.amount, currency),
    threshold: money(BONUS_CANCEL_APPROVAL_THRESHOLD, currency),
  };
  const approval = needsApproval(bonus.amount);
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('bonuses.cancelTitle', values)}
      description={t('bonuses.cancelText', values)}
      width={520}
      testId="bonus-cancel-dialog"
    >
      <form
        className="flex flex-col gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (isValid) cancel.mutate({ bonusId: bonus.id, reason: reason.trim() }, { onSuccess: onClose });
        }}
      >
        <p
          className={`rounded-md border px-3 py-2 text-fg ${approval ? 'border-warning/50 bg-warning/10' : 'border-line bg-surface-2/40'}`}
          data-testid="bonus-cancel-rule"
        >
          {approval ? t('bonuses.cancelNeedsApproval', values) : t('bonuses.cancelAtOnce', values)}
        </p>
        <TextArea
          label={t('bonuses.reason')}
          rows={2}
          maxLength={BONUS_CANCEL_REASON.max}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={
            tried && !isValid
              ? t('bonuses.reasonRule', { min: BONUS_CANCEL_REASON.min, max: BONUS_CANCEL_REASON.max })
              : undefined
          }
          hint={t('bonuses.reasonHint', { length, max: BONUS_CANCEL_REASON.max })}
          className="[&_textarea]:font-sans [&_textarea]:text-sm"
          data-testid="bonus-cancel-reason"
        />
        <ErrorNote error={cancel.error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('bonuses.keep')}
          </Button>
          <Button type="submit" variant="danger" busy={cancel.isPending} data-testid="bonus-cancel-submit">
            {approval ? t('bonuses.askApproval') : t('bonuses.cancelNow')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
