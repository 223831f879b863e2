import type { TBoMemberMove } from '@tala/contract/backoffice/agent-tree';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionFooter } from '../../components/ui/decision-footer.tsx';
import { useDecideMove } from './use-agent-tree.ts';

const NOTE_MAX = 500;

/** The second admin approves (the member moves now, with its team) or rejects, with a note for the audit log. */
export function MoveDecisionDialog({
  move,
  approve,
  onClose,
}: {
  move: TBoMemberMove;
  approve: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideMove();
  const [note, setNote] = useState('');
  const values = {
    member: move.member.username,
    from: move.fromUpline?.username ?? '',
    to: move.toUpline.username,
  };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t(approve ? 'agents.moves.approveTitle' : 'agents.moves.rejectTitle', values)}
      width={520}
      testId="move-decision-dialog"
    >
      <div className="flex flex-col gap-3 text-sm">
        {approve ? (
          <div className="flex flex-col gap-1.5 rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-fg">
            <p>
              {move.fromUpline
                ? t('agents.moves.approveText', values)
                : t('agents.moves.approveTextTop', values)}
            </p>
            {move.fromUpline ? <p>{t('agents.moves.approveContracts', values)}</p> : null}
          </div>
        ) : (
          <p className="text-muted">{t('agents.moves.rejectText')}</p>
        )}
        <blockquote className="rounded-md border-l-2 border-accent bg-surface-2 px-3 py-2 break-words text-fg">
          {move.reason}
          <footer className="mt-1 text-xs text-faint">— {move.requestedBy}</footer>
        </blockquote>
        <DecisionFooter
          noteLabel={t('agents.moves.note')}
          note={note}
          onNote={setNote}
          noteMaxLength={NOTE_MAX}
          noteTestId="move-decision-note"
          error={decide.error}
          onCancel={onClose}
          confirm={{
            label: t(approve ? 'agents.moves.approve' : 'agents.moves.reject'),
            variant: approve ? 'primary' : 'danger',
            busy: decide.isPending,
            onClick: () =>
              decide.mutate(
                { id: move.id, decision: approve ? 'approve' : 'reject', note: note.trim() },
                { onSuccess: onClose },
              ),
            testId: 'move-decision-confirm',
          }}
        />
      </div>
    </Modal>
  );
}
