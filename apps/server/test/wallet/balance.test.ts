import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditFromHouse } from '../../src/modules/ledger/ledger.service.ts';
import { authed, login, memberId } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const balance = (token: string) =>
  t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: authed(token) });

describe('balance', () => {
  it('when a new member has no postings yet, then main and each transfer-mode vendor wallet show 0.00', async () => {
    const { token } = await login(t, 'demo_agent', 'Agent123!');
    expect((await balance(token)).json().value).toEqual({
      sumBalance: '0.00',
      currency: 'PHP',
      wallets: [
        { code: 'MAIN', balance: '0.00' },
        { code: 'VENDOR:TALA_REELS', balance: '0.00', displayName: 'Tala Classic Reels' },
        { code: 'VENDOR:TALA_FISH', balance: '0.00', displayName: 'Tala Fishing' },
      ],
    });
  });
  it('when money was posted to several wallets, then sumBalance adds them exactly', async () => {
    const merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
    const member = await memberId(t, 'demo_player');
    const base = { merchantId, memberId: member, currency: 'PHP', houseCode: 'TEST', kind: 'TEST' };
    await creditFromHouse(t.deps.db, {
      ...base,
      walletCode: 'MAIN',
      amountMinor: 123_456n,
      idempotencyKey: 'b1',
    });
    await creditFromHouse(t.deps.db, {
      ...base,
      walletCode: 'VENDOR:TALA_X',
      amountMinor: 1n,
      idempotencyKey: 'b2',
    });
    const { token } = await login(t, 'demo_player', 'Player123!');
    const res = await balance(token);
    expect(res.json().value).toEqual({
      sumBalance: '1234.57',
      currency: 'PHP',
      wallets: [
        { code: 'MAIN', balance: '1234.56' },
        { code: 'VENDOR:TALA_REELS', balance: '0.00', displayName: 'Tala Classic Reels' },
        { code: 'VENDOR:TALA_FISH', balance: '0.00', displayName: 'Tala Fishing' },
        { code: 'VENDOR:TALA_X', balance: '0.01' },
      ],
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
  it('when there is no token, then NOT_LOGGED_IN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance' })).json().code).toBe(
      'NOT_LOGGED_IN',
    );
  });
});
