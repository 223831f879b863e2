import { TEAM_TRANSACTION_TYPES, type TTeamTransactions } from '@tala/contract/agent/team';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/centre/filter-fields.tsx';
import { Money } from '../../../components/centre/play-money.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { type TTransactionFilter, type TTransactionType, useTeamTransactions } from '../api/team-queries.ts';
import { ListSkeleton } from '../components/list-skeleton.tsx';
import { PeriodFilter } from '../components/period-filter.tsx';
import { QueryError } from '../components/query-error.tsx';
import { SearchField } from '../components/search-field.tsx';
import { usePeriod } from '../hooks/use-period.ts';

type TLine = TTeamTransactions['list'][number];

/**
 * Downline transaction details (seed 001 §2, issue 12 §2.8): the team's deposits, withdrawals, transfers
 * and adjustments over a period, newest first, by type or by member, each with what the member's main
 * wallet gained or lost and held after it.
 */
export function TeamTransactionsPage() {
  const { t } = useTranslation('agent');
  const [period, setPeriod] = usePeriod();
  const [filter, setFilter] = useState<TTransactionFilter>({});
  const [page, setPage] = useState(1);
  const lines = useTeamTransactions(period, filter, page);
  const data = lines.data;
  const refine = (next: TTransactionFilter) => {
    setFilter(next);
    setPage(1);
  };
  return (
    <div className="space-y-4">
      <PeriodFilter
        value={period}
        onChange={(next) => {
          setPeriod(next);
          setPage(1);
        }}
        shown={data}
        testId="transactions-period"
      />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-end">
        <SelectField
          label={t('transactions.type')}
          value={filter.type ?? ''}
          onChange={(type) =>
            refine({ ...filter, type: (type || undefined) as TTransactionType | undefined })
          }
          testId="transactions-type"
          // As tall as the search box beside it, so the two labels and boxes line up.
          className="[&_select]:h-11 [&_svg]:top-3.5"
        >
          <option value="">{t('transactions.allTypes')}</option>
          {TEAM_TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`transactions.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <SearchField
          label={t('transactions.member')}
          value={filter.username ?? ''}
          onSearch={(username) => refine({ ...filter, username: username || undefined })}
          testId="transactions-search"
        />
      </div>
      {lines.isError ? <QueryError error={lines.error} onRetry={() => void lines.refetch()} /> : null}
      {data && data.list.length > 0 ? (
        <div className={`space-y-3 transition-opacity ${lines.isPlaceholderData ? 'opacity-60' : ''}`}>
          <Lines lines={data.list} />
          <Pager page={data.page} totalPages={data.totalPages} total={data.total} onChange={setPage} />
        </div>
      ) : data ? (
        <EmptyState icon="coins" title={t('transactions.empty')} body={t('transactions.emptyBody')} />
      ) : lines.isPending ? (
        <ListSkeleton />
      ) : null}
    </div>
  );
}

const GRID = 'lg:grid-cols-[1.25fr_1.2fr_1.2fr_1fr_1fr]';

/** A line a movement: a five-column grid on wide screens, a two-line card on a phone. */
function Lines({ lines }: { lines: readonly TLine[] }) {
  const { t } = useTranslation('agent');
  return (
    <div className="overflow-hidden rounded-2xl border border-line">
      <div
        className={`hidden gap-3 bg-surface-2 px-4 py-2.5 text-[11px] font-semibold tracking-wide text-muted uppercase lg:grid ${GRID}`}
        aria-hidden="true"
      >
        <span>{t('transactions.time')}</span>
        <span>{t('transactions.member')}</span>
        <span>{t('transactions.type')}</span>
        <span className="text-right">{t('transactions.amount')}</span>
        <span className="text-right">{t('transactions.balanceAfter')}</span>
      </div>
      <ul className="divide-y divide-line" data-testid="transactions-lines">
        {lines.map((line) => (
          <Line key={line.id} line={line} />
        ))}
      </ul>
    </div>
  );
}

function Line({ line }: { line: TLine }) {
  const { t, i18n } = useTranslation('agent');
  const isOut = line.amount.startsWith('-');
  return (
    <li
      className={`grid grid-cols-2 items-center gap-x-3 gap-y-1.5 bg-surface px-4 py-3 text-sm ${GRID}`}
      data-testid="transactions-line"
    >
      <span className="text-xs text-muted lg:text-sm">{formatDateTime(line.time, i18n.language)}</span>
      <span className="min-w-0 text-right lg:text-left">
        <span className="block truncate font-semibold text-fg" data-testid="transactions-username">
          {line.username}
        </span>
        <span className="text-xs text-faint">{t('team.levelN', { level: line.level })}</span>
      </span>
      <span>
        <span
          className="inline-flex rounded-full bg-surface-3 px-2.5 py-0.5 text-xs font-semibold text-fg"
          data-testid="transactions-line-type"
        >
          {t(`transactions.types.${line.type}`)}
        </span>
      </span>
      <span
        className={`text-right font-bold whitespace-nowrap tabular-nums ${isOut ? 'text-danger' : 'text-success'}`}
        data-testid="transactions-amount"
      >
        <span className="sr-only">{t(isOut ? 'transactions.out' : 'transactions.in')} </span>
        {isOut ? '' : '+'}
        <Money amount={line.amount} />
      </span>
      <span className="col-span-2 text-right text-xs text-muted tabular-nums lg:col-span-1 lg:text-sm">
        <span className="lg:hidden">{t('transactions.balanceAfter')}: </span>
        <Money amount={line.balanceAfter} />
      </span>
    </li>
  );
}
