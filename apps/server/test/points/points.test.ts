import { randomUUID } from 'node:crypto';
import { BO_POINTS_PATHS } from '@tala/contract/backoffice/points';
import { POINTS_PATHS } from '@tala/contract/loyalty/points';
import { SEAMLESS_PATHS } from '@tala/contract/vendor-wallet/seamless';
import { WALLET_PATHS } from '@tala/contract/wallet/wallet-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffActor } from '../../src/db/seed/seed-actor.ts';
import { feedPoints } from '../../src/modules/points/points.feed.ts';
import { createReward } from '../../src/modules/points/points-staff.service.ts';
import { bo, signIn } from '../backoffice/bo-helpers.ts';
import {
  api,
  expectBooksBalance,
  mainBalance,
  merchantId as merchantIdOf,
  newPlayer,
  type TPlayer,
  withPassword,
} from '../payments/payment-helpers.ts';
import { deposit } from '../promotions/promotion-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import {
  betBody,
  playerInGame,
  rollbackBody,
  seamlessCall,
  winBody,
} from '../vendor-wallet/seamless-helpers.ts';

/** Issue 14 §1 (decision 054): points earned once per settled bet and deposit, redeemed and converted exactly once. */
let t: TTestApp;
let merchantId: number;
let finance: string;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  finance = await signIn(t, 'finance');
  await feedPoints(t.deps.db);
});
afterAll(async () => {
  await expectBooksBalance(t);
  await t.close();
});

const points = async (player: TPlayer) => (await api(t, player.token).get(POINTS_PATHS.summary)).json().value;

async function givePoints(player: TPlayer, amount: string) {
  const res = await bo(t, 'POST', BO_POINTS_PATHS.adjust, {
    cookie: finance,
    body: {
      username: player.username,
      points: amount,
      reason: 'test credit',
      requestId: randomUUID().replaceAll('-', ''),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function reward(body: Partial<Parameters<typeof createReward>[2]> = {}) {
  return createReward(t.deps.db, await demoStaffActor(t.deps.db, merchantId, 'admin'), {
    kind: 'PHYSICAL',
    names: { en: `Gift ${randomUUID().slice(0, 6)}` },
    descriptions: {},
    art: 'gift',
    points: '100.00',
    cash: null,
    requiredDeposit: '0.00',
    stock: null,
    memberLimit: null,
    autoApprove: false,
    status: 'ACTIVE',
    sort: 0,
    ...body,
  });
}

const redeem = (player: TPlayer, rewardId: string, extra: Record<string, unknown> = {}) =>
  api(t, player.token).post(POINTS_PATHS.redeem, {
    rewardId,
    withdrawPassword: 'Pay123456',
    receivingAddress: '12 Rizal St, Makati',
    mobile: '639171234567',
    requestId: randomUUID().replaceAll('-', ''),
    ...extra,
  });

describe('earning', () => {
  it('pays a closed round once at its category ratio, and takes back a bet rolled back after the close', async () => {
    const player = await newPlayer(t);
    const game = await playerInGame(t, player.username, 'Secret123!', 100_000n);
    const round = `round-${randomUUID()}`;
    const first = betBody(game, '60.00', { round });
    const second = betBody(game, '40.00', { round });
    for (const bet of [first, second]) {
      expect((await seamlessCall(t, SEAMLESS_PATHS.bet, bet)).answer.status).toBe('OK');
    }
    await seamlessCall(t, SEAMLESS_PATHS.win, winBody(game, round, '30.00'));
    await feedPoints(t.deps.db);
    expect((await points(player)).balance).toBe('0.00'); // an open round earns nothing yet
    await seamlessCall(t, SEAMLESS_PATHS.endRound, {
      ...winBody(game, round, '0'),
      transactionId: undefined,
    });
    await feedPoints(t.deps.db);
    await feedPoints(t.deps.db);
    // TALA_SLOTS is RNG: 1.20 points a peso of 100.00 staked.
    expect((await points(player)).balance).toBe('120.00');
    await seamlessCall(t, SEAMLESS_PATHS.rollback, rollbackBody(game, second));
    await feedPoints(t.deps.db);
    expect((await points(player)).balance).toBe('72.00');
    const details = (await api(t, player.token).get(POINTS_PATHS.transactions)).json().value.list;
    expect(details.map((row: { type: string; points: string }) => [row.type, row.points])).toEqual([
      ['CLAWBACK', '-48.00'],
      ['RNG', '120.00'],
    ]);
  });

  it('pays deposits at the deposit ratio, and never shows points in the money record', async () => {
    const player = await newPlayer(t);
    await deposit(t, player, '1000.00');
    await feedPoints(t.deps.db);
    const summary = await points(player);
    expect(summary.balance).toBe('100.00');
    expect(summary.earned).toBe('100.00');
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 3_600_000).toISOString();
    const history = await api(t, player.token).get(
      `${WALLET_PATHS.transactionHistory}?from=${from}&to=${to}`,
    );
    expect(history.statusCode, history.body).toBe(200);
    const kinds = history.json().value.lines.map((row: { type: string }) => row.type);
    expect(kinds).toEqual(['DEPOSIT']);
  });
});

describe('redeeming', () => {
  it('checks the password, the delivery details and the request id, and pays a cash reward at once', async () => {
    const player = await newPlayer(t);
    await withPassword(t, player);
    await givePoints(player, '5000.00');
    const cash = await reward({
      kind: 'CASH',
      cash: '10.00',
      points: '1200.00',
      autoApprove: true,
      art: 'cash',
    });
    const wrong = await redeem(player, cash, { withdrawPassword: 'Wrong12345' });
    expect(wrong.json().code).toBe('SEC_WITHDRAW_PASSWORD_WRONG');
    const requestId = randomUUID().replaceAll('-', '');
    const done = await redeem(player, cash, { requestId, receivingAddress: undefined, mobile: undefined });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value.redemption.status).toBe('APPROVED');
    const again = await redeem(player, cash, { requestId, receivingAddress: undefined, mobile: undefined });
    expect(again.json().value.redemption.id).toBe(done.json().value.redemption.id);
    expect((await redeem(player, cash, { requestId, quantity: 2 })).json().code).toBe('PTS_REQUEST_CONFLICT');
    expect((await points(player)).balance).toBe('3800.00');
    expect(await mainBalance(t, player)).toBe(1_000n);
    const physical = await reward();
    const noAddress = await redeem(player, physical, { receivingAddress: ' ' });
    expect(noAddress.json().code).toBe('PTS_DELIVERY_REQUIRED');
    expect((await redeem(player, physical, { quantity: 50 })).statusCode).toBe(400);
  });

  it('gives the last item to exactly one of twenty parallel redemptions', async () => {
    const last = await reward({ stock: 1 });
    const players = await Promise.all(Array.from({ length: 20 }, () => newPlayer(t)));
    for (const player of players) {
      await withPassword(t, player);
      await givePoints(player, '100.00');
    }
    const answers = await Promise.all(players.map((player) => redeem(player, last)));
    const codes = answers.map((res) => (res.statusCode === 200 ? 'OK' : res.json().code));
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    expect(codes.filter((code) => code === 'PTS_OUT_OF_STOCK')).toHaveLength(19);
    const balances = await Promise.all(players.map(async (player) => (await points(player)).balance));
    expect(balances.filter((balance) => balance === '0.00')).toHaveLength(1);
    expect(balances.filter((balance) => balance === '100.00')).toHaveLength(19);
  });

  it('keeps the member limit and the balance, and a rejection returns the points and the stock', async () => {
    const player = await newPlayer(t);
    await withPassword(t, player);
    await givePoints(player, '250.00');
    const limited = await reward({ memberLimit: 1, stock: 5 });
    const first = await redeem(player, limited);
    expect(first.statusCode, first.body).toBe(200);
    expect((await redeem(player, limited)).json().code).toBe('PTS_MEMBER_LIMIT');
    const dear = await reward({ points: '1000.00' });
    expect((await redeem(player, dear)).json().code).toBe('PTS_INSUFFICIENT');
    const id = first.json().value.redemption.id;
    const support = await signIn(t, 'support');
    const path = BO_POINTS_PATHS.redemptionReject.replace(':id', id);
    expect(
      (await bo(t, 'POST', path, { cookie: support, body: { reason: 'Address unknown' } })).statusCode,
    ).toBe(403);
    expect(
      (await bo(t, 'POST', path, { cookie: finance, body: { reason: 'Address unknown' } })).statusCode,
    ).toBe(200);
    const twice = await bo(t, 'POST', BO_POINTS_PATHS.redemptionApprove.replace(':id', id), {
      cookie: finance,
    });
    expect(twice.json().code).toBe('BO_REDEMPTION_NOT_PENDING');
    expect((await points(player)).balance).toBe('250.00');
    const list = (await api(t, player.token).get(POINTS_PATHS.redemptions)).json().value.list;
    expect(list[0]).toMatchObject({ status: 'REJECTED', reason: 'Address unknown' });
    const rewards = (await bo(t, 'GET', BO_POINTS_PATHS.rewards, { cookie: finance })).json().value.list;
    expect(rewards.find((row: { id: string }) => row.id === limited)).toMatchObject({
      stock: 5,
      redeemed: 0,
    });
    // The limit counts redemptions that stand: after the rejection the member may redeem again.
    expect((await redeem(player, limited)).statusCode).toBe(200);
  });

  it('pays an approved cash reward once', async () => {
    const player = await newPlayer(t);
    await withPassword(t, player);
    await givePoints(player, '500.00');
    const reviewed = await reward({ kind: 'CASH', cash: '5.00', points: '500.00', art: 'cash' });
    const asked = await redeem(player, reviewed, { receivingAddress: undefined, mobile: undefined });
    expect(asked.json().value.redemption.status).toBe('IN_PROCESS');
    expect(await mainBalance(t, player)).toBe(0n);
    const path = BO_POINTS_PATHS.redemptionApprove.replace(':id', asked.json().value.redemption.id);
    const approvals = await Promise.all([
      bo(t, 'POST', path, { cookie: finance }),
      bo(t, 'POST', path, { cookie: finance }),
    ]);
    expect(approvals.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await mainBalance(t, player)).toBe(500n);
  });
});

describe('converting', () => {
  it('converts whole points at the rate, once per request, never below the minimum or past the balance', async () => {
    const player = await newPlayer(t);
    await withPassword(t, player);
    await givePoints(player, '350.00');
    const client = api(t, player.token);
    const convert = (amount: string, requestId = randomUUID().replaceAll('-', '')) =>
      client.post(POINTS_PATHS.convert, { points: amount, withdrawPassword: 'Pay123456', requestId });
    expect((await convert('50')).json().code).toBe('PTS_CONVERT_MINIMUM');
    expect((await convert('400')).json().code).toBe('PTS_INSUFFICIENT');
    expect((await convert('12.5')).statusCode).toBe(400);
    const requestId = randomUUID().replaceAll('-', '');
    const [a, b] = await Promise.all([convert('300', requestId), convert('300', requestId)]);
    expect(a.json().value).toEqual(b.json().value);
    expect(a.json().value).toMatchObject({ points: '300.00', cash: '3.00', balance: '50.00' });
    expect(await mainBalance(t, player)).toBe(300n);
  });

  it('refuses trial accounts and visitors', async () => {
    expect((await t.app.inject({ method: 'GET', url: POINTS_PATHS.summary })).statusCode).toBe(401);
  });
});
