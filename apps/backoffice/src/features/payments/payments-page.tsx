import { DEPOSIT_STATUSES } from '@tala/contract/payments/deposit';
import { WITHDRAWAL_STATUSES } from '@tala/contract/payments/withdraw';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, PageHeader } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { FilterTabs, SegmentTabs } from '../../components/ui/tabs.tsx';
import { DepositChannels } from './deposit-channels.tsx';
import { DepositQueue } from './deposit-queue.tsx';
import type { TQueueFilter } from './queue-parts.tsx';
import { WithdrawalQueue } from './withdrawal-queue.tsx';

type TKind = 'deposits' | 'withdrawals';
type TTab = TKind | 'channels';
const STATUSES: Record<TKind, readonly string[]> = {
  deposits: DEPOSIT_STATUSES,
  withdrawals: WITHDRAWAL_STATUSES,
};

/**
 * The payments queue. Its filters live in the URL (`?kind=withdrawals&status=PAID&player=ana`), so a
 * reviewer can share a view and the dashboard's tiles open the right tab.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TTab =
    (['withdrawals', 'channels'] as const).find((k) => k === params.get('kind')) ?? 'deposits';
  const kind: TKind = tab === 'withdrawals' ? 'withdrawals' : 'deposits';
  const statusParam = params.get('status');
  const status = statusParam === null ? 'PENDING' : statusParam;
  const filter: TQueueFilter = {
    status: STATUSES[kind].includes(status) ? status : '',
    player: params.get('player') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const update = (next: Record<string, string>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) merged.set(key, value);
      if (!('page' in next)) merged.delete('page');
      return merged;
    });
  return (
    <div>
      <PageHeader title={t('payments.title')} subtitle={t('payments.subtitle')} />
      <Card padded={false}>
        <div className="flex flex-wrap items-center gap-2 border-b border-line p-2">
          <SegmentTabs
            values={['deposits', 'withdrawals', 'channels'] as const}
            value={tab}
            onChange={(value) => setParams({ kind: value })}
            labelOf={(value) => t(value === 'channels' ? 'content.channels.tab' : `payments.${value}`)}
            label={t('payments.title')}
            testIdPrefix="payments-tab-"
          />
          {tab === 'channels' ? null : (
            <PlayerSearch value={filter.player} onChange={(player) => update({ player })} />
          )}
        </div>
        {tab === 'channels' ? <DepositChannels /> : <Queues kind={kind} filter={filter} update={update} />}
      </Card>
    </div>
  );
}

/** The status tabs and the queue of one kind. */
function Queues({
  kind,
  filter,
  update,
}: {
  kind: TKind;
  filter: TQueueFilter;
  update: (next: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FilterTabs
        values={[...STATUSES[kind], '']}
        value={filter.status}
        onChange={(value) => update({ status: value })}
        labelOf={(value) => (value ? t(`payments.statuses.${value}`) : t('common.all'))}
        label={t('payments.status')}
        scroll
      />
      {kind === 'deposits' ? (
        <DepositQueue filter={filter} onPage={(page) => update({ page: String(page) })} />
      ) : (
        <WithdrawalQueue filter={filter} onPage={(page) => update({ page: String(page) })} />
      )}
    </>
  );
}

/** Filters by the start of a username, a moment after typing stops. */
function PlayerSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <label className="relative ml-auto w-full sm:w-56">
      <span className="sr-only">{t('payments.searchPlayer')}</span>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-faint"
      />
      <input
        type="search"
        value={text}
        maxLength={32}
        placeholder={t('payments.searchPlayer')}
        onChange={(event) => setText(event.target.value)}
        className="h-8 w-full rounded-md border border-line bg-surface-2 pr-2 pl-8 text-xs text-fg outline-none placeholder:text-faint focus:border-accent"
        data-testid="payments-player-search"
      />
    </label>
  );
}
