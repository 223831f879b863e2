import { SETTLEMENT_SIDES, type TContractKind } from '@tala/contract/agent/contracts';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/centre/play-money.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useSettlements } from '../api/contract-queries.ts';
import { ListSkeleton } from '../components/list-skeleton.tsx';
import { QueryError } from '../components/query-error.tsx';
import { SpanFields } from '../components/span-fields.tsx';
import { isSpanAllowed, useSettlementRange } from '../hooks/settlement-range.ts';
import { SettlementLines } from './settlement-lines.tsx';

type TSide = (typeof SETTLEMENT_SIDES)[number];

/** A kind's settlement lines over a range: what I received, or what I paid my downline, with the total. */
export function SettlementRecords({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation('agent');
  const [side, setSide] = useState<TSide>('received');
  const [span, setSpan] = useSettlementRange();
  const [page, setPage] = useState(1);
  const lines = useSettlements({ kind, side, span, page });
  // A range the call does not take is not asked: the previous answer is not shown for it either.
  const data = isSpanAllowed(span) ? lines.data : undefined;
  return (
    <div className="space-y-4" data-testid="contract-records">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Tabs
          items={SETTLEMENT_SIDES.map((value) => ({ value, label: t(`records.sides.${value}`) }))}
          value={side}
          onChange={(next) => {
            setSide(next);
            setPage(1);
          }}
          label={t('records.side')}
        />
        {data ? (
          <p className="text-sm text-muted" data-testid="records-total">
            {t('records.total')} <Money amount={data.totalAmount} className="font-bold text-fg" />
          </p>
        ) : null}
      </div>
      <SpanFields
        value={span}
        onChange={(next) => {
          setSpan(next);
          setPage(1);
        }}
        testId="records-span"
      />
      {lines.isError ? <QueryError error={lines.error} onRetry={() => void lines.refetch()} /> : null}
      {data && data.list.length > 0 ? (
        <div className={`space-y-3 transition-opacity ${lines.isPlaceholderData ? 'opacity-60' : ''}`}>
          <SettlementLines lines={data.list} side={side} showKind={false} testId="records-lines" />
          <Pager page={data.page} totalPages={data.totalPages} total={data.total} onChange={setPage} />
        </div>
      ) : data ? (
        <EmptyState icon="coins" title={t('records.empty')} body={t(`records.emptyBody.${side}`)} />
      ) : lines.isPending && lines.fetchStatus !== 'idle' ? (
        <ListSkeleton rows={3} />
      ) : null}
    </div>
  );
}
