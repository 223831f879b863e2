import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { SegmentTabs } from '../../components/ui/tabs.tsx';
import { BonusesCard } from './bonuses-card.tsx';
import { PromotionReportCard } from './promotion-report-card.tsx';
import { useMerchantFacts } from './use-promotions.ts';

const VIEWS = ['bonuses', 'report'] as const;
type TView = (typeof VIEWS)[number];

/**
 * The promotions page's lower half (issue 13 §3, decision 051): players' bonuses with staff cancellation, and the
 * cost report per promotion, one at a time.
 */
export function BonusesAndReport() {
  const { t } = useTranslation();
  const { timeZone, currency } = useMerchantFacts();
  const [view, setView] = useState<TView>('bonuses');
  return (
    <Card
      className="mt-4"
      padded={false}
      title={t('bonuses.sectionTitle')}
      actions={
        <SegmentTabs
          values={VIEWS}
          value={view}
          onChange={setView}
          labelOf={(value) => t(`bonuses.views.${value}`)}
          label={t('bonuses.sectionTitle')}
          testIdPrefix="promotions-view-"
        />
      }
    >
      {view === 'bonuses' ? (
        <BonusesCard currency={currency} />
      ) : (
        <PromotionReportCard currency={currency} timeZone={timeZone} />
      )}
    </Card>
  );
}
