import type { TBoMission } from '@tala/contract/backoffice/missions';
import { MissionLeaderboard } from '@tala/ui/missions/mission-leaderboard';
import { Modal } from '@tala/ui/modal';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../components/ui/card.tsx';
import { useTextPicker } from '../../lib/default-language.ts';
import { count, money } from '../../lib/format.ts';
import { useMissionText } from './mission-text.ts';
import { useMissionBoard } from './use-missions.ts';

/**
 * A mission's leaderboard as staff read it: the same board players see, in the same order, with usernames unmasked
 * and no "own" footer; it follows play while open.
 */
export function MissionBoardDialog({
  mission,
  currency,
  onClose,
}: {
  mission: TBoMission;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const textOf = useTextPicker();
  const board = useMissionBoard(mission.id);
  const { text, language } = useMissionText();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('missions.board.title', { title: textOf(mission.title) })}
      description={t('missions.board.description', {
        n: mission.leaderboardSize,
        participants: count(board.data?.participants ?? mission.participants),
      })}
      width={640}
      testId="mission-board"
    >
      <ErrorNote error={board.error} />
      {board.data ? (
        <MissionLeaderboard
          rows={board.data.list}
          goal={mission.goal}
          money={(decimal) => money(decimal, currency)}
          text={text}
          language={language}
          testId="mission-board-list"
        />
      ) : null}
    </Modal>
  );
}
