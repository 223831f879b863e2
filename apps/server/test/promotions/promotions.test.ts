import { PAYMENT_PATHS } from '@tala/contract/payments/paths';
import { PROMOTION_PATHS } from '@tala/contract/promotions/promotions';
import { SECURITY_PATHS } from '@tala/contract/security/paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireBonuses, feedWagering } from '../../src/modules/promotions/wagering.feed.ts';
import {
  api,
  demoToken,
  expectBooksBalance,
  mainBalance,
  merchantId as merchantIdOf,
  newPlayer,
  type TPlayer,
} from '../payments/payment-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import {
  ageBonus,
  bonusBalance,
  deposit,
  ELIGIBLE_ANYONE,
  gamePosting,
  livePromotion,
  promoApi,
} from './promotion-helpers.ts';

/** Issue 13 §1 and §4 (decision 049): joining, deposit bonuses, wagering, release, forfeits, claims, budgets. */
let t: TTestApp;
let merchantId: number;

const WAGERING = {
  multiplier: 2,
  base: 'BONUS',
  weightsBp: { LIVE: 1_000 },
  maxBet: '100.00',
  expiryDays: 7,
  withdrawRule: 'FORFEIT',
} as const;

/** 50 % of a deposit from P100 up to P200 of bonus, wagered 2× (slots in full, live casino 10 %, P100 a bet at most). */
const depositBonus = (overrides: object = {}) =>
  livePromotion(t, merchantId, {
    type: 'DEPOSIT_BONUS',
    category: 'DEPOSIT',
    eligibility: ELIGIBLE_ANYONE,
    reward: {
      type: 'DEPOSIT_BONUS',
      percentBp: 5_000,
      cap: '200.00',
      minDeposit: '100.00',
      wagering: WAGERING,
    },
    budget: null,
    ...overrides,
  });

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
});
afterAll(async () => {
  await expectBooksBalance(t);
  await t.close();
});

describe('promotion list and detail', () => {
  it('when a visitor opens the promotions, then the seeded ones come in order with what anyone may do', async () => {
    const res = await t.app.inject({ url: PROMOTION_PATHS.list });
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as { type: string; mine: { state: string } }[];
    expect(list.slice(0, 10).map((card) => [card.type, card.mine.state])).toEqual([
      ['REGISTRATION', 'JOIN'],
      ['DEPOSIT_BONUS', 'JOIN'],
      ['DEPOSIT_BONUS', 'JOIN'],
      ['SIGNUP', 'JOIN'],
      ['REBATE', 'JOIN'],
      ['APPLICATION', 'JOIN'],
      ['REFERRAL', 'JOIN'],
      ['RED_ENVELOPE', 'JOIN'],
      ['RAFFLE', 'JOIN'],
      ['SIGNUP', 'COMING_SOON'],
    ]);
  });

  it('when a detail is opened, then its rules are sanitised and a member sees their own state', async () => {
    const id = await depositBonus();
    const visitor = await t.app.inject({ url: `${PROMOTION_PATHS.detail}?id=${id}` });
    expect(visitor.json().value.rulesHtml).toBe('<p>Rules</p>');
    const player = await newPlayer(t);
    await promoApi(t, player.token).join(id);
    const mine = (await promoApi(t, player.token).detail(id)).json().value.mine;
    expect(mine).toMatchObject({ state: 'JOINED', reason: null });
    expect((await t.app.inject({ url: `${PROMOTION_PATHS.detail}?id=999999999` })).json().code).toBe(
      'PROMO_NOT_FOUND',
    );
  });

  it('when a demo account or nobody acts, then REAL_ACCOUNT_REQUIRED / NOT_LOGGED_IN', async () => {
    const id = await depositBonus();
    const demo = await promoApi(t, await demoToken(t)).join(id);
    expect([demo.statusCode, demo.json().code]).toEqual([403, 'REAL_ACCOUNT_REQUIRED']);
    const anon = await t.app.inject({
      method: 'POST',
      url: PROMOTION_PATHS.join,
      payload: { id: String(id) },
    });
    expect(anon.json().code).toBe('NOT_LOGGED_IN');
    const bad = await promoApi(t, (await newPlayer(t)).token).join(-1n);
    expect(bad.statusCode).toBe(400);
  });
});

describe('deposit bonus', () => {
  it('when a player joins and then deposits, then the bonus is issued to the bonus wallet with its wagering', async () => {
    const id = await depositBonus();
    const player = await newPlayer(t);
    expect((await promoApi(t, player.token).join(id)).json().value.mine.state).toBe('JOINED');
    await deposit(t, player, '300.00');
    expect(await mainBalance(t, player)).toBe(30_000n);
    expect(await bonusBalance(t, player)).toBe(15_000n);
    const bonuses = (await promoApi(t, player.token).bonuses()).json().value;
    expect(bonuses).toMatchObject({ total: 1, bonusBalance: '150.00' });
    expect(bonuses.list[0]).toMatchObject({
      amount: '150.00',
      wageringRequired: '300.00',
      wageringDone: '0.00',
      state: 'ACTIVE',
      maxBet: '100.00',
      withdrawRule: 'FORFEIT',
    });
    expect((await promoApi(t, player.token).detail(id)).json().value.mine.state).toBe('PROCESS');
  });

  it('when the deposit is capped, too small, or made before joining, then the bonus follows the rule', async () => {
    const id = await depositBonus({
      reward: {
        type: 'DEPOSIT_BONUS',
        percentBp: 5_000,
        cap: '200.00',
        minDeposit: '150.00',
        wagering: WAGERING,
      },
    });
    const early = await newPlayer(t);
    await deposit(t, early, '500.00');
    await promoApi(t, early.token).join(id);
    expect(await bonusBalance(t, early)).toBe(0n);
    await deposit(t, early, '149.99');
    expect(await bonusBalance(t, early)).toBe(0n);
    await deposit(t, early, '1000.00');
    expect(await bonusBalance(t, early)).toBe(20_000n);
  });

  it('when a player joins twice, even at once, then one entry; a second deposit bonus waits for the first', async () => {
    const id = await depositBonus();
    const player = await newPlayer(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => promoApi(t, player.token).join(id)));
    expect(answers.map((res) => res.json().code).sort()).toEqual([
      'OK',
      'PROMO_ALREADY_JOINED',
      'PROMO_ALREADY_JOINED',
      'PROMO_ALREADY_JOINED',
      'PROMO_ALREADY_JOINED',
    ]);
    await deposit(t, player, '200.00');
    const other = await depositBonus();
    expect((await promoApi(t, player.token).join(other)).json().code).toBe('PROMO_BONUS_ACTIVE');
  });

  it("when a daily promotion was joined on an earlier day, then today's deposit does not answer it", async () => {
    const id = await depositBonus({ eligibility: { ...ELIGIBLE_ANYONE, frequency: 'DAILY' } });
    const player = await newPlayer(t);
    await promoApi(t, player.token).join(id);
    await sql`UPDATE promotion_entries SET cycle = '2020-01-01' WHERE member_id = ${player.memberId}`.execute(
      t.deps.db,
    );
    await deposit(t, player, '300.00');
    expect(await bonusBalance(t, player)).toBe(0n);
    expect((await promoApi(t, player.token).detail(id)).json().value.mine.state).toBe('JOIN');
    await promoApi(t, player.token).join(id);
    await deposit(t, player, '300.00');
    expect(await bonusBalance(t, player)).toBe(15_000n);
  });

  it('when the budget cannot cover the bonus, then the deposit is credited and the entry closes', async () => {
    const id = await depositBonus({ budget: '120.00' });
    const player = await newPlayer(t);
    await promoApi(t, player.token).join(id);
    await deposit(t, player, '400.00');
    expect(await mainBalance(t, player)).toBe(40_000n);
    expect(await bonusBalance(t, player)).toBe(0n);
    expect((await promoApi(t, player.token).detail(id)).json().value.mine).toMatchObject({
      state: 'CLOSE',
      reason: 'BUDGET_SPENT',
    });
  });
});

describe('wagering', () => {
  async function playerWithBonus(overrides: object = {}): Promise<{ player: TPlayer; bonusId: string }> {
    const id = await depositBonus(overrides);
    const player = await newPlayer(t);
    await promoApi(t, player.token).join(id);
    await deposit(t, player, '400.00');
    const bonusId = (await promoApi(t, player.token).bonuses()).json().value.list[0].id;
    return { player, bonusId };
  }
  const done = async (player: TPlayer) => (await promoApi(t, player.token).bonuses()).json().value.list[0];

  it('when bets settle, then they count by category weight, above the max bet not at all, and a rollback takes back', async () => {
    const { player } = await playerWithBonus();
    await gamePosting(t, player, 'TALA_SLOTS', 'GAME_BET', 5_000n);
    await gamePosting(t, player, 'TALA_LIVE', 'GAME_BET', 10_000n);
    await gamePosting(t, player, 'TALA_SLOTS', 'GAME_BET', 15_000n);
    await gamePosting(t, player, 'TALA_SLOTS', 'GAME_ROLLBACK', 5_000n);
    await feedWagering(t.deps.db);
    // 50 + 100 × 10 % + nothing (150 > max bet 100) − 50 rolled back.
    expect((await done(player)).wageringDone).toBe('10.00');
    expect(await feedWagering(t.deps.db)).toMatchObject({ bonuses: 0 });
    expect((await done(player)).wageringDone).toBe('10.00');
  });

  it('when the requirement is met, then the bonus is released to the main wallet once and the entry is claimed', async () => {
    const { player } = await playerWithBonus();
    const before = await mainBalance(t, player);
    for (let i = 0; i < 4; i++) await gamePosting(t, player, 'TALA_SLOTS', 'GAME_BET', 10_000n);
    await Promise.all([feedWagering(t.deps.db), feedWagering(t.deps.db)]);
    await feedWagering(t.deps.db);
    expect(await done(player)).toMatchObject({
      state: 'RELEASED',
      endReason: 'WAGERED',
      wageringDone: '400.00',
    });
    expect(await bonusBalance(t, player)).toBe(0n);
    expect(await mainBalance(t, player)).toBe(before - 40_000n + 20_000n);
  });

  it('when a bonus expires, then it is forfeited to the house', async () => {
    const { player, bonusId } = await playerWithBonus();
    await ageBonus(t, bonusId, 8);
    expect(await expireBonuses(t.deps.db)).toBeGreaterThanOrEqual(1);
    expect(await done(player)).toMatchObject({ state: 'FORFEITED', endReason: 'EXPIRED' });
    expect(await bonusBalance(t, player)).toBe(0n);
  });

  it('when a bet was placed before the bonus was issued, then it does not count', async () => {
    const { player, bonusId } = await playerWithBonus();
    await gamePosting(t, player, 'TALA_SLOTS', 'GAME_BET', 5_000n);
    await sql`UPDATE bonuses SET issued_at = now() + interval '1 minute' WHERE id = ${BigInt(bonusId)}`.execute(
      t.deps.db,
    );
    await feedWagering(t.deps.db);
    expect((await done(player)).wageringDone).toBe('0.00');
  });
});

describe('withdrawal while a bonus runs', () => {
  async function withdraw(player: TPlayer) {
    const client = api(t, player.token);
    await client.post(SECURITY_PATHS.withdrawPassword, {
      password: 'Pay123456',
      confirmPassword: 'Pay123456',
    });
    const bank = await client.post(SECURITY_PATHS.bankAccounts, {
      bankCode: 'BDO',
      accountNumber: '1234567890',
    });
    return client.post(PAYMENT_PATHS.withdraw, {
      bankAccountId: bank.json().value.id,
      amount: '100.00',
      paymentPassword: 'Pay123456',
      idempotencyKey: crypto.randomUUID(),
    });
  }

  it('when the rule is FORFEIT, then the form says so and the request forfeits the bonus', async () => {
    const id = await depositBonus();
    const player = await newPlayer(t);
    await promoApi(t, player.token).join(id);
    await deposit(t, player, '400.00');
    const settings = await api(t, player.token).get(PAYMENT_PATHS.withdrawSettings);
    expect(settings.json().value.activeBonus).toEqual({
      amount: '200.00',
      rule: 'FORFEIT',
      wageringLeft: '400.00',
    });
    const res = await withdraw(player);
    expect(res.json().code).toBe('OK');
    expect(await bonusBalance(t, player)).toBe(0n);
    const bonus = (await promoApi(t, player.token).bonuses()).json().value.list[0];
    expect(bonus).toMatchObject({ state: 'FORFEITED', endReason: 'WITHDRAWAL' });
  });

  it('when the rule is BLOCK, then the request is refused and nothing moves', async () => {
    const id = await depositBonus({
      reward: {
        type: 'DEPOSIT_BONUS',
        percentBp: 5_000,
        cap: '200.00',
        minDeposit: '100.00',
        wagering: { ...WAGERING, withdrawRule: 'BLOCK' },
      },
    });
    const player = await newPlayer(t);
    await promoApi(t, player.token).join(id);
    await deposit(t, player, '400.00');
    const res = await withdraw(player);
    expect([res.statusCode, res.json().code]).toEqual([409, 'PROMO_WAGERING_OPEN']);
    expect(res.json().message).toContain('400.00');
    expect(await mainBalance(t, player)).toBe(40_000n);
    expect(await bonusBalance(t, player)).toBe(20_000n);
  });
});

describe('rewards', () => {
  const registration = (overrides: object = {}) =>
    livePromotion(t, merchantId, {
      type: 'REGISTRATION',
      category: 'NEW_MEMBER',
      eligibility: ELIGIBLE_ANYONE,
      reward: { type: 'REGISTRATION', amount: '8.00', claimDays: 7, wagering: null },
      budget: null,
      ...overrides,
    });

  it('when twenty claims of a registration reward arrive at once, then it is paid exactly once', async () => {
    const id = await registration();
    const player = await newPlayer(t);
    const waiting = (await promoApi(t, player.token).rewards()).json().value.waiting;
    expect(waiting.map((r: { promotionId: string }) => r.promotionId)).toContain(String(id));
    const answers = await Promise.all(Array.from({ length: 20 }, () => promoApi(t, player.token).claim(id)));
    const codes = answers.map((res) => res.json().code);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    expect(new Set(codes.filter((code) => code !== 'OK'))).toEqual(new Set(['PROMO_NOTHING_TO_CLAIM']));
    expect(await mainBalance(t, player)).toBe(800n);
    const rewards = (await promoApi(t, player.token).rewards()).json().value;
    expect(rewards.waiting.map((r: { promotionId: string }) => r.promotionId)).not.toContain(String(id));
    expect(rewards.history[0]).toMatchObject({ promotionId: String(id), state: 'CLAIMED', amount: '8.00' });
  });

  it('when a registration reward has wagering, then claiming it issues a bonus', async () => {
    const id = await registration({
      reward: { type: 'REGISTRATION', amount: '8.00', claimDays: 7, wagering: WAGERING },
    });
    const player = await newPlayer(t);
    const res = await promoApi(t, player.token).claim(id);
    expect(res.json().value).toMatchObject({
      mine: { state: 'PROCESS' },
      bonus: { amount: '8.00' },
      paid: null,
    });
    expect(await bonusBalance(t, player)).toBe(800n);
  });

  it('when a member registered before the promotion, then there is nothing to claim', async () => {
    const player = await newPlayer(t);
    await sql`UPDATE members SET created_at = now() - interval '3 days' WHERE id = ${player.memberId}`.execute(
      t.deps.db,
    );
    const id = await registration();
    expect((await promoApi(t, player.token).claim(id)).json().code).toBe('PROMO_NOT_QUALIFIED');
  });

  it('when one device already claimed a once-per-device reward, then another account on it is refused', async () => {
    const id = await registration({ eligibility: { ...ELIGIBLE_ANYONE, onePerDeviceAndIp: true } });
    const first = await newPlayer(t);
    const second = await newPlayer(t);
    expect((await promoApi(t, first.token).claim(id)).json().code).toBe('OK');
    expect((await promoApi(t, second.token).claim(id)).json().code).toBe('PROMO_DEVICE_USED');
  });

  it('when the budget runs out among parallel claims, then it is never overspent', async () => {
    const id = await registration({ budget: '24.00' });
    const players = await Promise.all(Array.from({ length: 5 }, () => newPlayer(t)));
    const codes = await Promise.all(
      players.map(async (p) => (await promoApi(t, p.token).claim(id)).json().code),
    );
    expect(codes.filter((code) => code === 'OK')).toHaveLength(3);
    expect(codes.filter((code) => code === 'PROMO_BUDGET_SPENT')).toHaveLength(2);
    const row = await t.deps.db
      .selectFrom('promotions')
      .select('spent')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.spent).toBe(2_400n);
  });

  it('when a sign-up promotion is requested before and after its conditions are met, then it pays once', async () => {
    const id = await livePromotion(t, merchantId, {
      type: 'SIGNUP',
      category: 'NEW_MEMBER',
      eligibility: ELIGIBLE_ANYONE,
      reward: { type: 'SIGNUP', minDeposit: '100.00', minTurnover: '50.00', amount: '5.00', wagering: null },
      budget: null,
    });
    const player = await newPlayer(t);
    expect((await promoApi(t, player.token).request(id)).json().code).toBe('PROMO_NOT_JOINED');
    await promoApi(t, player.token).join(id);
    await deposit(t, player, '100.00');
    expect((await promoApi(t, player.token).request(id)).json().code).toBe('PROMO_NOT_QUALIFIED');
    const progress = (await promoApi(t, player.token).detail(id)).json().value.signupProgress;
    expect(progress).toEqual({
      deposited: '100.00',
      minDeposit: '100.00',
      turnover: '0.00',
      minTurnover: '50.00',
    });
    await gamePosting(t, player, 'TALA_SLOTS', 'GAME_BET', 5_000n);
    const paid = await promoApi(t, player.token).request(id);
    expect(paid.json().value).toMatchObject({ mine: { state: 'CLAIMED' }, paid: '5.00' });
    expect(await mainBalance(t, player)).toBe(10_000n - 5_000n + 500n);
    expect((await promoApi(t, player.token).request(id)).json().code).toBe('PROMO_NOTHING_TO_CLAIM');
  });
});
