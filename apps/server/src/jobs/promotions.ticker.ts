import type { TDb } from '../db/database.ts';
import { settleEndedMissions } from '../modules/missions/mission-settlement.ts';
import { feedPoints } from '../modules/points/points.feed.ts';
import { drawDueRaffles } from '../modules/promotions/raffle-draw.ts';
import { settleRebates } from '../modules/promotions/rebate-settlement.ts';
import { expireBonuses, feedWagering } from '../modules/promotions/wagering.feed.ts';
import { settleReferrals } from '../modules/referrals/referral-rewards.ts';
import { startTicker } from './ticker.ts';

/** How soon a bet counts towards a bonus's wagering (and a finished bonus is released). */
const WAGERING_EVERY_MS = 2_000;
/** How soon a friend's qualifying deposit and play pay the referrer, and an ended raffle is drawn. */
const REFERRALS_EVERY_MS = 10_000;
/** How soon a settled bet or a deposit earns its points (decision 054). */
const POINTS_EVERY_MS = 3_000;
/** How late an expired bonus may be forfeited, a rebate period paid after the feed has run past it, an ended mission paid. */
const EXPIRY_EVERY_MS = 60_000;

/**
 * The wagering feed, bonus expiry (decision 049) rebate settlement (decision 050) and referral rewards (decision 052), raffle draws (decision 053), the points feed (decision 054) and the end-of-mission payout (decision 058) on timers in every instance:
 * the feed's lock lets one run at a time, expiry skips the bonuses another instance holds, a rebate entry is written
 * once per member and period whoever writes it. A failed run changes nothing it did not finish.
 */
export function startPromotionJobs(db: TDb) {
  const wagering = startTicker('wagering', WAGERING_EVERY_MS, () => feedWagering(db));
  const expiry = startTicker('bonus-expiry', EXPIRY_EVERY_MS, () => expireBonuses(db));
  const rebates = startTicker('rebates', EXPIRY_EVERY_MS, () => settleRebates(db));
  const referrals = startTicker('referrals', REFERRALS_EVERY_MS, () => settleReferrals(db));
  const raffles = startTicker('raffles', REFERRALS_EVERY_MS, () => drawDueRaffles(db));
  const points = startTicker('points', POINTS_EVERY_MS, () => feedPoints(db));
  const missions = startTicker('missions', EXPIRY_EVERY_MS, () => settleEndedMissions(db));
  return {
    stop: async () => {
      await wagering.stop();
      await expiry.stop();
      await rebates.stop();
      await referrals.stop();
      await raffles.stop();
      await points.stop();
      await missions.stop();
    },
  };
}
