import { createContext, useContext } from 'react';
import type { TLaunchable } from './use-launch-flow.ts';

export type TGameLauncher = {
  launch: (target: TLaunchable) => void;
  /** The code of the game being launched (its tile shows a spinner), or null. */
  pendingCode: string | null;
};

export const LauncherContext = createContext<TGameLauncher | null>(null);

/** Tiles and room cards launch through the page's GameLauncher; one outside it is a wiring bug. */
export function useGameLauncher(): TGameLauncher {
  const launcher = useContext(LauncherContext);
  if (!launcher) throw new Error('useGameLauncher outside <GameLauncher>');
  return launcher;
}
