import type { TDb } from '../../db/database.ts';
import {
  addNewFigures,
  commitWithoutFlush,
  readFeedSnapshots,
  saveFeedSnapshot,
  tryFeedLock,
} from './team-figures.repository.ts';

export type TFeedRun = { memberDays: number };

/**
 * Takes in what the ledger and registrations added since the last run (decision 044): each member's day, the
 * same day of every upline it has, the week's and month's active members, the MAIN balances. One transaction with
 * the cursor, under the feed's lock: a run counts each ledger transaction and each new member exactly once, and a
 * crash counts nothing. Answers null when another run holds the lock (it takes the same rows).
 */
export async function feedTeamFigures(db: TDb): Promise<TFeedRun | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await tryFeedLock(trx))) return null;
    await commitWithoutFlush(trx);
    const { seen, now, completeBefore } = await readFeedSnapshots(trx);
    const memberDays = await addNewFigures(trx, seen, now);
    await saveFeedSnapshot(trx, now, completeBefore);
    return { memberDays };
  });
}
