import type { TContractKind } from '@tala/contract/agent/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { openModal, useOpenModal } from '../../../lib/modal-store.ts';
import { useMyContracts } from '../api/contract-queries.ts';
import { ListSkeleton } from '../components/list-skeleton.tsx';
import { QueryError } from '../components/query-error.tsx';
import { SectionSwitch } from '../components/section-switch.tsx';
import { KIND_PAGE } from './contract-kinds.ts';
import { DownlineContracts } from './downline-contracts.tsx';
import { MyContract } from './my-contract.tsx';
import type { TOfferTarget } from './offer-dialog.tsx';
import { SettlementRecords } from './settlement-records.tsx';

type TSection = 'mine' | 'given' | 'records';

/** A member team management asked to offer a contract to (the modal's props), once. */
function useOfferRequest(kind: TContractKind): TOfferTarget | null {
  const { props } = useOpenModal();
  const [target] = useState(() => {
    const asked = props.offerTo as TOfferTarget | undefined;
    return asked && typeof asked.id === 'string' && typeof asked.username === 'string' ? asked : null;
  });
  // Taken: the page's props go back to the page alone, so the dialog does not open again.
  useEffect(() => {
    if (target) openModal('agentCentre', { page: KIND_PAGE[kind] });
  }, [target, kind]);
  return target;
}

/**
 * A contract kind's page (seed 001 §2 pages 9–12: dividend record, daily wages, hourly salary, real-time salary):
 * my contract (and an offer to answer), the contracts I gave my direct downline (when I hold one to give on),
 * and the settlement records.
 */
export function ContractPage({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation('agent');
  const mine = useMyContracts(kind);
  const offerTo = useOfferRequest(kind);
  const [section, setSection] = useState<TSection>(offerTo ? 'given' : 'mine');
  const data = mine.data;
  const sections: TSection[] = data?.canOffer ? ['mine', 'given', 'records'] : ['mine', 'records'];
  const shown = data && !data.canOffer && section === 'given' ? 'mine' : section;
  return (
    <div className="space-y-5" data-testid={`contract-page-${kind}`}>
      <p className="flex items-start gap-2 text-sm text-muted">
        <Icon name="info" className="mt-0.5 size-4 shrink-0 text-accent" />
        {t(`contracts.intro.${kind}`)}
      </p>
      <SectionSwitch
        items={sections.map((value) => ({ value, label: t(`contracts.sections.${value}`) }))}
        value={shown}
        onChange={setSection}
        label={t('contracts.sectionsLabel')}
      />
      {offerTo && data && !data.canOffer ? (
        <p role="status" className="rounded-lg border border-info/40 bg-info/10 px-3 py-2 text-sm text-fg">
          {t('contracts.cannotOffer', { name: offerTo.username, kind: t(`contracts.kinds.${kind}`) })}
        </p>
      ) : null}
      {shown === 'records' ? (
        <SettlementRecords kind={kind} />
      ) : mine.isError ? (
        <QueryError error={mine.error} onRetry={() => void mine.refetch()} />
      ) : data ? (
        shown === 'given' ? (
          <DownlineContracts kind={kind} mine={data} offerTo={offerTo} />
        ) : (
          <MyContract mine={data} />
        )
      ) : (
        <ListSkeleton rows={3} />
      )}
    </div>
  );
}
