import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { SafeHtml } from '@tala/ui/safe-html';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenModal } from '../../../lib/modal-store.ts';
import { readSession, writeSession } from '../../../lib/session-store.ts';
import { useSession } from '../../../lib/use-session.ts';
import { formatNoticeDate } from '../api/notices-api.ts';
import { useHomeNotice } from '../hooks/use-notices.ts';

/**
 * Popup notices, shown once per session after the home notice loads (session key index_notice). The key
 * remembers the login state it was shown for, so logging in shows the member notices once as well.
 * It waits while another dialog is open (login, a forced password change…) so it never covers one.
 */
export function NoticePopup() {
  const { t } = useTranslation('shell');
  const { isLoggedIn, mustChangePassword } = useSession();
  const otherDialog = useOpenModal().name !== null || mustChangePassword;
  const { data } = useHomeNotice();
  const [index, setIndex] = useState<number | null>(null);
  const shownFor = isLoggedIn ? 'member' : 'visitor';
  const list = data?.popup ?? [];
  useEffect(() => {
    if (list.length > 0 && readSession('index_notice') !== shownFor) setIndex(0);
  }, [list.length, shownFor]);
  const close = () => {
    writeSession({ index_notice: shownFor });
    setIndex(null);
  };
  const notice = index === null ? undefined : list[index];
  if (!notice || index === null || otherDialog) return null;
  return (
    <Modal open onOpenChange={(open) => (open ? null : close())} title={notice.title} testId="notice-popup">
      <p className="mb-3 text-xs text-faint">{formatNoticeDate(notice.publishedAt)}</p>
      <SafeHtml html={notice.content} className="text-sm text-muted" />
      <div className="mt-6 flex items-center justify-between gap-3">
        <span className="text-xs text-faint">
          {list.length > 1 ? t('notice.count', { n: index + 1, total: list.length }) : ''}
        </span>
        {index < list.length - 1 ? (
          <Button onClick={() => setIndex(index + 1)} defaultAction>
            {t('notice.next')}
          </Button>
        ) : (
          <Button onClick={close} defaultAction>
            {t('notice.gotIt')}
          </Button>
        )}
      </div>
    </Modal>
  );
}
