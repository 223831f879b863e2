import { CONTRACT_KINDS, type TContractKind, type TIncome } from '@tala/contract/agent/contracts';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { Panel } from '../../../components/centre/panel.tsx';
import { Money } from '../../../components/centre/play-money.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useConsolidated, useIncome, useSettlements } from '../api/contract-queries.ts';
import { FigureCard } from '../components/figure-card.tsx';
import { ListSkeleton } from '../components/list-skeleton.tsx';
import { QueryError } from '../components/query-error.tsx';
import { SpanFields } from '../components/span-fields.tsx';
import { enabledKinds } from '../contracts/contract-kinds.ts';
import { SettlementLines } from '../contracts/settlement-lines.tsx';
import { isSpanAllowed, type TDaySpan, useSettlementRange } from '../hooks/settlement-range.ts';
import { IncomeChart } from './income-chart.tsx';
import { KIND_TONE } from './kind-colours.ts';

const KIND_ICONS = {
  DIVIDEND: 'gift',
  DAILY_WAGE: 'sun',
  HOURLY_SALARY: 'refresh',
  REALTIME_SALARY: 'flame',
} as const satisfies Record<TContractKind, string>;

/**
 * My income (seed 001 §2 page 7, issue 12 §2.7): what my contracts paid me over a range (this month to start) —
 * the total and each kind's, day by day in a stacked chart, and every settlement line received, paged.
 */
export function MyIncomePage() {
  const { t } = useTranslation('agent');
  const [span, setSpan] = useSettlementRange();
  const [page, setPage] = useState(1);
  const income = useIncome(span);
  const flags = useConsolidated().data;
  // A range the call does not take is not asked: the previous answer is not shown for it either.
  const data = isSpanAllowed(span) ? income.data : undefined;
  // The kinds the merchant has on, and any other that paid in the range (a kind switched off since).
  const on = enabledKinds(flags);
  const kinds = CONTRACT_KINDS.filter(
    (kind) => on.includes(kind) || (data && Number(data.totals[kind]) !== 0),
  );
  return (
    <div className="space-y-5" data-testid="my-income">
      <SpanFields
        value={span}
        onChange={(next) => {
          setSpan(next);
          setPage(1);
        }}
        testId="income-span"
      />
      {income.isError ? <QueryError error={income.error} onRetry={() => void income.refetch()} /> : null}
      {data ? (
        <div className={`space-y-5 transition-opacity ${income.isPlaceholderData ? 'opacity-60' : ''}`}>
          <Totals income={data} kinds={kinds} />
          <Panel title={t('income.chartTitle')} icon="chart" testId="income-chart-panel">
            <IncomeChart income={data} kinds={kinds.length > 0 ? kinds : CONTRACT_KINDS} />
          </Panel>
        </div>
      ) : income.isPending && income.fetchStatus !== 'idle' ? (
        <IncomeSkeleton />
      ) : null}
      {isSpanAllowed(span) ? <ReceivedLines span={span} page={page} onPage={setPage} /> : null}
    </div>
  );
}

/** The range's total, large, and each kind's beside it. */
function Totals({ income, kinds }: { income: TIncome; kinds: readonly TContractKind[] }) {
  const { t } = useTranslation('agent');
  return (
    <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <section
        className="relative overflow-hidden rounded-2xl bg-[linear-gradient(135deg,var(--brand),color-mix(in_oklab,var(--brand)_55%,var(--info)))] p-4 text-white shadow-[0_10px_30px_-14px_var(--brand)] sm:p-5"
        data-testid="income-total"
      >
        <Icon name="wallet" className="absolute -right-3 -bottom-4 size-28 opacity-15" />
        <h3 className="text-xs font-semibold tracking-wide text-white/80 uppercase">{t('income.total')}</h3>
        <p className="mt-3 truncate text-3xl font-black tabular-nums" data-testid="income-total-value">
          <Money amount={income.total} />
        </p>
        <p className="mt-1 text-xs text-white/80">{t('income.totalNote')}</p>
      </section>
      <div className="grid grid-cols-2 gap-3">
        {kinds.map((kind) => (
          <FigureCard
            key={kind}
            icon={KIND_ICONS[kind]}
            tone={KIND_TONE[kind]}
            label={t(`contracts.kinds.${kind}`)}
            testId={`income-kind-${kind}`}
          >
            <Money amount={income.totals[kind]} />
          </FigureCard>
        ))}
      </div>
    </div>
  );
}

/** Every line received in the range, all kinds, newest first. */
function ReceivedLines({
  span,
  page,
  onPage,
}: {
  span: TDaySpan;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('agent');
  const lines = useSettlements({ side: 'received', span, page });
  const data = lines.data;
  return (
    <Panel title={t('income.lines')} icon="coins" testId="income-lines">
      {lines.isError ? <QueryError error={lines.error} onRetry={() => void lines.refetch()} /> : null}
      {data && data.list.length > 0 ? (
        <div className={`space-y-3 transition-opacity ${lines.isPlaceholderData ? 'opacity-60' : ''}`}>
          <SettlementLines lines={data.list} side="received" showKind testId="income-lines-list" />
          <Pager page={data.page} totalPages={data.totalPages} total={data.total} onChange={onPage} />
        </div>
      ) : data ? (
        <EmptyState icon="coins" title={t('records.empty')} body={t('records.emptyBody.received')} />
      ) : lines.isPending ? (
        <ListSkeleton rows={3} />
      ) : null}
    </Panel>
  );
}

function IncomeSkeleton() {
  return (
    <div className="space-y-5" data-testid="agent-loading">
      <div className="grid gap-3 lg:grid-cols-[1fr_2fr]">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}
