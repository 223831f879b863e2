import { useTranslation } from 'react-i18next';
import { CentreFrame } from '../../../components/centre/centre-frame.tsx';
import { useMemberInfo } from '../../../lib/member-queries.ts';
import {
  closeModal,
  openMemberCentre,
  type TMemberCentreEntry,
  useOpenModal,
} from '../../../lib/modal-store.ts';
import { useUnreadCount } from '../../../lib/unread-messages.ts';
import { useSession } from '../../../lib/use-session.ts';
import { CENTRE_ENTRIES, findEntry, type TCentreEntry } from './centre-entries.tsx';

/** Entries this member may see (transfer to upline only with an upline). */
function useVisibleEntries(): readonly TCentreEntry[] {
  const info = useMemberInfo();
  const toUpline = info.data?.toUpline ?? false;
  return CENTRE_ENTRIES.filter((entry) => !entry.isFor || entry.isFor({ toUpline }));
}

/**
 * The member centre overlay (seed 001 §2): a left menu with the selected entry on the right and a
 * close button; default securityCenter. On phones a full-screen sheet with the menu as a top scroller.
 * Opened through openMemberCentre(entry) after the action gate.
 */
export function MemberCentre() {
  const { t } = useTranslation('member');
  const { name, props } = useOpenModal();
  const { isLoggedIn } = useSession();
  const entries = useVisibleEntries();
  const current = findEntry(props.entry);
  // Platform information carries the unread message count, live (decision 055).
  const unread = useUnreadCount();
  const countOf = (key: TMemberCentreEntry) => (key === 'messageV2' && unread > 0 ? unread : undefined);
  return (
    <CentreFrame
      open={name === 'memberCentre' && isLoggedIn}
      onClose={closeModal}
      testId="member-centre"
      prefix="centre"
      entries={entries.map((entry) => ({
        ...entry,
        label: t(`entries.${entry.key}`),
        count: countOf(entry.key),
        badge: countOf(entry.key) ? t('messages.unreadBadge', { count: unread }) : undefined,
      }))}
      current={current.key}
      onPick={(key) => openMemberCentre(key as TMemberCentreEntry)}
      labels={{ menu: t('menu'), close: t('close'), balance: t('totalBalance') }}
    >
      {current.render()}
    </CentreFrame>
  );
}
