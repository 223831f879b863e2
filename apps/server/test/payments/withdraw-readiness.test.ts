import { PAYMENT_PATHS } from '@tala/contract/payments/paths';
import { type TWithdrawReadiness, ZWithdrawReadiness } from '@tala/contract/payments/withdraw';
import { SECURITY_PATHS } from '@tala/contract/security/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { api, demoToken, fund, newPlayer, type TPlayer } from './payment-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function readiness(p: TPlayer): Promise<TWithdrawReadiness> {
  const res = await api(t, p.token).get(PAYMENT_PATHS.withdrawReadiness);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return ZWithdrawReadiness.parse(res.json().value);
}
const met = (r: TWithdrawReadiness) => Object.fromEntries(r.requirements.map((q) => [q.key, q.isMet]));

describe('GET withdrawReadiness', () => {
  it('when a new player has nothing set up, then every setup item is listed as missing, in order, at once', async () => {
    const p = await newPlayer(t, { realName: null });
    const r = await readiness(p);
    expect(r.isReady).toBe(false);
    expect(r.requirements).toEqual([
      { key: 'REAL_NAME', kind: 'SETUP', isMet: false, after: null },
      { key: 'WITHDRAW_PASSWORD', kind: 'SETUP', isMet: false, after: null },
      { key: 'BANK_ACCOUNT', kind: 'SETUP', isMet: false, after: 'REAL_NAME' },
      { key: 'WITHDRAW_CHANNEL', kind: 'CONDITION', isMet: true, after: null },
      { key: 'MIN_BALANCE', kind: 'CONDITION', isMet: false, after: null },
      { key: 'DAILY_REQUESTS', kind: 'CONDITION', isMet: true, after: null },
    ]);
    expect(r).toMatchObject({ balance: '0.00', minAmount: '100.00', requestsLeftToday: 5 });
  });

  it('when the player completes each item, then the answer follows until it is ready and a request goes through', async () => {
    const p = await newPlayer(t, { realName: null });
    const a = api(t, p.token);
    expect((await a.put(SECURITY_PATHS.profile, { realName: 'Maria Santos' })).statusCode).toBe(200);
    expect(met(await readiness(p)).REAL_NAME).toBe(true);
    const password = { password: 'Pay123456', confirmPassword: 'Pay123456' };
    expect((await a.post(SECURITY_PATHS.withdrawPassword, password)).statusCode).toBe(200);
    expect(met(await readiness(p)).WITHDRAW_PASSWORD).toBe(true);
    const bank = await a.post(SECURITY_PATHS.bankAccounts, { bankCode: 'BDO', accountNumber: '1234567890' });
    expect(met(await readiness(p))).toMatchObject({ BANK_ACCOUNT: true, MIN_BALANCE: false });
    expect((await readiness(p)).isReady).toBe(false);

    await fund(t, p, 99_99n);
    expect(met(await readiness(p)).MIN_BALANCE).toBe(false);
    await fund(t, p, 1n);
    const ready = await readiness(p);
    expect(ready).toMatchObject({ isReady: true, balance: '100.00' });

    const request = await a.post(PAYMENT_PATHS.withdraw, {
      bankAccountId: bank.json().value.id,
      amount: '100.00',
      paymentPassword: 'Pay123456',
      idempotencyKey: `ready-${Date.now()}`,
    });
    expect(request.statusCode).toBe(200);
    // The amount is held, so the wallet is below the smallest withdrawal again; one request fewer today.
    expect(await readiness(p)).toMatchObject({ isReady: false, balance: '0.00', requestsLeftToday: 4 });
  });

  it('when a demo account or a visitor asks, then it is refused like every withdrawal call', async () => {
    const demo = await api(t, await demoToken(t)).get(PAYMENT_PATHS.withdrawReadiness);
    expect(demo.statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'GET', url: PAYMENT_PATHS.withdrawReadiness });
    expect(visitor.statusCode).toBe(401);
  });
});
