import { useTranslation } from 'react-i18next';
import { PromotionsList } from '../../features/notices/components/promotions-list.tsx';
import { PageFrame, PageTitle } from '../shell/page-frame.tsx';

/** /promotions (header label "event"): promotion announcements as cards. */
export default function PromotionsPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame>
      <PageTitle title={t('promotions.title')} subtitle={t('promotions.subtitle')} />
      <PromotionsList />
    </PageFrame>
  );
}
