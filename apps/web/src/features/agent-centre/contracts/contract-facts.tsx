import type { TAgentContract } from '@tala/contract/agent/contracts';
import { useTranslation } from 'react-i18next';
import { useMerchantDate } from '../hooks/merchant-time.ts';

/** Who pays a contract (its upline, or the platform for a top agent), from and until when, a dividend's period. */
export function ContractFacts({ contract }: { contract: TAgentContract }) {
  const { t } = useTranslation('agent');
  const date = useMerchantDate();
  const terms = contract.terms;
  const facts = [
    {
      key: 'payer',
      label: t('contracts.payer'),
      value: contract.payer?.username ?? t('contracts.platform'),
      testId: 'contract-payer',
    },
    contract.state === 'OFFERED'
      ? {
          key: 'offered',
          label: t('contracts.offeredAt'),
          value: date(contract.offeredAt),
        }
      : {
          key: 'from',
          label: contract.state === 'UPCOMING' ? t('contracts.startsOn') : t('contracts.since'),
          value: date(contract.effectiveFrom),
        },
    ...(contract.effectiveUntil
      ? [
          {
            key: 'until',
            label: t('contracts.until'),
            value: date(contract.effectiveUntil, 'lastDay'),
          },
        ]
      : []),
    ...(terms.kind === 'DIVIDEND'
      ? [{ key: 'period', label: t('contracts.period'), value: t(`contracts.periods.${terms.period}`) }]
      : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.key} className="min-w-0 rounded-xl bg-surface-2 px-3 py-2">
          <dt className="truncate text-xs text-muted">{fact.label}</dt>
          <dd
            className="truncate text-sm font-semibold text-fg"
            data-testid={'testId' in fact ? fact.testId : undefined}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
