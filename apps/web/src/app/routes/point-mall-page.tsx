import { useTranslation } from 'react-i18next';
import { PointsMall } from '../../features/points/points-mall.tsx';
import { PageFrame, PageTitle } from '../shell/page-frame.tsx';

/** /pointMall: the points mall (issue 14 §1, decision 054). */
export default function PointMallPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame>
      <PageTitle title={t('points.title')} subtitle={t('points.subtitle')} />
      <PointsMall />
    </PageFrame>
  );
}
