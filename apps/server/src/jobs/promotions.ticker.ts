import type { TDb } from '../db/database.ts';
import { expireBonuses, feedWagering } from '../modules/promotions/wagering.feed.ts';
import { startTicker } from './ticker.ts';

/** How soon a bet counts towards a bonus's wagering (and a finished bonus is released). */
const WAGERING_EVERY_MS = 2_000;
/** How late an expired bonus may be forfeited. */
const EXPIRY_EVERY_MS = 60_000;

/**
 * The wagering feed and bonus expiry (decision 049) on timers in every instance: the feed's lock lets one run at
 * a time, expiry skips the bonuses another instance holds. A failed run changes nothing.
 */
export function startPromotionJobs(db: TDb) {
  const wagering = startTicker('wagering', WAGERING_EVERY_MS, () => feedWagering(db));
  const expiry = startTicker('bonus-expiry', EXPIRY_EVERY_MS, () => expireBonuses(db));
  return {
    stop: async () => {
      await wagering.stop();
      await expiry.stop();
    },
  };
}
