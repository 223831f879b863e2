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
import { useOpenMissionCount } from '../missions/missions-api.ts';
import { CENTRE_ENTRIES, findEntry, type TCentreEntry } from './centre-entries.tsx';

/** Entries this member may see (transfer to upline only with an upline, the player rank with a club label). */
function useVisibleEntries(): readonly TCentreEntry[] {
  const info = useMemberInfo();
  const member = { toUpline: info.data?.toUpline ?? false, hasClubLabel: Boolean(info.data?.clubLabel) };
  return CENTRE_ENTRIES.filter((entry) => !entry.isFor || entry.isFor(member));
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
  // Mission activity carries the open-mission count when above 0 (seed 001 §2, decision 058).
  const openMissions = useOpenMissionCount();
  const countOf = (key: TMemberCentreEntry) => {
    const count = key === 'messageV2' ? unread : key === 'missionLeaderboard' ? openMissions : 0;
    return count > 0 ? count : undefined;
  };
  const badgeOf = (key: TMemberCentreEntry) => {
    const count = countOf(key);
    if (!count) return undefined;
    return key === 'missionLeaderboard'
      ? t('missions.openBadge', { count })
      : t('messages.unreadBadge', { count });
  };
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
        badge: badgeOf(entry.key),
      }))}
      current={current.key}
      onPick={(key) => openMemberCentre(key as TMemberCentreEntry)}
      labels={{ menu: t('menu'), close: t('close'), balance: t('totalBalance') }}
    >
      {current.render()}
    </CentreFrame>
  );
}
