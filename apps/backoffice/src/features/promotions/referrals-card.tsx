import { BO_PATHS } from '@tala/contract/backoffice/paths';
import type { TBoReferral, TBoReferralPage } from '@tala/contract/backoffice/referrals';
import { REFERRAL_STATUSES, type TReferralStatus } from '@tala/contract/promotions/referrals';
import { Pager } from '@tala/ui/pager';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { ListFilters, useListFilters } from '../../components/ui/list-filters.tsx';
import { api } from '../../lib/api.ts';
import { dateTime, money } from '../../lib/format.ts';

const TONES = { PENDING: 'warning', REWARDED: 'success', REFUSED: 'danger', LAPSED: 'neutral' } as const;
const PAGE_SIZE = 20;

function useReferralColumns(currency: string): TColumn<TBoReferral>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'friend',
      label: t('promotions.referrals.friend'),
      primary: true,
      render: (row) => (
        <span className="flex flex-col items-end leading-snug md:items-start">
          <span className="font-medium text-fg">{row.friend}</span>
          <span className="text-xs text-muted">
            {t('promotions.referrals.by', { referrer: row.referrer })}
          </span>
        </span>
      ),
    },
    {
      key: 'registered',
      label: t('promotions.referrals.registered'),
      render: (row) => (
        <span className="flex flex-col items-end text-xs leading-snug md:items-start">
          <span className="tabular whitespace-nowrap text-fg">{dateTime(row.registeredAt)}</span>
          {row.ip ? <span className="tabular text-faint">{row.ip}</span> : null}
        </span>
      ),
    },
    {
      key: 'programme',
      label: t('promotions.referrals.programme'),
      render: (row) => <span className="md:block md:max-w-56 md:truncate">{row.promotionTitle ?? '—'}</span>,
    },
    {
      key: 'status',
      label: t('promotions.status'),
      render: (row) => (
        <span className="flex flex-col items-end gap-0.5 md:items-start">
          <Badge tone={TONES[row.status]}>{t(`promotions.referrals.statuses.${row.status}`)}</Badge>
          {row.reason ? (
            <span className="text-[11px] text-muted">{t(`promotions.referrals.reasons.${row.reason}`)}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'reward',
      label: t('promotions.referrals.reward'),
      align: 'right',
      render: (row) => (
        <span className="tabular whitespace-nowrap">{row.reward ? money(row.reward, currency) : '—'}</span>
      ),
    },
  ];
}

/**
 * The referral overview (issue 13 §3, decision 052): every friend brought through a member's link, newest first,
 * with the programme, where it stands and why (farming refused, not qualified in time), and what it paid; counts
 * over the whole filter on top. A username finds a referrer's friends or a friend's referrer.
 */
export function ReferralsCard({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const filters = useListFilters<TReferralStatus>();
  const { status, username, page, setPage } = filters;
  const query = useQuery({
    queryKey: ['referrals', status, username, page],
    queryFn: () => {
      const search = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
      if (status) search.set('status', status);
      if (username) search.set('username', username);
      return api<TBoReferralPage>('GET', `${BO_PATHS.referrals}?${search}`);
    },
    placeholderData: keepPreviousData,
  });
  const columns = useReferralColumns(currency);
  const summary = query.data?.summary;
  return (
    <Card title={t('promotions.referrals.title')} padded={false}>
      <ListFilters
        filters={filters}
        statuses={REFERRAL_STATUSES}
        labelOf={(value) => t(`promotions.referrals.statuses.${value}`)}
        statusLabel={t('promotions.status')}
        search={{
          label: t('promotions.referrals.search'),
          placeholder: t('promotions.referrals.search'),
          testId: 'referral-search',
        }}
      />
      {summary ? (
        <dl
          className="grid grid-cols-2 gap-px border-b border-line bg-line sm:grid-cols-5"
          data-testid="referral-summary"
        >
          {(['pending', 'rewarded', 'refused', 'lapsed'] as const).map((key) => (
            <div key={key} className="bg-surface px-4 py-2">
              <dt className="text-xs text-muted">
                {t(`promotions.referrals.statuses.${key.toUpperCase()}`)}
              </dt>
              <dd className="tabular text-lg font-semibold text-fg">{summary[key]}</dd>
            </div>
          ))}
          <div className="col-span-2 bg-surface px-4 py-2 sm:col-span-1">
            <dt className="text-xs text-muted">{t('promotions.referrals.paid')}</dt>
            <dd className="tabular text-lg font-semibold text-fg">{money(summary.paid, currency)}</dd>
          </div>
        </dl>
      ) : null}
      <ErrorNote error={query.error} />
      <DataList
        rows={query.data?.list ?? []}
        columns={columns}
        rowKey={(row) => `${row.friend}-${row.registeredAt}`}
        empty={query.isPending ? '' : t('promotions.referrals.none')}
        testId="referrals-table"
      />
      {query.data ? (
        <Pager
          page={query.data.page}
          totalPages={query.data.totalPages}
          total={query.data.total}
          onChange={setPage}
        />
      ) : null}
    </Card>
  );
}
