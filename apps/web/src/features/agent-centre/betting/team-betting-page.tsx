import type { TTeamBetting } from '@tala/contract/agent/team';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useTeamBetting } from '../api/team-queries.ts';
import { ListSkeleton } from '../components/list-skeleton.tsx';
import { PeriodFilter } from '../components/period-filter.tsx';
import { PlayCells, PlayFacts, PlayHeaders, PlayTotals } from '../components/play-figures.tsx';
import { QueryError } from '../components/query-error.tsx';
import { HEAD_CELL, TableFrame } from '../components/table-frame.tsx';
import { usePeriod } from '../hooks/use-period.ts';

type TVendorRow = TTeamBetting['vendors'][number];

/** Team betting (seed 001 §2, issue 12 §2.5): the whole team's bets over a period, by vendor, with totals. */
export function TeamBettingPage() {
  const [period, setPeriod] = usePeriod();
  const betting = useTeamBetting(period);
  const data = betting.data;
  return (
    <div className="space-y-5">
      <PeriodFilter value={period} onChange={setPeriod} shown={data} testId="betting-period" />
      {betting.isError ? <QueryError error={betting.error} onRetry={() => void betting.refetch()} /> : null}
      {data ? (
        <div className={`space-y-5 transition-opacity ${betting.isPlaceholderData ? 'opacity-60' : ''}`}>
          <PlayTotals figures={data.totals} testId="betting-totals" />
          {data.vendors.length > 0 ? <VendorTable betting={data} /> : <NoBets />}
        </div>
      ) : betting.isPending ? (
        <ListSkeleton rows={4} />
      ) : null}
    </div>
  );
}

function NoBets() {
  const { t } = useTranslation('agent');
  return <EmptyState icon="ticket" title={t('betting.empty')} body={t('betting.emptyBody')} />;
}

function VendorName({ vendor }: { vendor: TVendorRow }) {
  const { t } = useTranslation('agent');
  return (
    <>
      <span className="block truncate font-semibold text-fg">{vendor.displayName}</span>
      <span className="text-xs font-normal text-faint">
        {t(`categories.${vendor.category}`, { defaultValue: vendor.category })}
      </span>
    </>
  );
}

/** A row a vendor with the totals at the foot; on narrow screens a card a vendor. */
function VendorTable({ betting }: { betting: TTeamBetting }) {
  const { t } = useTranslation('agent');
  const head = (
    <>
      <th scope="col" className={HEAD_CELL}>
        {t('betting.vendor')}
      </th>
      <PlayHeaders className={HEAD_CELL} />
    </>
  );
  return (
    <>
      <TableFrame caption={t('betting.caption')} testId="betting-table" from="lg" head={head}>
        <tbody className="divide-y divide-line">
          {betting.vendors.map((vendor) => (
            <tr key={vendor.vassalage} className="bg-surface" data-testid="betting-row">
              <th scope="row" className="px-3 py-3 text-left font-normal">
                <VendorName vendor={vendor} />
              </th>
              <PlayCells figures={vendor} />
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-line bg-surface-2">
          <tr data-testid="betting-total-row">
            <th scope="row" className="px-3 py-3 text-left font-bold text-fg">
              {t('betting.total')}
            </th>
            <PlayCells figures={betting.totals} strong />
          </tr>
        </tfoot>
      </TableFrame>
      <ul className="grid gap-3 sm:grid-cols-2 lg:hidden" data-testid="betting-cards">
        {betting.vendors.map((vendor) => (
          <li key={vendor.vassalage} className="space-y-3 rounded-2xl border border-line bg-surface p-4">
            <p className="min-w-0">
              <VendorName vendor={vendor} />
            </p>
            <PlayFacts figures={vendor} />
          </li>
        ))}
      </ul>
    </>
  );
}
