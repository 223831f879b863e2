import { POINTS_TYPES, type TPointsType } from '@tala/contract/loyalty/points';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/centre/filter-fields.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { usePointsTransactions } from '../../lib/points-queries.ts';
import { formatPoints } from './points-format.ts';

/** Every movement of the member's points (seed 001 §3 points types), newest first, with the balance after it. */
export function PointsDetails() {
  const { t, i18n } = useTranslation('pages');
  const [page, setPage] = useState(1);
  const [type, setType] = useState<TPointsType | null>(null);
  const { data, isLoading } = usePointsTransactions(page, type);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <SelectField
          label={t('points.details.type')}
          value={type ?? ''}
          onChange={(value) => {
            setType(value ? (value as TPointsType) : null);
            setPage(1);
          }}
          testId="points-type"
        >
          <option value="">{t('points.details.allTypes')}</option>
          {POINTS_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`points.types.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {isLoading ? (
        <Skeleton className="h-48 rounded-2xl" />
      ) : !data || data.total === 0 ? (
        <EmptyState
          icon="coins"
          title={t('points.details.emptyTitle')}
          body={t('points.details.emptyBody')}
        />
      ) : (
        <>
          <ul
            className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
            data-testid="points-details"
          >
            {data.list.map((row) => {
              const negative = row.points.startsWith('-');
              return (
                <li key={row.id} className="flex items-center justify-between gap-4 px-4 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-fg">{t(`points.types.${row.type}`)}</p>
                    <p className="text-xs text-muted">{when.format(new Date(row.createdAt))}</p>
                  </div>
                  <div className="text-right">
                    <p className={`font-bold tabular-nums ${negative ? 'text-danger' : 'text-success'}`}>
                      {negative ? '−' : '+'}
                      {formatPoints(negative ? row.points.slice(1) : row.points)}
                    </p>
                    <p className="text-xs text-muted tabular-nums">
                      {t('points.details.after', { points: formatPoints(row.balance) })}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <Pager page={data.page} totalPages={data.totalPages} onChange={setPage} />
        </>
      )}
    </div>
  );
}
