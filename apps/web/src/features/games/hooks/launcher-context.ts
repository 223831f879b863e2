import type { TGameTile } from '@tala/contract/games/catalogue';
import { createContext, useContext } from 'react';

export type TGameLauncher = {
  launch: (tile: TGameTile) => void;
  /** The code of the game being launched (its tile shows a spinner), or null. */
  pendingCode: string | null;
};

export const LauncherContext = createContext<TGameLauncher | null>(null);

/** Tiles launch through the page's GameLauncher; a tile outside one is a wiring bug. */
export function useGameLauncher(): TGameLauncher {
  const launcher = useContext(LauncherContext);
  if (!launcher) throw new Error('useGameLauncher outside <GameLauncher>');
  return launcher;
}
