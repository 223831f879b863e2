import { randomBytes } from 'node:crypto';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { REFERRAL_PATHS } from '@tala/contract/promotions/referrals';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleReferrals } from '../../src/modules/referrals/referral-rewards.ts';
import { bo, signIn } from '../backoffice/bo-helpers.ts';
import {
  api,
  expectBooksBalance,
  fund,
  mainBalance,
  merchantId as merchantIdOf,
  newPlayer,
  type TPlayer,
} from '../payments/payment-helpers.ts';
import { setSwitch } from '../session/session-helpers.ts';
import { solveHumanCheck } from '../support/human-check.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { deposit, gamePosting } from './promotion-helpers.ts';

/**
 * Issue 13 §1 "Referral" (decision 052): codes, attribution at registration, farming refused, the reward paid once
 * after the friend's first deposit and turnover, the programme's limits, and the back office's overview.
 * The demo's programme pays P50 for a first deposit of P100 and P300 of bets within 30 days, 20 friends at most.
 */
let t: TTestApp;
let merchantId: number;
let mobile = 9_170_000_000;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  await setSwitch(t, 'SMS_VERIFICATION', false);
});
afterAll(async () => {
  await expectBooksBalance(t);
  await t.close();
});

const device = () => randomBytes(32).toString('base64url').slice(0, 43);
const address = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function myReferrals(player: TPlayer) {
  const res = await api(t, player.token).get(REFERRAL_PATHS.mine);
  expect(res.statusCode).toBe(200);
  return res.json().value;
}

/** Registers through the register form with a referral code, from a device and an address. */
async function registerWith(code: string, from: { device: string; ip: string }): Promise<TPlayer> {
  const username = `f${randomBytes(5).toString('hex')}`;
  mobile += 1;
  const payload = await t.seal({
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    agreeAge: true,
    mobileNum: String(mobile),
    referralCode: code,
    verification: await solveHumanCheck(t.app),
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    remoteAddress: from.ip,
    headers: { cookie: `tala_device=${from.device}` },
    payload: payload as object,
  });
  expect(res.json().code).toBe('OK');
  const row = await t.deps.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { token: res.json().value.token, memberId: row.id, username, merchantId };
}

const referralOf = (friend: TPlayer) =>
  t.deps.db.selectFrom('referrals').selectAll().where('friend_id', '=', friend.memberId).executeTakeFirst();

/** P300 staked on slots (with P200 of winnings beside the deposit to stake it from). */
async function bet300(friend: TPlayer) {
  await fund(t, friend, 20_000n);
  await gamePosting(t, friend, 'P8', 'GAME_BET', 30_000n);
}

/** The friend qualifies: a first deposit of P100 and P300 staked. */
async function qualify(friend: TPlayer) {
  await deposit(t, friend, '100.00');
  await bet300(friend);
}

/** Runs `body` with the demo programme's rule changed, then puts it back. */
async function withRule(promotionId: string, patch: object, body: () => Promise<void>) {
  const id = BigInt(promotionId);
  const before = await t.deps.db
    .selectFrom('promotions')
    .select('reward')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await sql`UPDATE promotions SET reward = reward || ${JSON.stringify(patch)}::jsonb WHERE id = ${id}`.execute(
    t.deps.db,
  );
  try {
    await body();
  } finally {
    await sql`UPDATE promotions SET reward = ${JSON.stringify(before.reward)}::jsonb WHERE id = ${id}`.execute(
      t.deps.db,
    );
  }
}

describe('codes and attribution', () => {
  it('when a member opens invite friends, then they get one code, the running programme and no friends', async () => {
    const referrer = await newPlayer(t);
    const first = await myReferrals(referrer);
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.programme.rule).toMatchObject({ type: 'REFERRAL', amount: '50.00', maxFriends: 20 });
    expect(first.totals).toEqual({ invited: 0, pending: 0, rewarded: 0, earned: '0.00' });
    expect((await myReferrals(referrer)).code).toBe(first.code);
  });

  it('when a friend registers with the code (any case), then they are pending under the programme', async () => {
    const referrer = await newPlayer(t);
    const { code } = await myReferrals(referrer);
    const friend = await registerWith(code.toLowerCase(), { device: device(), ip: address() });
    expect(await referralOf(friend)).toMatchObject({ referrer_id: referrer.memberId, status: 'PENDING' });
    const mine = await myReferrals(referrer);
    expect(mine.totals).toMatchObject({ invited: 1, pending: 1 });
    expect(mine.friends.list[0]).toMatchObject({ status: 'PENDING', hasDeposited: false, reward: null });
    expect(mine.friends.list[0].name).toMatch(/^f[0-9a-f]\*\*\*[0-9a-f]{2}$/);
  });

  it('when a code is unknown, then the registration goes through and nobody is credited', async () => {
    const friend = await registerWith('ZZZZZZZZ', { device: device(), ip: address() });
    expect(await referralOf(friend)).toBeUndefined();
  });

  it("when a friend registers on the referrer's device, or on another friend's network, then it is refused", async () => {
    const referrer = await newPlayer(t);
    const { code } = await myReferrals(referrer);
    // The referrer signs in from a device: a "friend" registering on it is the referrer.
    const own = device();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: address(),
      headers: { cookie: `tala_device=${own}` },
      payload: (await t.seal({
        type: 'username',
        username: referrer.username,
        password: 'Secret123!',
        verification: await solveHumanCheck(t.app),
      })) as object,
    });
    expect(signIn.json().code).toBe('OK');
    const self = await registerWith(code, { device: own, ip: address() });
    expect(await referralOf(self)).toMatchObject({ status: 'REFUSED', reason: 'SAME_DEVICE' });
    const network = address();
    const first = await registerWith(code, { device: device(), ip: network });
    const second = await registerWith(code, { device: device(), ip: network });
    expect(await referralOf(first)).toMatchObject({ status: 'PENDING' });
    expect(await referralOf(second)).toMatchObject({ status: 'REFUSED', reason: 'SAME_IP' });
    await qualify(second);
    await settleReferrals(t.deps.db);
    expect(await referralOf(second)).toMatchObject({ status: 'REFUSED', entry_id: null });
  });
});

describe('rewards', () => {
  it("when the friend's first deposit and bets meet the rule, then the referrer is paid P50 once", async () => {
    const referrer = await newPlayer(t);
    const { code } = await myReferrals(referrer);
    const friend = await registerWith(code, { device: device(), ip: address() });
    const before = await mainBalance(t, referrer);
    await deposit(t, friend, '100.00');
    await settleReferrals(t.deps.db);
    expect(await referralOf(friend)).toMatchObject({ status: 'PENDING' });
    await bet300(friend);
    // Two runs at once (two instances): the referral's lock lets one pay.
    await Promise.all([settleReferrals(t.deps.db), settleReferrals(t.deps.db)]);
    await settleReferrals(t.deps.db);
    expect(await mainBalance(t, referrer)).toBe(before + 5_000n);
    expect(await referralOf(friend)).toMatchObject({ status: 'REWARDED', reward: 5_000n });
    const mine = await myReferrals(referrer);
    expect(mine.totals).toMatchObject({ rewarded: 1, earned: '50.00' });
    expect(mine.friends.list[0]).toMatchObject({ status: 'REWARDED', reward: '50.00', hasDeposited: true });
    const rewards = (await api(t, referrer.token).get('/wps/member/rewards')).json().value;
    expect(rewards.history[0]).toMatchObject({ amount: '50.00', state: 'CLAIMED', isBonus: false });
  });

  it('when the first deposit is under the minimum, then a bigger second one does not qualify, and time runs out', async () => {
    const referrer = await newPlayer(t);
    const { code, programme } = await myReferrals(referrer);
    await withRule(programme.promotionId, { minFirstDeposit: '200.00' }, async () => {
      const friend = await registerWith(code, { device: device(), ip: address() });
      await deposit(t, friend, '100.00');
      await deposit(t, friend, '500.00');
      await gamePosting(t, friend, 'P8', 'GAME_BET', 50_000n);
      await settleReferrals(t.deps.db);
      expect(await referralOf(friend)).toMatchObject({ status: 'PENDING' });
      await sql`UPDATE referrals SET qualify_until = now() - interval '1 second' WHERE friend_id = ${friend.memberId}`.execute(
        t.deps.db,
      );
      await settleReferrals(t.deps.db);
      expect(await referralOf(friend)).toMatchObject({ status: 'LAPSED', reason: 'NOT_QUALIFIED' });
    });
  });

  it('when the referrer reached the friend limit, then the next friend lapses with FRIEND_LIMIT', async () => {
    const referrer = await newPlayer(t);
    const { code, programme } = await myReferrals(referrer);
    await withRule(programme.promotionId, { maxFriends: 1 }, async () => {
      const friends = [
        await registerWith(code, { device: device(), ip: address() }),
        await registerWith(code, { device: device(), ip: address() }),
      ];
      for (const friend of friends) await qualify(friend);
      await settleReferrals(t.deps.db);
      const outcomes = await Promise.all(friends.map(async (friend) => (await referralOf(friend))?.status));
      expect(outcomes.sort()).toEqual(['LAPSED', 'REWARDED']);
      expect(
        (await myReferrals(referrer)).friends.list.map((f: { reason: string | null }) => f.reason),
      ).toContain('FRIEND_LIMIT');
    });
  });

  it('when no programme runs, then friends are still listed, with no reward to come', async () => {
    const referrer = await newPlayer(t);
    const { code, programme } = await myReferrals(referrer);
    await sql`UPDATE promotions SET status = 'PAUSED' WHERE id = ${BigInt(programme.promotionId)}`.execute(
      t.deps.db,
    );
    try {
      const friend = await registerWith(code, { device: device(), ip: address() });
      expect(await referralOf(friend)).toMatchObject({ status: 'LAPSED', reason: 'NO_PROGRAMME' });
      expect((await myReferrals(referrer)).programme).toBeNull();
    } finally {
      await sql`UPDATE promotions SET status = 'LIVE' WHERE id = ${BigInt(programme.promotionId)}`.execute(
        t.deps.db,
      );
    }
  });
});

describe('back office', () => {
  it('when staff open the referral overview, then every role reads it, support with addresses masked', async () => {
    const referrer = await newPlayer(t);
    const { code } = await myReferrals(referrer);
    await registerWith(code, { device: device(), ip: address() });
    for (const role of ['admin', 'support'] as const) {
      const cookie = await signIn(t, role);
      const res = await bo(t, 'GET', `${BO_PATHS.referrals}?username=${referrer.username}`, { cookie });
      expect(res.statusCode).toBe(200);
      const page = res.json().value;
      expect(page.summary).toMatchObject({ pending: 1, rewarded: 0 });
      expect(page.list[0]).toMatchObject({ referrer: referrer.username, status: 'PENDING' });
      expect(page.list[0].ip.endsWith('•')).toBe(role === 'support');
    }
    const bad = await bo(t, 'GET', `${BO_PATHS.referrals}?status=NOPE`, { cookie: await signIn(t, 'admin') });
    expect(bad.statusCode).toBe(400);
  });

  it('when nobody is signed in, then the member call answers NOT_LOGGED_IN', async () => {
    const res = await t.app.inject({ url: REFERRAL_PATHS.mine });
    expect(res.json().code).toBe('NOT_LOGGED_IN');
  });
});
