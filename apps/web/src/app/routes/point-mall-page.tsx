import { useTranslation } from 'react-i18next';
import { PointsOverview } from '../../features/content/components/points-overview.tsx';
import { PageFrame, PageTitle } from '../shell/page-frame.tsx';

/** /pointMall: points overview (the full mall arrives with the points issue). */
export default function PointMallPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame>
      <PageTitle title={t('points.title')} subtitle={t('points.subtitle')} />
      <PointsOverview />
    </PageFrame>
  );
}
