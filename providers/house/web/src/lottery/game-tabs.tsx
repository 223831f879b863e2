import type { ReactNode } from 'react';
import { gameNameKey } from '../shared/house-games.ts';
import { t } from '../shared/i18n.ts';
import { formatCountdown, secondsUntil } from './lottery-clock.ts';
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
          {game.current ? (
            <span className="lott-game-tab-clock">
              {formatCountdown(secondsUntil(game.current.closesAt, nowMs))}
            </span>
          ) : null}
        </button>
      ))}
    </nav>
  );
}
