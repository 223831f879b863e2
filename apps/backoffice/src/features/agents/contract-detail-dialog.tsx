import type { TBoContract } from '@tala/contract/backoffice/agents';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { MemberLink, Payer, StateChip } from './agent-parts.tsx';
import { boundaryText, isLive } from './agents-format.ts';
import { TermsTable } from './terms-table.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] text-faint">{label}</dt>
      <dd className="mt-0.5 text-sm text-fg">{children}</dd>
    </div>
  );
}

/** One contract in full: who holds it and who pays, when it runs and why it ended, and every tier. */
export function ContractDetailDialog({
  contract,
  timeZone,
  onClose,
  onTerminate,
}: {
  contract: TBoContract | null;
  timeZone: string | undefined;
  onClose: () => void;
  /** Given for staff who may end contracts. */
  onTerminate?: ((contract: TBoContract) => void) | undefined;
}) {
  const { t } = useTranslation();
  if (!contract) return null;
  const lang = currentLanguage();
  const at = (iso: string | null) => boundaryText(iso, timeZone, lang);
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('agents.detail.title', {
        kind: t(`agents.kinds.${contract.kind}`),
        member: contract.member.username,
      })}
      width={720}
      testId="contract-detail"
    >
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg border border-line bg-surface-2/40 p-3 sm:grid-cols-3">
          <Fact label={t('agents.contracts.member')}>
            <MemberLink member={contract.member} />
          </Fact>
          <Fact label={t('agents.contracts.state')}>
            <StateChip state={contract.state} />
          </Fact>
          <Fact label={t('agents.contracts.payer')}>
            <Payer payer={contract.payer} staff={contract.staff} />
          </Fact>
          {contract.terms.kind === 'DIVIDEND' ? (
            <Fact label={t('agents.terms.period')}>{t(`agents.terms.periods.${contract.terms.period}`)}</Fact>
          ) : null}
          <Fact label={t('agents.detail.offered')}>
            <span className="tabular">{at(contract.offeredAt)}</span>
          </Fact>
          <Fact label={t('agents.detail.decided')}>
            <span className="tabular">{at(contract.decidedAt)}</span>
          </Fact>
          <Fact label={t('agents.detail.from')}>
            <span className="tabular">{at(contract.effectiveFrom)}</span>
          </Fact>
          <Fact label={t('agents.detail.until')}>
            <span className="tabular">
              {contract.effectiveUntil ? at(contract.effectiveUntil) : t('agents.contracts.openEnded')}
            </span>
          </Fact>
          {contract.endReason ? (
            <Fact label={t('agents.detail.endReason')}>{t(`agents.endReasons.${contract.endReason}`)}</Fact>
          ) : null}
        </dl>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-fg">{t('agents.detail.terms')}</h3>
          <TermsTable terms={contract.terms} />
        </section>
        <div className="flex justify-end gap-2">
          {onTerminate && isLive(contract.state) ? (
            <Button variant="secondary" onClick={() => onTerminate(contract)} data-testid="detail-terminate">
              {t('agents.terminate.open')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose} defaultAction>
            {t('common.done')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
