import type { TMissionGoal } from '@tala/contract/loyalty/missions';
import { MissionLeaderboard } from '@tala/ui/missions/mission-leaderboard';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/centre/form-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMissionText } from './mission-text.ts';
import { useMissionLeaderboard } from './missions-api.ts';

/**
 * A mission's leaderboard while it is open: the top players, the reader's row marked and their own footer, read
 * again every 5 s so it moves as bets settle (mounted only while open, so a closed board costs nothing).
 */
export function MissionBoard({
  id,
  goal,
  size,
  money,
}: {
  id: string;
  goal: TMissionGoal;
  size: number;
  money: (decimal: string) => string;
}) {
  const { t } = useTranslation('member');
  const board = useMissionLeaderboard(id);
  const errorText = useErrorText();
  const { text, language } = useMissionText();
  return (
    <section className="flex flex-col gap-2" aria-label={t('missions.boardTitle', { n: size })}>
      <div className="flex items-center justify-between gap-3 text-xs">
        <span className="font-semibold tracking-wide text-muted uppercase">
          {t('missions.boardTitle', { n: size })}
        </span>
        <span className="inline-flex items-center gap-1.5 font-semibold text-success">
          <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current" />
          {t('missions.live')}
        </span>
      </div>
      {board.isPending ? (
        <Skeleton className="h-40" />
      ) : board.isError || !board.data ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
        >
          {errorText(board.error)}
        </p>
      ) : (
        <MissionLeaderboard
          rows={board.data.list}
          own={board.data.own}
          goal={goal}
          money={money}
          text={text}
          language={language}
          testId="mission-leaderboard"
        />
      )}
    </section>
  );
}
