import { randomUUID } from 'node:crypto';
import { GAME_CATEGORIES } from '@tala/contract/constants';
import { POINTS_PATHS } from '@tala/contract/loyalty/points';
import { MESSAGE_PATHS } from '@tala/contract/messages/messages';
import { PAYMENT_PATHS } from '@tala/contract/payments/paths';
import type { TRebateReward } from '@tala/contract/promotions/promotion-rules';
import { SECURITY_PATHS } from '@tala/contract/security/paths';
import { SEAMLESS_PATHS } from '@tala/contract/vendor-wallet/seamless';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffActor } from '../../src/db/seed/seed-actor.ts';
import { feedTeamFigures } from '../../src/modules/agent/team-figures.feed.ts';
import { feedPoints } from '../../src/modules/points/points.feed.ts';
import { rebateAmounts } from '../../src/modules/promotions/rebate.repository.ts';
import { payVipBirthdays } from '../../src/modules/vip/vip-birthdays.ts';
import { setMemberRank } from '../../src/modules/vip/vip-members-staff.service.ts';
import {
  api,
  expectBooksBalance,
  fund,
  ledgerTransactionCount,
  mainBalance,
  merchantId as merchantIdOf,
  newPlayer,
  type TPlayer,
} from '../payments/payment-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import {
  betBody,
  playerInGame,
  rollbackBody,
  seamlessCall,
  winBody,
} from '../vendor-wallet/seamless-helpers.ts';
import { deposited, played, rankNow } from './vip-helpers.ts';

/**
 * The benefits of a rank (issue 14 §3, decision 057) where the money is: points multiplied when priced, the rebate
 * rate raised, withdrawal limits raised, and the birthday bonus paid once a year from the house to MAIN.
 * Seeded ladder: Bronze ×1.05, Silver ×1.10 (+5 bp, 6 a day), Gold ×1.20 (+10 bp, 8 a day, 100,000 max, 388 birthday).
 */
let t: TTestApp;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  await rankNow(t);
  await feedPoints(t.deps.db);
});
afterAll(async () => {
  await expectBooksBalance(t);
  await t.close();
});

async function gold(): Promise<TPlayer> {
  const player = await newPlayer(t);
  const actor = await demoStaffActor(t.deps.db, merchantId, 'admin');
  await setMemberRank(t.deps.db, actor, { username: player.username, level: 3, reason: 'benefits test' });
  return player;
}

describe('points', () => {
  it('when a ranked member deposits, then the points are the deposit ratio × the rank multiplier, rounded down', async () => {
    const ranked = await gold();
    const plain = await newPlayer(t);
    await deposited(t, ranked, 1_001);
    await deposited(t, plain, 1_001);
    await feedPoints(t.deps.db);
    const balance = async (player: TPlayer) =>
      (await api(t, player.token).get(POINTS_PATHS.summary)).json().value.balance;
    // 1,001.00 at 0.10 a peso = 100.10 points; × 1.20 = 120.12.
    expect(await balance(plain)).toBe('100.10');
    expect(await balance(ranked)).toBe('120.12');
  });

  it('when a ranked member closes a round, then it earns its category ratio × the multiplier, and a rollback takes back its share', async () => {
    const ranked = await gold();
    const game = await playerInGame(t, ranked.username, 'Secret123!', 100_000n);
    const round = `round-${randomUUID()}`;
    const first = betBody(game, '60.00', { round });
    const second = betBody(game, '40.00', { round });
    for (const bet of [first, second]) await seamlessCall(t, SEAMLESS_PATHS.bet, bet);
    await seamlessCall(t, SEAMLESS_PATHS.endRound, {
      ...winBody(game, round, '0'),
      transactionId: undefined,
    });
    await feedPoints(t.deps.db);
    const balance = async () => (await api(t, ranked.token).get(POINTS_PATHS.summary)).json().value.balance;
    // 100.00 on slots (RNG 1.20) = 120 points; Gold × 1.20 = 144.
    expect(await balance()).toBe('144.00');
    await seamlessCall(t, SEAMLESS_PATHS.rollback, rollbackBody(game, second));
    await feedPoints(t.deps.db);
    // 40% of the stake rolled back: 40% of what the round earned comes back (at the multiplier it earned with).
    expect(await balance()).toBe('86.40');
  });
});

describe('rebates', () => {
  it("when a rebate is settled, then a ranked member's rate carries the rank's bonus, and a left-out category still pays nothing", async () => {
    const ranked = await gold();
    const plain = await newPlayer(t);
    for (const player of [ranked, plain]) await played(t, player, 10_000, 1);
    await feedTeamFigures(t.deps.db);
    const { rows } = await sql<{ from: string; to: string }>`
      SELECT ((now() AT TIME ZONE 'Asia/Manila')::date - 1)::text AS "from",
             (now() AT TIME ZONE 'Asia/Manila')::date::text AS "to"`.execute(t.deps.db);
    const period = rows[0];
    if (!period) throw new Error('a period');
    const reward = (rates: Partial<Record<string, number>>): TRebateReward => ({
      type: 'REBATE',
      basis: 'VALID_BET',
      period: 'DAILY',
      ratesBp: rates,
      minPayout: '0.00',
      cap: null,
      claimDays: null,
    });
    const amounts = async (rates: Partial<Record<string, number>>) => {
      const lines = await rebateAmounts(t.deps.db, {
        merchantId,
        ...period,
        reward: reward(rates),
        cap: null,
        minimum: 0n,
      });
      const of = (player: TPlayer) => lines.find((line) => line.member_id === player.memberId)?.amount ?? 0n;
      return { ranked: of(ranked), plain: of(plain) };
    };
    const everyCategory = Object.fromEntries(GAME_CATEGORIES.map((category) => [category, 100]));
    // 10,000.00 at 1.00% = 100.00; Gold adds 0.10%: 110.00.
    expect(await amounts(everyCategory)).toEqual({ ranked: 11_000n, plain: 10_000n });
    expect(await amounts({})).toEqual({ ranked: 0n, plain: 0n });
  });
});

describe('withdrawal limits', () => {
  async function ready(player: TPlayer) {
    await fund(t, player, 8_000_000n);
    const client = api(t, player.token);
    await client.post(SECURITY_PATHS.withdrawPassword, {
      password: 'Pay123456',
      confirmPassword: 'Pay123456',
    });
    const bank = await client.post(SECURITY_PATHS.bankAccounts, {
      bankCode: 'BDO',
      accountNumber: '1234567890',
    });
    return { client, bankAccountId: bank.json().value.id as string };
  }
  const withdraw = (who: TReady, amount: string) =>
    who.client.post(PAYMENT_PATHS.withdraw, {
      bankAccountId: who.bankAccountId,
      amount,
      paymentPassword: 'Pay123456',
      idempotencyKey: `vip-wd-${Math.random().toString(36).slice(2)}`,
    });

  type TReady = Awaited<ReturnType<typeof ready>>;

  it("when a Gold member withdraws, then the rank's higher maximum and daily count apply; others keep the channel's", async () => {
    const ranked = await ready(await gold());
    const plain = await ready(await newPlayer(t));
    const channel = async (who: TReady) =>
      (await who.client.get(PAYMENT_PATHS.withdrawSettings)).json().value.channels[0];
    expect(await channel(ranked)).toMatchObject({ maxAmount: '100000.00', dailyCount: 8 });
    expect(await channel(plain)).toMatchObject({ maxAmount: '50000.00', dailyCount: 5 });
    expect((await withdraw(ranked, '60000.00')).statusCode).toBe(200);
    const refused = await withdraw(plain, '60000.00');
    expect(refused.json().code).toBe('PAY_AMOUNT_OUT_OF_RANGE');
    // Five more (six today) pass the channel's five a day for Gold.
    for (let i = 0; i < 5; i++) expect((await withdraw(ranked, '100.00')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await withdraw(plain, '100.00')).statusCode).toBe(200);
    expect((await withdraw(plain, '100.00')).json().code).toBe('PAY_DAILY_LIMIT');
  });
});

describe('birthday bonus', () => {
  it("when a ranked member's birthday comes, then the rank's bonus is paid once that year, to no one else", async () => {
    const ranked = await gold();
    const plain = await newPlayer(t);
    const { rows } = await sql<{ today: string; year: number }>`
      SELECT to_char((now() AT TIME ZONE 'Asia/Manila')::date, 'MM-DD') AS today,
             extract(year FROM now() AT TIME ZONE 'Asia/Manila')::int AS year`.execute(t.deps.db);
    const birthday = `1990-${rows[0]?.today}`;
    for (const player of [ranked, plain]) {
      expect((await api(t, player.token).put(SECURITY_PATHS.profile, { birthday })).statusCode).toBe(200);
    }
    const before = { ranked: await mainBalance(t, ranked), plain: await mainBalance(t, plain) };
    expect(await payVipBirthdays(t.deps.db)).toBeGreaterThanOrEqual(1);
    expect(await mainBalance(t, ranked)).toBe(before.ranked + 38_800n);
    expect(await mainBalance(t, plain)).toBe(before.plain);
    const year = rows[0]?.year;
    expect(await ledgerTransactionCount(t, `vip-birthday:${ranked.memberId}:${year}`)).toBe(1);
    const inbox = (await api(t, ranked.token).get(MESSAGE_PATHS.list)).json().value.list;
    expect(inbox.filter((row: { kind: string }) => row.kind === 'BIRTHDAY_BONUS')).toMatchObject([
      { source: 'SYSTEM', title: 'Happy birthday!' },
    ]);
    // Later ticks of the day, and a rerun after the day's mark is gone, pay nothing again.
    expect(await payVipBirthdays(t.deps.db)).toBe(0);
    await sql`DELETE FROM vip_birthday_days`.execute(t.deps.db);
    expect(await payVipBirthdays(t.deps.db)).toBe(0);
    expect(await mainBalance(t, ranked)).toBe(before.ranked + 38_800n);
  });
});
