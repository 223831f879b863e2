import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAnnouncements } from '../hooks/use-notices.ts';
import { PromoGrid } from './promo-cards.tsx';

const PAGE_SIZE = 9;

/** /promotions: promotion announcements (type PR) as cards. */
export function PromotionsList() {
  const { t } = useTranslation('pages');
  const [page, setPage] = useState(1);
  const query = useAnnouncements(['PR'], page, PAGE_SIZE);
  if (query.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-72" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        icon="refresh"
        title={t('common.loadFailed')}
        action={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (query.data.list.length === 0)
    return <EmptyState icon="gift" title={t('promotions.empty')} body={t('promotions.emptyBody')} />;
  return (
    <div className="space-y-6">
      <PromoGrid promos={query.data.list} heading="h2" />
      <Pager page={page} totalPages={query.data.totalPages} onChange={setPage} />
    </div>
  );
}
