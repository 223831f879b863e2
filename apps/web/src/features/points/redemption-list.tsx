import type { TRedeemStatus } from '@tala/contract/loyalty/points';
import { formatMoney } from '@tala/contract/money';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RewardArt } from '../../components/art/reward-art.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useRedemptions } from '../../lib/points-queries.ts';
import { useMoneySymbol } from '../../lib/use-money-symbol.ts';
import { formatPoints } from './points-format.ts';

const STATUS_STYLE: Record<TRedeemStatus, string> = {
  IN_PROCESS: 'bg-warning/15 text-warning',
  APPROVED: 'bg-success/15 text-success',
  REJECTED: 'bg-danger/15 text-danger',
};

/** The member's redemptions, newest first, with their state (seed 001 §4) and a rejection's reason. */
export function RedemptionList() {
  const { t, i18n } = useTranslation('pages');
  const symbol = useMoneySymbol();
  const [page, setPage] = useState(1);
  const { data, isLoading } = useRedemptions(page);
  if (isLoading) return <Skeleton className="h-48 rounded-2xl" />;
  if (!data || data.total === 0) {
    return (
      <EmptyState icon="gift" title={t('points.history.emptyTitle')} body={t('points.history.emptyBody')} />
    );
  }
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="space-y-4">
      <ul
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
        data-testid="redemption-list"
      >
        {data.list.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-4 p-4">
            <RewardArt art={row.art} className="h-12 w-16 shrink-0 overflow-hidden rounded-lg" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-fg">
                {row.rewardName} {row.quantity > 1 ? `× ${row.quantity}` : ''}
              </p>
              <p className="text-xs text-muted">
                {row.reference} · {when.format(new Date(row.createdAt))}
              </p>
              {row.reason ? (
                <p className="mt-1 text-xs text-danger">
                  {t('points.history.reason', { reason: row.reason })}
                </p>
              ) : null}
            </div>
            <div className="text-right">
              <p className="font-bold text-fg tabular-nums">−{formatPoints(row.points)}</p>
              {row.cash ? <p className="text-xs text-muted">{formatMoney(row.cash, symbol)}</p> : null}
            </div>
            <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLE[row.status]}`}>
              {t(`points.status.${row.status}`)}
            </span>
          </li>
        ))}
      </ul>
      <Pager page={data.page} totalPages={data.totalPages} onChange={setPage} />
    </div>
  );
}
