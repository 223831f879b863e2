import type { TAgentContract, TMyContracts } from '@tala/contract/agent/contracts';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { FormError, FormSuccess } from '../../../components/centre/form-error.tsx';
import { Panel } from '../../../components/centre/panel.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useContractAction } from '../api/contract-mutations.ts';
import { ConfirmAction } from '../components/confirm-action.tsx';
import { useMerchantDate } from '../hooks/merchant-time.ts';
import { ContractFacts } from './contract-facts.tsx';
import { ContractStateChip } from './contract-state-chip.tsx';
import { OfferWaiting } from './offer-waiting.tsx';
import { TermsView } from './terms-view.tsx';

/**
 * My contract of a kind (issue 12 §2.9–12): an offer waiting for my answer first, then the contract that pays
 * me now (who pays, since when, its terms; its end date once it is ending) with the way to end it, then the
 * one that starts next.
 */
export function MyContract({ mine }: { mine: TMyContracts }) {
  const { t } = useTranslation('agent');
  const [done, setDone] = useState<string | null>(null);
  const isEmpty = !mine.current && !mine.next && !mine.offer;
  return (
    <div className="space-y-4" data-testid="contract-mine">
      <FormSuccess text={done} />
      {mine.offer ? <OfferWaiting offer={mine.offer} current={mine.current} onDone={setDone} /> : null}
      {mine.current ? <CurrentContract contract={mine.current} onDone={setDone} /> : null}
      {mine.next ? (
        <Panel
          title={t('contracts.next')}
          icon="sparkles"
          action={<ContractStateChip state={mine.next.state} />}
          testId="contract-next"
        >
          <div className="space-y-4">
            <ContractFacts contract={mine.next} />
            <TermsView terms={mine.next.terms} />
          </div>
        </Panel>
      ) : null}
      {isEmpty ? (
        <EmptyState
          icon="info"
          title={t('contracts.none', { kind: t(`contracts.kinds.${mine.kind}`) })}
          body={t('contracts.noneBody')}
        />
      ) : null}
    </div>
  );
}

/** The contract that pays me now; an ending one says until when, an active one can be ended. */
function CurrentContract({ contract, onDone }: { contract: TAgentContract; onDone: (text: string) => void }) {
  const { t } = useTranslation('agent');
  const merchantDate = useMerchantDate();
  const action = useContractAction();
  const [isAsking, setAsking] = useState(false);
  function terminate() {
    action.mutate(
      { id: contract.id, action: 'terminate' },
      {
        onSuccess: () => onDone(t('contracts.terminated')),
        onSettled: () => setAsking(false),
      },
    );
  }
  return (
    <Panel
      title={t('contracts.current')}
      icon="shield"
      action={<ContractStateChip state={contract.state} testId="contract-current-state" />}
      testId="contract-current"
    >
      <div className="space-y-4">
        {contract.state === 'ENDING' ? (
          <p
            className="flex items-start gap-2 rounded-xl border border-warning/40 bg-warning/10 px-3 py-2.5 text-sm text-fg"
            data-testid="contract-ending"
          >
            <Icon name="info" className="mt-0.5 size-4 shrink-0 text-warning" />
            {t('contracts.endingNotice', { date: merchantDate(contract.effectiveUntil, 'lastDay') })}
          </p>
        ) : null}
        <ContractFacts contract={contract} />
        <TermsView terms={contract.terms} testId="contract-current-terms" />
        <FormError error={action.error} />
        {contract.state === 'ACTIVE' ? (
          <div className="flex justify-end border-t border-line pt-4">
            <Button
              variant="secondary"
              className="text-danger"
              onClick={() => setAsking(true)}
              data-testid="contract-terminate"
            >
              {t('contracts.terminate')}
            </Button>
          </div>
        ) : null}
      </div>
      <ConfirmAction
        open={isAsking}
        title={t('contracts.terminateTitle')}
        body={t('contracts.terminateBody')}
        confirmText={t('contracts.terminate')}
        busy={action.isPending}
        onConfirm={terminate}
        onCancel={() => setAsking(false)}
      />
    </Panel>
  );
}
