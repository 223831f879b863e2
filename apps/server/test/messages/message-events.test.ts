import { MESSAGE_PATHS } from '@tala/contract/messages/messages';
import { BO_MESSAGE_PATHS } from '@tala/contract/messages/messages-staff';
import { PAYMENT_PATHS } from '@tala/contract/payments/paths';
import { SECURITY_PATHS } from '@tala/contract/security/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { TApp } from '../../src/app-deps.ts';
import { MerchantCache } from '../../src/modules/merchants/merchant-cache.ts';
import {
  approveWithdrawal,
  markWithdrawalPaid,
} from '../../src/modules/payments/withdrawal-staff.service.ts';
import { feedWagering } from '../../src/modules/promotions/wagering.feed.ts';
import { bo, signIn } from '../backoffice/bo-helpers.ts';
import {
  api,
  fund,
  merchantId as merchantIdOf,
  newPlayer,
  type TPlayer,
} from '../payments/payment-helpers.ts';
import {
  deposit,
  ELIGIBLE_ANYONE,
  gamePosting,
  livePromotion,
  promoApi,
} from '../promotions/promotion-helpers.ts';
import { authed } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

/**
 * Issue 14 §4 (decision 055): the unread count reaches open streams live, on another instance too, when staff send
 * a message, when a scheduled one is delivered and when a system event writes one; and the events that write
 * system messages (withdrawal paid, bonus released) do so in their own transaction.
 */
let t: TTestApp;
let second: TApp;
let secondUrl: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  support = await signIn(t, 'support');
  // A second instance on the same database, as behind a load balancer.
  second = await buildApp({ ...t.deps, merchants: new MerchantCache(t.deps.db) }, { logger: false });
  secondUrl = await second.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

async function openStream(player: TPlayer) {
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/wps/v2/wallets/events/ticket',
    headers: authed(player.token),
  });
  const res = await fetch(`${secondUrl}/wps/v2/wallets/events?ticket=${ticket.json().value.ticket}`);
  if (!res.body) throw new Error('no stream body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  /** The next `event: messages` frame's count (balance frames in between are skipped). */
  const nextCount = async (): Promise<number> => {
    for (;;) {
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (frame.includes('event: messages') && data) return JSON.parse(data.slice(6)).count;
        end = buffer.indexOf('\n\n');
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return { nextCount, close: () => reader.cancel() };
}

describe('live unread count', () => {
  it('when staff send a message and the player reads it, then the stream on another instance tells the new counts', async () => {
    const player = await newPlayer(t);
    const stream = await openStream(player);
    expect(await stream.nextCount()).toBe(0);
    const res = await bo(t, 'POST', BO_MESSAGE_PATHS.messages, {
      cookie: support,
      body: {
        audience: 'MEMBER',
        username: player.username,
        title: { en: 'Live' },
        bodyHtml: { en: '<p>Now</p>' },
        sendAt: null,
      },
    });
    expect(res.json().code).toBe('OK');
    expect(await stream.nextCount()).toBe(1);
    await api(t, player.token).get(MESSAGE_PATHS.message.replace(':id', res.json().value.id));
    expect(await stream.nextCount()).toBe(0);
    await stream.close();
  }, 20_000);

  it('when a message to everyone is sent, then every connected member is told', async () => {
    const players = [await newPlayer(t), await newPlayer(t)];
    const streams = await Promise.all(players.map(openStream));
    for (const stream of streams) expect(await stream.nextCount()).toBe(0);
    await bo(t, 'POST', BO_MESSAGE_PATHS.messages, {
      cookie: support,
      body: {
        audience: 'EVERYONE',
        username: null,
        title: { en: 'All' },
        bodyHtml: { en: 'x' },
        sendAt: null,
      },
    });
    for (const stream of streams) expect(await stream.nextCount()).toBe(1);
    await Promise.all(streams.map((stream) => stream.close()));
  }, 20_000);
});

describe('system messages from events', () => {
  it('when staff mark a withdrawal paid, then the player gets WITHDRAWAL_PAID with the amount, live', async () => {
    const player = await newPlayer(t);
    await fund(t, player, 500_000n);
    const client = api(t, player.token);
    await client.post(SECURITY_PATHS.withdrawPassword, {
      password: 'Pay123456',
      confirmPassword: 'Pay123456',
    });
    const bank = await client.post(SECURITY_PATHS.bankAccounts, {
      bankCode: 'BDO',
      accountNumber: '1234567890',
    });
    const withdrawal = await client.post(PAYMENT_PATHS.withdraw, {
      bankAccountId: bank.json().value.id,
      amount: '1250.00',
      paymentPassword: 'Pay123456',
      idempotencyKey: `msg-wd-${player.username}`,
    });
    expect(withdrawal.json().code).toBe('OK');
    const stream = await openStream(player);
    expect(await stream.nextCount()).toBe(0);
    const action = {
      merchantId: player.merchantId,
      withdrawalId: BigInt(withdrawal.json().value.id),
      staffId: 1n,
    };
    await approveWithdrawal(t.deps.db, action);
    const paid = { ...action, paidAmountMinor: 125_000n, autoReceiptMinutes: 30 };
    await markWithdrawalPaid(t.deps.db, paid);
    // Repeating the payout changes nothing, so no second message.
    await markWithdrawalPaid(t.deps.db, paid);
    expect(await stream.nextCount()).toBe(1);
    await stream.close();
    const list = (await client.get(MESSAGE_PATHS.list)).json().value.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ source: 'SYSTEM', kind: 'WITHDRAWAL_PAID', title: 'Withdrawal paid' });
    expect(list[0].preview).toContain(`no. ${withdrawal.json().value.id} of P 1,250.00`);
  }, 20_000);

  it('when a bonus is released by its wagering, then the player gets BONUS_RELEASED once', async () => {
    const merchantId = await merchantIdOf(t);
    const promotionId = await livePromotion(t, merchantId, {
      type: 'DEPOSIT_BONUS',
      category: 'DEPOSIT',
      eligibility: ELIGIBLE_ANYONE,
      reward: {
        type: 'DEPOSIT_BONUS',
        percentBp: 5_000,
        cap: '200.00',
        minDeposit: '100.00',
        wagering: {
          multiplier: 1,
          base: 'BONUS',
          weightsBp: {},
          maxBet: null,
          expiryDays: 7,
          withdrawRule: 'FORFEIT',
        },
      },
      budget: null,
    });
    const player = await newPlayer(t);
    await promoApi(t, player.token).join(promotionId);
    await deposit(t, player, '200.00');
    await feedWagering(t.deps.db);
    expect((await api(t, player.token).get(MESSAGE_PATHS.list)).json().value.total).toBe(0);
    await gamePosting(t, player, 'TALA_SLOTS', 'GAME_BET', 10_000n);
    await Promise.all([feedWagering(t.deps.db), feedWagering(t.deps.db)]);
    await feedWagering(t.deps.db);
    const list = (await api(t, player.token).get(MESSAGE_PATHS.list)).json().value.list;
    expect(list.map((m: { kind: string }) => m.kind)).toEqual(['BONUS_RELEASED']);
    expect(list[0].preview).toContain('P 100.00');
  }, 20_000);
});
