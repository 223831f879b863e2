import type { TBoBonusCancel } from '@tala/contract/backoffice/bonuses';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionFooter } from '../../components/ui/decision-footer.tsx';
import { money } from '../../lib/format.ts';
import { useDecideBonusCancel } from './use-bonuses.ts';

const NOTE_MAX = 500;

/** The second staff member approves (the bonus is forfeited now) or rejects, with a note for the audit log. */
export function BonusDecisionDialog({
  request,
  approve,
  currency,
  onClose,
}: {
  request: TBoBonusCancel;
  approve: boolean;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideBonusCancel();
  const [note, setNote] = useState('');
  const values = { player: request.member.username, amount: money(request.amount, currency) };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t(approve ? 'bonuses.approveTitle' : 'bonuses.rejectTitle', values)}
      width={520}
      testId="bonus-decision-dialog"
    >
      <div className="flex flex-col gap-3 text-sm">
        {approve ? (
          <p className="rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-fg">
            {t('bonuses.approveText', values)}
          </p>
        ) : (
          <p className="text-muted">{t('bonuses.rejectText', values)}</p>
        )}
        <blockquote className="rounded-md border-l-2 border-accent bg-surface-2 px-3 py-2 break-words text-fg">
          {request.reason}
          <footer className="mt-1 text-xs text-faint">— {request.requestedBy}</footer>
        </blockquote>
        <DecisionFooter
          noteLabel={t('bonuses.note')}
          note={note}
          onNote={setNote}
          noteMaxLength={NOTE_MAX}
          noteTestId="bonus-decision-note"
          error={decide.error}
          onCancel={onClose}
          confirm={{
            label: t(approve ? 'bonuses.approve' : 'bonuses.reject'),
            variant: approve ? 'danger' : 'primary',
            busy: decide.isPending,
            onClick: () =>
              decide.mutate({ id: request.id, approve, note: note.trim() }, { onSuccess: onClose }),
            testId: 'bonus-decision-confirm',
          }}
        />
      </div>
    </Modal>
  );
}
