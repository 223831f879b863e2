import type { TDb } from '../db/database.ts';
import { feedTeamFigures } from '../modules/agent/team-figures.feed.ts';
import { startTicker } from './ticker.ts';

/** How stale an agent's team figures may be: one feed run every this many milliseconds. */
const TEAM_FIGURES_EVERY_MS = 2_000;

/**
 * Runs the team-figures feed (decision 044) on a timer in every instance; the feed's lock lets one run at a time
 * and the others skip. A failed run changes nothing (one transaction).
 */
export function startTeamFiguresFeed(db: TDb) {
  return startTicker('team-figures', TEAM_FIGURES_EVERY_MS, () => feedTeamFigures(db));
}
