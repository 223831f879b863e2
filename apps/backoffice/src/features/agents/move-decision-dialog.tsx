import type { TBoMemberMove } from '@tala/contract/backoffice/agent-tree';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../components/ui/card.tsx';
import { TextArea } from '../../components/ui/field.tsx';
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
        <TextArea
          label={t('agents.moves.note')}
          rows={2}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className="[&_textarea]:font-sans [&_textarea]:text-sm"
          data-testid="move-decision-note"
        />
        <ErrorNote error={decide.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={approve ? 'primary' : 'danger'}
            busy={decide.isPending}
            onClick={() =>
              decide.mutate(
                { id: move.id, decision: approve ? 'approve' : 'reject', note: note.trim() },
                { onSuccess: onClose },
              )
            }
            data-testid="move-decision-confirm"
          >
            {t(approve ? 'agents.moves.approve' : 'agents.moves.reject')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
