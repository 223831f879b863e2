import { useTranslation } from 'react-i18next';
import { VipCentre } from '../../features/vip/vip-centre.tsx';
import { PageFrame, PageTitle } from '../shell/page-frame.tsx';

/** /vip: the VIP benefits page (seed 001 §2 "VIP benefits page", issue 14 §3, decision 057). */
export default function VipPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame>
      <PageTitle title={t('vip.title')} subtitle={t('vip.subtitle')} />
      <VipCentre />
    </PageFrame>
  );
}
