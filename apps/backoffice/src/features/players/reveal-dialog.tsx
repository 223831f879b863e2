import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import {
  REVEAL_REASON_MIN,
  type TRevealableField,
  type TRevealResult,
} from '@tala/contract/backoffice/players';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../components/ui/card.tsx';
import { TextArea } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';

/**
 * Asks why before a masked role sees a player's personal data (decision 016). The reason, who asked and
 * when go to the audit log; the server limits how many reveals a staff member makes in an hour.
 */
export function RevealDialog({
  playerId,
  field,
  onClose,
  onRevealed,
}: {
  playerId: string;
  field: TRevealableField | null;
  onClose: () => void;
  onRevealed: (result: TRevealResult) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const reveal = useMutation({
    mutationFn: (input: { field: TRevealableField; reason: string }) =>
      api<TRevealResult>('POST', boPath(BO_PATHS.playerReveal, { id: playerId }), input),
    onSuccess: (result) => {
      onRevealed(result);
      close();
    },
  });
  function close() {
    setReason('');
    reveal.reset();
    onClose();
  }
  const tooShort = reason.trim().length < REVEAL_REASON_MIN;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (field && !tooShort) reveal.mutate({ field, reason: reason.trim() });
  };
  const what = field ? t(`reveal.fields.${field}`) : '';
  return (
    <Modal
      open={field !== null}
      onOpenChange={(open) => (open ? null : close())}
      title={t('reveal.title', { what })}
      description={t('reveal.description')}
      testId="reveal-dialog"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextArea
          label={t('reveal.reason')}
          hint={t('reveal.reasonHint', { min: REVEAL_REASON_MIN })}
          rows={3}
          maxLength={200}
          className="[&_textarea]:font-sans [&_textarea]:text-sm"
          value={reason}
          data-testid="reveal-reason"
          onChange={(event) => setReason(event.target.value)}
        />
        <ErrorNote error={reveal.error} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={reveal.isPending} disabled={tooShort} data-testid="reveal-submit">
            {t('reveal.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
