import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../components/ui/card.tsx';
import { TextArea, TextField } from '../../components/ui/field.tsx';
import { useRequestMove } from './use-agent-tree.ts';

const REASON_MIN = 3;
const REASON_MAX = 200;
const USERNAME_MAX = 32;

/**
 * The first of two admins asks to move a member, with everyone under it, under another agent (decision 047):
 * nothing moves until a second admin approves. What the member had with its current upline ends then.
 */
export function MoveDialog({
  member,
  upline,
  endsContracts,
  onClose,
}: {
  member: string;
  upline: string | null;
  /** Whether the member holds live contracts from its current upline (they end with the move). */
  endsContracts: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const request = useRequestMove();
  const [uplineUsername, setUplineUsername] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const target = uplineUsername.trim();
  const length = reason.trim().length;
  const reasonValid = length >= REASON_MIN && length <= REASON_MAX;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('agents.move.title', { member })}
      description={t('agents.move.description', { member })}
      width={520}
      testId="move-dialog"
    >
      <form
        className="flex flex-col gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (target && reasonValid) {
            request.mutate(
              { username: member, uplineUsername: target, reason: reason.trim() },
              { onSuccess: onClose },
            );
          }
        }}
      >
        <p className="rounded-md border border-line bg-surface-2/40 px-3 py-2 text-muted">
          {upline ? t('agents.move.now', { upline }) : t('agents.move.nowTop')}
        </p>
        <TextField
          label={t('agents.move.upline')}
          value={uplineUsername}
          maxLength={USERNAME_MAX}
          autoComplete="off"
          onChange={(event) => setUplineUsername(event.target.value)}
          error={tried && !target ? t('agents.move.uplineRequired') : undefined}
          hint={t('agents.move.uplineHint')}
          data-testid="move-upline"
        />
        <TextArea
          label={t('agents.terminate.reason')}
          rows={2}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={
            tried && !reasonValid
              ? t('agents.terminate.reasonRule', { min: REASON_MIN, max: REASON_MAX })
              : undefined
          }
          hint={t('agents.terminate.reasonHint', { length, max: REASON_MAX })}
          className="[&_textarea]:font-sans [&_textarea]:text-sm"
          data-testid="move-reason"
        />
        <div className="flex flex-col gap-1.5 rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-fg">
          {upline && endsContracts ? <p>{t('agents.move.contracts', { member, upline })}</p> : null}
          <p>{t('agents.move.approval')}</p>
        </div>
        <ErrorNote error={request.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={request.isPending} data-testid="move-submit">
            {t('agents.move.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
