import type { ReactNode } from 'react';
import { findLotteryGame } from '../../../src/games/lottery/lottery-catalog.ts';
import { currentIssue } from '../../../src/games/lottery/lottery-schedule.ts';
import { gameNameKey } from '../shared/house-games.ts';
import { t } from '../shared/i18n.ts';
import { countdownText } from './countdown-text.ts';
import { secondsUntil } from './lottery-clock.ts';
import type { TLobbyGame } from './use-lottery-data.ts';

/** The games listed on the same platform page (/elott, /vnlottery, /seaLottery), each with its clock. */
export function GameTabs({
  games,
  gameId,
  nowMs,
  onSelect,
}: {
  games: readonly TLobbyGame[];
  gameId: string;
  nowMs: number;
  onSelect: (gameId: string) => void;
}): ReactNode {
  const current = games.find((game) => game.gameId === gameId);
  // The games of the same platform page, this game's family first.
  const shown = games
    .filter((game) => game.page === current?.page)
    .sort((a, b) => Number(b.family === current?.family) - Number(a.family === current?.family));
  if (shown.length < 2) return null;
  return (
    <nav className="lott-game-tabs" aria-label={t('lottery.gamesLabel')}>
      {shown.map((game) => (
        <button
          key={game.gameId}
          type="button"
          className="lott-game-tab"
          aria-current={game.gameId === gameId ? 'page' : undefined}
          onClick={() => onSelect(game.gameId)}
        >
          <span className="lott-game-tab-name">{t(gameNameKey(game.gameId))}</span>
          <span className="lott-game-tab-clock">
            {countdownText(secondsUntil(closesAtOf(game, nowMs), nowMs))}
          </span>
        </button>
      ))}
    </nav>
  );
}

/**
 * When the game's issue on sale closes: the lobby's answer while it is ahead, else the schedule's next
 * issue (the schedule is the clock's alone; an interval game's times do not depend on the time zone).
 */
function closesAtOf(game: TLobbyGame, nowMs: number): string {
  if (game.current && Date.parse(game.current.closesAt) > nowMs) return game.current.closesAt;
  const def = findLotteryGame(game.gameId);
  if (!def) return game.current?.closesAt ?? new Date(nowMs).toISOString();
  let issue = currentIssue(def.schedule, def.timeZone ?? 'UTC', new Date(nowMs));
  // In its cut-off the issue drawing next is closed: the one after it is the one on sale.
  if (issue.closesAt.getTime() <= nowMs)
    issue = currentIssue(def.schedule, def.timeZone ?? 'UTC', new Date(issue.drawsAt.getTime() + 1));
  return issue.closesAt.toISOString();
}
