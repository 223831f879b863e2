import { PROMOTION_CATEGORIES, type TPromotionCategory } from '@tala/contract/promotions/promotions';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { usePromotions } from '../../../lib/promotion-queries.ts';
import { PrizeWinners } from './prize-winners.tsx';
import { PromotionGrid } from './promotion-card.tsx';

type TTab = TPromotionCategory | 'ALL';

/** /promotions: tabs by category, then the promotions as cards with the caller's state in each. */
export function PromotionsList() {
  const { t } = useTranslation('pages');
  const [tab, setTab] = useState<TTab>('ALL');
  const query = usePromotions(tab === 'ALL' ? null : tab);
  const tabs = [
    { value: 'ALL' as const, label: t('promotions.categories.ALL') },
    ...PROMOTION_CATEGORIES.map((category) => ({
      value: category,
      label: t(`promotions.categories.${category}`),
    })),
  ];
  return (
    <div className="space-y-5">
      <Tabs items={tabs} value={tab} onChange={setTab} label={t('promotions.categoriesLabel')} />
      {query.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      ) : query.isError ? (
        <EmptyState
          icon="refresh"
          title={t('common.loadFailed')}
          action={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
        />
      ) : query.data.list.length === 0 ? (
        <EmptyState icon="gift" title={t('promotions.empty')} body={t('promotions.emptyBody')} />
      ) : (
        <PromotionGrid cards={query.data.list} heading="h2" />
      )}
      <PrizeWinners />
    </div>
  );
}
