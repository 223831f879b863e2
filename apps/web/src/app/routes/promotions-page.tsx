import { useTranslation } from 'react-i18next';
import { PromotionsList } from '../../features/promotions/components/promotions-list.tsx';
import { PageFrame, PageTitle } from '../shell/page-frame.tsx';

/** /promotions (header label "event"): the promotions as cards, by category (issue 13). */
export default function PromotionsPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame>
      <PageTitle title={t('promotions.title')} subtitle={t('promotions.subtitle')} />
      <PromotionsList />
    </PageFrame>
  );
}
