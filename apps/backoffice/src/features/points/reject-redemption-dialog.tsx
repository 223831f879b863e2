import type { TBoRedemption } from '@tala/contract/backoffice/points';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionFooter } from '../../components/ui/decision-footer.tsx';
import { pointsText } from './points-format.ts';

/** The contract's reason: 2 to 300 characters once trimmed. */
const REASON = { min: 2, max: 300 } as const;

/** Rejects a redemption with the reason the player reads; the points and the stock go back. */
export function RejectRedemptionDialog({
  item,
  busy,
  error,
  onClose,
  onReject,
}: {
  item: TBoRedemption;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('points.queue.rejectTitle')}
      width={480}
      testId="redemption-reject-dialog"
    >
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-muted">
          {t('points.queue.rejectText', {
            player: item.username,
            reward: item.rewardName,
            points: pointsText(item.points),
          })}
        </p>
        <DecisionFooter
          noteLabel={t('points.queue.reason', { min: REASON.min, max: REASON.max })}
          note={reason}
          onNote={setReason}
          noteMaxLength={REASON.max}
          noteTestId="redemption-reason"
          error={error}
          onCancel={onClose}
          confirm={{
            label: t('points.queue.reject'),
            variant: 'danger',
            busy,
            disabled: trimmed.length < REASON.min,
            onClick: () => onReject(trimmed),
            testId: 'redemption-reject-confirm',
          }}
        />
      </div>
    </Modal>
  );
}
