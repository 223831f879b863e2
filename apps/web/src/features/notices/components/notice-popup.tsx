import type { TAnnouncement } from '@tala/contract/notices/announcements';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { SafeHtml } from '@tala/ui/safe-html';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenModal } from '../../../lib/modal-store.ts';
import { useSession } from '../../../lib/use-session.ts';
import { formatNoticeDate } from '../api/notices-api.ts';
import { onceSeenHere, popupsDue, rememberShown, reportSeen } from '../api/popup-seen.ts';
import { useHomeNotice } from '../hooks/use-notices.ts';

/**
 * Popup notices (decision 028): after the home notice loads, the popups this player or device has not
 * seen yet — "once" notices once per player (per device for visitors) until edited, "every visit" notices
 * once per browser session. Closing acknowledges the notices it queued, so logging in or out never
 * brings them back. It waits while another dialog is open (login, a forced password change…).
 */
export function NoticePopup() {
  const { t } = useTranslation('shell');
  const { isLoggedIn, mustChangePassword } = useSession();
  const otherDialog = useOpenModal().name !== null || mustChangePassword;
  const { data } = useHomeNotice();
  const [queue, setQueue] = useState<TAnnouncement[]>([]);
  const [index, setIndex] = useState(0);
  const list = data?.popup;
  useEffect(() => {
    if (!list) return;
    // Seen on this device before signing in: the member's record learns it, so other devices skip it too.
    if (isLoggedIn) void reportSeen(onceSeenHere(list)).catch(() => undefined);
    setQueue(popupsDue(list));
    setIndex(0);
  }, [list, isLoggedIn]);
  const close = () => {
    rememberShown(queue);
    if (isLoggedIn) void reportSeen(queue).catch(() => undefined);
    setQueue([]);
  };
  const notice = queue[index];
  if (!notice || otherDialog) return null;
  return (
    <Modal open onOpenChange={(open) => (open ? null : close())} title={notice.title} testId="notice-popup">
      <div lang={notice.lang}>
        <p className="mb-3 text-xs text-faint">{formatNoticeDate(notice.publishedAt)}</p>
        <SafeHtml html={notice.content} className="text-sm text-muted" />
      </div>
      <div className="mt-6 flex items-center justify-between gap-3">
        <span className="text-xs text-faint">
          {queue.length > 1 ? t('notice.count', { n: index + 1, total: queue.length }) : ''}
        </span>
        {index < queue.length - 1 ? (
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
