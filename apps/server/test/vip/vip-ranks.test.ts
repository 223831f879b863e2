import { VIP_PATHS } from '@tala/contract/loyalty/vip';
import { MESSAGE_PATHS } from '@tala/contract/messages/messages';
import { API_PATHS } from '@tala/contract/paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffActor } from '../../src/db/seed/seed-actor.ts';
import { readVipSettings } from '../../src/modules/vip/vip-ladder.repository.ts';
import { saveVipSettings } from '../../src/modules/vip/vip-ladder-staff.service.ts';
import { setMemberRank } from '../../src/modules/vip/vip-members-staff.service.ts';
import { reviewVipRanks } from '../../src/modules/vip/vip-review.ts';
import { runVipUpgrades } from '../../src/modules/vip/vip-upgrades.ts';
import {
  api,
  demoToken,
  merchantId as merchantIdOf,
  newPlayer,
  type TPlayer,
} from '../payments/payment-helpers.ts';
import { authed } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { deposited, myRank, played, rankNow } from './vip-helpers.ts';

/**
 * Issue 14 §3 (decision 057): ranks reached at once from the feed's member_days (several levels in one step), the
 * RANK_UP message and the club label, trial accounts left out, the monthly review's grace and downgrade (idempotent),
 * and the player calls' shape and authorization. The seeded ladder: Bronze 0/1,000, Silver 0/20,000,
 * Gold 10,000/80,000, Platinum 50,000/300,000 … (deposits / valid bets, pesos, 90 days).
 */
let t: TTestApp;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  // Whatever the seed queued is taken first, so each test drains only its own players.
  await rankNow(t);
});
afterAll(async () => {
  await t.close();
});

async function historyOf(player: TPlayer) {
  return t.deps.db
    .selectFrom('member_vip_history')
    .select(['from_level', 'to_level', 'reason', 'deposit_minor', 'valid_bet_minor'])
    .where('member_id', '=', player.memberId)
    .orderBy('id')
    .execute();
}

async function memberInfo(player: TPlayer, language = 'en') {
  const res = await t.app.inject({
    method: 'GET',
    url: API_PATHS.memberInfo,
    headers: authed(player.token, { language }),
  });
  return res.json().value as {
    clubLabel: { labelName: string; rankLevel: number } | null;
    memberLabel: string[];
  };
}

describe('the player calls', () => {
  it('when anyone asks for the ladder, then every rank comes with its thresholds and benefits in their language', async () => {
    const res = await t.app.inject({ method: 'GET', url: VIP_PATHS.ladder, headers: { language: 'zh' } });
    expect(res.statusCode).toBe(200);
    const ladder = res.json().value;
    expect(ladder.windowDays).toBe(90);
    expect(ladder.graceReviews).toBe(1);
    expect(ladder.ranks.map((rank: { name: string }) => rank.name)).toEqual([
      '青铜',
      '白银',
      '黄金',
      '铂金',
      '钻石',
      '黑钻',
      '皇冠',
    ]);
    expect(ladder.ranks[2]).toMatchObject({
      level: 3,
      deposit: '10000.00',
      validBet: '80000.00',
      benefits: {
        pointsMultiplier: 120,
        withdrawDailyCount: 8,
        withdrawMaxAmount: '100000.00',
        rebateBonusBp: 10,
      },
    });
    expect(ladder.ranks[4].benefits.serviceLine).toContain('VIP');
  });

  it('when no one or a trial account asks for a rank, then 401 and 403; a new player has none and sees Bronze next', async () => {
    expect((await t.app.inject({ method: 'GET', url: VIP_PATHS.me })).statusCode).toBe(401);
    const demo = await api(t, await demoToken(t)).get(VIP_PATHS.me);
    expect(demo.statusCode).toBe(403);
    expect(demo.json().code).toBe('REAL_ACCOUNT_REQUIRED');
    const player = await newPlayer(t);
    const me = await myRank(t, player);
    expect(me).toMatchObject({
      level: 0,
      name: null,
      since: null,
      figures: { deposit: '0.00', validBet: '0.00' },
      next: { level: 1, name: 'Bronze', depositLeft: '0.00', validBetLeft: '1000.00' },
      keep: null,
      benefits: null,
    });
    expect((await memberInfo(player)).clubLabel).toBeNull();
  });
});

describe('upgrades', () => {
  it('when the window reaches Gold at once, then the member goes 0 → 3 in one step with history, message and label', async () => {
    const player = await newPlayer(t);
    await deposited(t, player, 12_000);
    await played(t, player, 50_000, 3);
    await played(t, player, 40_000, 1);
    const run = await rankNow(t);
    expect(run.upgraded).toBeGreaterThanOrEqual(1);
    expect(await historyOf(player)).toEqual([
      {
        from_level: 0,
        to_level: 3,
        reason: 'UPGRADE',
        deposit_minor: 1_200_000n,
        valid_bet_minor: 9_000_000n,
      },
    ]);
    const me = await myRank(t, player);
    expect(me).toMatchObject({
      level: 3,
      name: 'Gold',
      figures: { deposit: '12000.00', validBet: '90000.00' },
      next: { level: 4, name: 'Platinum', depositLeft: '38000.00', validBetLeft: '210000.00' },
      keep: { deposit: '10000.00', validBet: '80000.00', isMet: true },
      grace: { used: 0, allowed: 1 },
      benefits: { pointsMultiplier: 120 },
    });
    expect(me.since).not.toBeNull();
    // The club label, in the request's language; memberLabel carries the rank's name (no VIP below level 5).
    expect(await memberInfo(player)).toMatchObject({
      clubLabel: { labelName: 'Gold', rankLevel: 3 },
      memberLabel: ['Gold'],
    });
    expect((await memberInfo(player, 'vi')).clubLabel?.labelName).toBe('Vàng');
    const inbox = await t.app.inject({
      method: 'GET',
      url: MESSAGE_PATHS.list,
      headers: authed(player.token, { language: 'en' }),
    });
    const list = inbox.json().value.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ source: 'SYSTEM', kind: 'RANK_UP', title: 'You reached Gold' });
  });

  it('when more play comes later, then only the new rank is written, and a run with nothing new changes nothing', async () => {
    const player = await newPlayer(t);
    await played(t, player, 1_500);
    await rankNow(t);
    expect((await myRank(t, player)).level).toBe(1);
    await played(t, player, 30_000, 1);
    await rankNow(t);
    expect((await myRank(t, player)).level).toBe(2);
    expect((await rankNow(t)).taken).toBe(0);
    expect((await historyOf(player)).map((row) => [row.from_level, row.to_level])).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it('when a trial account plays huge sums, then it is never queued nor ranked, even if queued by hand', async () => {
    await demoToken(t);
    const { id: demoId } = await t.deps.db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('agent_type', '=', 4)
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO member_days (member_id, day, deposits, stake) VALUES (${demoId}, current_date, 10000000000, 10000000000)
      ON CONFLICT (member_id, day) DO UPDATE SET deposits = 10000000000, stake = 10000000000`.execute(
      t.deps.db,
    );
    await sql`INSERT INTO vip_queue (member_id, merchant_id) VALUES (${demoId}, ${merchantId})`.execute(
      t.deps.db,
    );
    await runVipUpgrades(t.deps.db);
    const row = await t.deps.db
      .selectFrom('member_vip')
      .select('level')
      .where('member_id', '=', demoId)
      .executeTakeFirst();
    expect(row?.level ?? 0).toBe(0);
  });

  it('when two players ask for their rank, then each reads only their own', async () => {
    const ranked = await newPlayer(t);
    const other = await newPlayer(t);
    await played(t, ranked, 25_000);
    await rankNow(t);
    expect((await myRank(t, ranked)).level).toBe(2);
    expect((await myRank(t, other)).level).toBe(0);
    // No call takes a member id: a query naming another member is ignored.
    const probe = await api(t, other.token).get(`${VIP_PATHS.me}?memberId=${ranked.memberId}`);
    expect(probe.json().value.level).toBe(0);
  });
});

describe('the monthly review', () => {
  /** An instant inside the month after `reviewsFrom` plus `months` (the first reviewed month is reviewsFrom's). */
  async function reviewAt(months: number): Promise<Date> {
    const settings = await readVipSettings(t.deps.db, merchantId);
    if (!settings) throw new Error('the seed writes the settings');
    const [year = 0, month = 1] = settings.reviewsFrom.split('-').map(Number);
    return new Date(Date.UTC(year, month - 1 + months, 1, 12));
  }

  async function staffSet(player: TPlayer, level: number) {
    const actor = await demoStaffActor(t.deps.db, merchantId, 'support');
    await setMemberRank(t.deps.db, actor, { username: player.username, level, reason: 'test set-up' });
  }

  it('when a member misses the thresholds, then the grace is used, a second month drops one level, reruns change nothing', async () => {
    const idle = await newPlayer(t);
    const steady = await newPlayer(t);
    await staffSet(idle, 3);
    await deposited(t, steady, 11_000);
    await played(t, steady, 85_000);
    await rankNow(t);
    expect((await myRank(t, steady)).level).toBe(3);

    const first = await reviewAt(0);
    await reviewVipRanks(t.deps.db, first);
    expect(await myRank(t, idle)).toMatchObject({
      level: 3,
      grace: { used: 1, allowed: 1 },
      keep: { isMet: false },
    });
    expect(await myRank(t, steady)).toMatchObject({ level: 3, grace: { used: 0 } });
    const runs = () =>
      t.deps.db.selectFrom('vip_review_runs').selectAll().where('merchant_id', '=', merchantId).execute();
    const afterFirst = await runs();
    expect(afterFirst).toHaveLength(1);
    expect(afterFirst[0]?.state).toBe('DONE');

    // Running the same month again (another tick, another instance) changes nothing.
    expect(await reviewVipRanks(t.deps.db, first)).toEqual([]);
    expect(await runs()).toEqual(afterFirst);
    expect((await myRank(t, idle)).grace.used).toBe(1);

    await reviewVipRanks(t.deps.db, await reviewAt(1));
    expect(await myRank(t, idle)).toMatchObject({ level: 2, name: 'Silver', grace: { used: 0 } });
    expect(await myRank(t, steady)).toMatchObject({ level: 3, grace: { used: 0 } });
    expect((await historyOf(idle)).map((row) => [row.from_level, row.to_level, row.reason])).toEqual([
      [0, 3, 'STAFF'],
      [3, 2, 'DOWNGRADE'],
    ]);
  });

  it('when a graced member meets the thresholds again, then the grace is given back; a rank never falls below 0', async () => {
    // Months further ahead than the 90-day window reaches back to today: a year's window for this one.
    const admin = await demoStaffActor(t.deps.db, merchantId, 'admin');
    await saveVipSettings(t.deps.db, admin, { windowDays: 365, graceReviews: 1 });
    const back = await newPlayer(t);
    const bronze = await newPlayer(t);
    await staffSet(back, 2);
    await staffSet(bronze, 1);
    await reviewVipRanks(t.deps.db, await reviewAt(2));
    expect((await myRank(t, back)).grace.used).toBe(1);
    await played(t, back, 21_000);
    await rankNow(t);
    await reviewVipRanks(t.deps.db, await reviewAt(3));
    expect(await myRank(t, back)).toMatchObject({ level: 2, grace: { used: 0 } });
    expect((await myRank(t, bronze)).level).toBe(0);
    await reviewVipRanks(t.deps.db, await reviewAt(4));
    expect((await myRank(t, bronze)).level).toBe(0);
    expect((await memberInfo(bronze)).clubLabel).toBeNull();
  });
});
