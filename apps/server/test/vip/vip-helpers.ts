import { VIP_PATHS } from '@tala/contract/loyalty/vip';
import { recordPastPlay } from '../../src/db/seed/seed-team-history.ts';
import { feedTeamFigures } from '../../src/modules/agent/team-figures.feed.ts';
import { runVipUpgrades } from '../../src/modules/vip/vip-upgrades.ts';
import { api, type TPlayer } from '../payments/payment-helpers.ts';
import { deposit } from '../promotions/promotion-helpers.ts';
import type { TTestApp } from '../support/test-app.ts';

/** Valid bets on past days (pesos), as seamless play posts them, so the feed takes them into member_days. */
export async function played(t: TTestApp, player: TPlayer, pesos: number, daysAgo = 2): Promise<void> {
  await recordPastPlay(t.deps.db, {
    merchantId: player.merchantId,
    memberId: player.memberId,
    days: [{ daysAgo, stakeMinor: pesos * 100, winMinor: 0 }],
  });
}

/** A deposit the player makes and finance approves (as the payments tests do). */
export async function deposited(t: TTestApp, player: TPlayer, pesos: number): Promise<void> {
  await deposit(t, player, `${pesos}.00`);
}

/** The feed takes the ledger in (and queues the members), then the upgrade job drains the queue. */
export async function rankNow(t: TTestApp) {
  await feedTeamFigures(t.deps.db);
  return runVipUpgrades(t.deps.db);
}

export async function myRank(t: TTestApp, player: TPlayer) {
  const res = await api(t, player.token).get(VIP_PATHS.me);
  if (res.statusCode !== 200) throw new Error(`my rank refused: ${res.body}`);
  return res.json().value;
}
