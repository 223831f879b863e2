import type { TAgentContract, TGivenContractRow } from '@tala/contract/agent/contracts';
import { Button } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { StatusChip } from '../../../components/centre/status-chip.tsx';
import { useMerchantDate } from '../hooks/merchant-time.ts';
import { ContractStateChip } from './contract-state-chip.tsx';
import { useTermsSummary } from './terms-summary.tsx';

type TShown = { key: string; label: string; contract: TAgentContract; tone: 'plain' | 'info' };

/** The contracts a row shows, each with what it is: the one held now, the next one, an offer waiting. */
function useShown(row: TGivenContractRow): TShown[] {
  const { t } = useTranslation('agent');
  const date = useMerchantDate();
  const shown: TShown[] = [];
  if (row.current)
    shown.push({
      key: 'current',
      label:
        row.current.state === 'ENDING'
          ? t('given.endsOn', { date: date(row.current.effectiveUntil, 'lastDay') })
          : t('given.terms'),
      contract: row.current,
      tone: 'plain',
    });
  if (row.next)
    shown.push({
      key: 'next',
      label: t('given.nextFrom', { date: date(row.next.effectiveFrom) }),
      contract: row.next,
      tone: 'plain',
    });
  if (row.offer)
    shown.push({
      key: 'offer',
      label: t('given.offerSent', { date: date(row.offer.offeredAt) }),
      contract: row.offer,
      tone: 'info',
    });
  return shown;
}

/**
 * A direct downline agent and its contracts of the kind: where each stands (chips in words), their terms in a
 * line, and the actions that allows — offer new terms, withdraw an offer waiting, end an active contract. Each
 * button says whose it is to screen readers after its visible words.
 */
export function DownlineRow({
  row,
  busy,
  onOffer,
  onWithdraw,
  onTerminate,
}: {
  row: TGivenContractRow;
  busy: boolean;
  onOffer: () => void;
  onWithdraw: () => void;
  onTerminate: () => void;
}) {
  const { t } = useTranslation('agent');
  const summary = useTermsSummary();
  const shown = useShown(row);
  const whose = <span className="sr-only">: {row.member.username}</span>;
  return (
    <li
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 lg:grid-cols-[minmax(0,13rem)_minmax(0,1fr)_auto] lg:items-center"
      data-testid="given-row"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-[linear-gradient(135deg,var(--brand),var(--accent))] font-bold text-white uppercase"
          >
            {row.member.username.slice(0, 1)}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-fg" data-testid="given-username">
              {row.member.username}
            </p>
            <p className="text-xs text-faint">{t('kind.agentType', { type: row.member.agentType })}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5 pl-13" data-testid="given-state">
          {shown.map((item) => (
            <ContractStateChip key={item.key} state={item.contract.state} />
          ))}
          {shown.length === 0 ? <StatusChip tone="neutral">{t('given.noContract')}</StatusChip> : null}
        </div>
      </div>
      <dl className="grid min-w-0 gap-2 text-sm sm:grid-cols-2 lg:grid-cols-1">
        {shown.map((item) => (
          <div
            key={item.key}
            className={`min-w-0 rounded-xl px-3 py-2 ${item.tone === 'info' ? 'border border-info/30 bg-info/8' : 'bg-surface-2'}`}
          >
            <dt className="truncate text-xs text-muted">{item.label}</dt>
            <dd className="truncate font-medium text-fg tabular-nums" data-testid={`given-${item.key}-terms`}>
              {summary(item.contract.terms)}
            </dd>
          </div>
        ))}
        {shown.length === 0 ? (
          <div className="rounded-xl border border-dashed border-line px-3 py-2 text-xs text-muted">
            {t('given.noneYet')}
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-3 lg:flex-col lg:items-stretch lg:border-0 lg:pt-0">
        {row.offer ? (
          <Button size="sm" variant="secondary" onClick={onWithdraw} busy={busy} data-testid="given-withdraw">
            {t('given.withdraw')}
            {whose}
          </Button>
        ) : (
          <Button size="sm" onClick={onOffer} data-testid="given-offer">
            <Icon name="mail" className="size-4" />
            {t(row.current || row.next ? 'given.offerNew' : 'given.offer')}
            {whose}
          </Button>
        )}
        {row.current?.state === 'ACTIVE' ? (
          <Button
            size="sm"
            variant="secondary"
            className="text-danger"
            onClick={onTerminate}
            data-testid="given-terminate"
          >
            {t('contracts.terminate')}
            {whose}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
