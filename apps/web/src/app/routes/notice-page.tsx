import { useTranslation } from 'react-i18next';
import { NoticeBoard } from '../../features/notices/components/notice-board.tsx';
import { PageFrame, PageTitle } from '../shell/page-frame.tsx';

/** /noticePage: the announcement list. */
export default function NoticePage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame>
      <PageTitle title={t('notices.title')} subtitle={t('notices.subtitle')} />
      <NoticeBoard />
    </PageFrame>
  );
}
