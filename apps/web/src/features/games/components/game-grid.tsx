import type { TGameTile } from '@tala/contract/games/catalogue';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/use-session.ts';
import { useFavouriteIds } from '../hooks/use-favourites.ts';
import { GameTile, GameTileSkeleton } from './game-tile.tsx';

export const GRID_COLUMNS =
  'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6';

/** Tiles with each one's favourite state; `columns` overrides the default responsive grid. */
export function GameGrid({
  tiles,
  columns = GRID_COLUMNS,
  testId = 'game-grid',
}: {
  tiles: readonly TGameTile[];
  columns?: string;
  testId?: string;
}) {
  const favourites = useFavouriteIds();
  const { isLoggedIn } = useSession();
  return (
    <div className={columns} data-testid={testId}>
      {tiles.map((tile) => (
        <GameTile
          key={`${tile.vassalage}:${tile.code}`}
          tile={tile}
          isFavourite={favourites.has(tile.code)}
          canFavourite={isLoggedIn}
        />
      ))}
    </div>
  );
}

export function GameGridSkeleton({
  count,
  columns = GRID_COLUMNS,
}: {
  count: number;
  columns?: string;
}): ReactNode {
  return (
    <div className={columns} data-testid="game-grid-loading">
      {Array.from({ length: count }, (_, i) => i).map((slot) => (
        <GameTileSkeleton key={slot} />
      ))}
    </div>
  );
}
