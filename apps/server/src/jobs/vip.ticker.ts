import type { TDb } from '../db/database.ts';
import { payVipBirthdays } from '../modules/vip/vip-birthdays.ts';
import { reviewVipRanks } from '../modules/vip/vip-review.ts';
import { runVipUpgrades, UPGRADE_BATCH } from '../modules/vip/vip-upgrades.ts';
import { startTicker } from './ticker.ts';

/** How soon a member whose deposits or bets the team-figures feed took in (every 2 s) reaches a higher rank. */
const UPGRADES_EVERY_MS = 2_000;
/** Batches one tick drains at most: a backlog clears a few thousand members a tick, never one endless transaction. */
const UPGRADE_BATCHES_PER_TICK = 10;
/** How late the monthly review and the day's birthday bonuses may start after their day begins. */
const DAILY_EVERY_MS = 10 * 60_000;

/**
 * VIP ranks (decision 057) on timers in every instance: upgrades drain the feed's queue (rows taken SKIP LOCKED, so
 * instances share the work); the monthly review runs once per merchant and month (its run row is locked per chunk);
 * a birthday is paid once per member and year (unique row, ledger key).
 */
export function startVipJobs(db: TDb) {
  const upgrades = startTicker('vip-upgrades', UPGRADES_EVERY_MS, async () => {
    for (let batch = 0; batch < UPGRADE_BATCHES_PER_TICK; batch++) {
      if ((await runVipUpgrades(db)).taken < UPGRADE_BATCH) return;
    }
  });
  const daily = startTicker('vip-review', DAILY_EVERY_MS, async () => {
    await reviewVipRanks(db);
    await payVipBirthdays(db);
  });
  return {
    stop: async () => {
      await upgrades.stop();
      await daily.stop();
    },
  };
}
