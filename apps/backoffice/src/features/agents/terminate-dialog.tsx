import type { TBoContract } from '@tala/contract/backoffice/agents';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../components/ui/card.tsx';
import { TextArea } from '../../components/ui/field.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { boundaryText, termsSummary } from './agents-format.ts';
import { useTerminateContract } from './use-agents.ts';

const REASON_MIN = 3;
const REASON_MAX = 200;

/**
 * Staff end a contract at once (decision 045): an offer is withdrawn; an accepted contract ends at the start of
 * its running period — that period is not paid — and what its holder gave on below ends with it. The reason goes
 * to the audit log.
 */
export function TerminateDialog({
  contract,
  timeZone,
  onClose,
}: {
  contract: TBoContract | null;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terminate = useTerminateContract();
  const [reason, setReason] = useState('');
  const [left, setLeft] = useState(false);
  function close() {
    setReason('');
    setLeft(false);
    terminate.reset();
    onClose();
  }
  if (!contract) return null;
  const length = reason.trim().length;
  const valid = length >= REASON_MIN && length <= REASON_MAX;
  const values = {
    member: contract.member.username,
    kind: t(`agents.kindsInText.${contract.kind}`),
  };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : close())}
      title={t('agents.terminate.title')}
      width={520}
      testId="terminate-dialog"
    >
      <form
        className="flex flex-col gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          setLeft(true);
          if (valid) terminate.mutate({ id: contract.id, reason: reason.trim() }, { onSuccess: close });
        }}
      >
        <div className="rounded-md border border-line bg-surface-2/40 px-3 py-2">
          <div className="font-semibold text-fg">
            {values.member} · {t(`agents.kinds.${contract.kind}`)}
          </div>
          <div className="tabular text-xs text-muted">{termsSummary(t, contract.terms)}</div>
          {contract.effectiveFrom ? (
            <div className="tabular text-xs text-faint">
              {t('agents.contracts.from', {
                time: boundaryText(contract.effectiveFrom, timeZone, currentLanguage(), {
                  dateAtMidnight: true,
                }),
              })}
            </div>
          ) : null}
        </div>
        {contract.state === 'OFFERED' ? (
          <p className="text-muted">{t('agents.terminate.offerText', values)}</p>
        ) : (
          <div
            className="flex flex-col gap-1.5 rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-fg"
            data-testid="terminate-warning"
          >
            <p>
              {contract.state === 'UPCOMING'
                ? t('agents.terminate.neverStarts', values)
                : t('agents.terminate.unpaid', values)}
            </p>
            <p>{t('agents.terminate.cascade', values)}</p>
          </div>
        )}
        <TextArea
          label={t('agents.terminate.reason')}
          rows={2}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setLeft(true)}
          error={
            left && !valid
              ? t('agents.terminate.reasonRule', { min: REASON_MIN, max: REASON_MAX })
              : undefined
          }
          hint={t('agents.terminate.reasonHint', { length, max: REASON_MAX })}
          className="[&_textarea]:font-sans [&_textarea]:text-sm"
          data-testid="terminate-reason"
        />
        <ErrorNote error={terminate.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={terminate.isPending} data-testid="terminate-confirm">
            {t('agents.terminate.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
