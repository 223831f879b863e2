import type { TDb } from '../db/database.ts';
import { feedTeamFigures } from '../modules/agent/team-figures.feed.ts';

/** How stale an agent's team figures may be: one feed run every this many milliseconds. */
const TEAM_FIGURES_EVERY_MS = 2_000;

/**
 * Runs the team-figures feed (decision 044) on a timer in every instance; the feed's lock lets one run at a time
 * and the others skip. A failed run changes nothing (one transaction) and the next tick retries it.
 */
export function startTeamFiguresFeed(db: TDb): { stop: () => Promise<void> } {
  // A run still going when the timer fires keeps the tick: runs never pile up behind a slow one.
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= feedTeamFigures(db)
      .catch((error: unknown) => console.error('[team-figures]', error))
      .finally(() => {
        running = null;
      });
  }, TEAM_FIGURES_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
