import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditFromHouse } from '../../src/modules/ledger/ledger.service.ts';
import { verifyLedger } from '../../src/modules/ledger/ledger-verify.ts';
import { drainLegacyVendorWallets } from '../../src/modules/wallet/legacy-vendor-wallets.ts';
import { authed, login, memberId } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { transfer, useTransferProvider } from './wallet-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const balance = (token: string) =>
  t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: authed(token) });

describe('balance', () => {
  it('when a new member has no postings yet, then main and each transfer-mode vendor with a provider show 0.00', async () => {
    const { token } = await login(t, 'demo_agent', 'Agent123!');
    expect((await balance(token)).json().value).toEqual({
      sumBalance: '0.00',
      currency: 'PHP',
      wallets: [
        { code: 'MAIN', balance: '0.00' },
        { code: 'VENDOR:TALA_FISH', balance: '0.00', displayName: 'Tala Fishing' },
      ],
    });
  });
  it('when the player holds money at vendors, then sumBalance adds what each vendor reports exactly', async () => {
    const merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
    const member = await memberId(t, 'demo_player');
    await creditFromHouse(t.deps.db, {
      merchantId,
      memberId: member,
      currency: 'PHP',
      houseCode: 'TEST',
      kind: 'TEST',
      walletCode: 'MAIN',
      amountMinor: 123_456n,
      idempotencyKey: 'b1',
    });
    const provider = await useTransferProvider(t);
    const { token } = await login(t, 'demo_player', 'Player123!');
    await transfer(t, token, { from: 'MAIN', to: 'VENDOR:TALA_FISH', amount: '0.01' });
    const res = await balance(token);
    expect(res.json().value).toEqual({
      sumBalance: '1234.56',
      currency: 'PHP',
      wallets: [
        { code: 'MAIN', balance: '1234.55' },
        { code: 'VENDOR:TALA_FISH', balance: '0.01', displayName: 'Tala Fishing' },
      ],
    });
    expect(res.headers['cache-control']).toBe('no-store');
    await provider.close();
    const vendorDown = (await balance(token)).json().value;
    expect(vendorDown.wallets[1]).toEqual({
      code: 'VENDOR:TALA_FISH',
      balance: '0.00',
      displayName: 'Tala Fishing',
      available: false,
    });
    expect(vendorDown.sumBalance).toBe('1234.55');
  });
  it('when there is no token, then NOT_LOGGED_IN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance' })).json().code).toBe(
      'NOT_LOGGED_IN',
    );
  });
});

describe('wallets from before vendors held their own money', () => {
  it('when a legacy VENDOR: account still holds money, then the drain returns it to MAIN once', async () => {
    const merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
    const member = await memberId(t, 'demo_newbie');
    await creditFromHouse(t.deps.db, {
      merchantId,
      memberId: member,
      currency: 'PHP',
      houseCode: 'TEST',
      kind: 'TEST',
      walletCode: 'VENDOR:TALA_OLD',
      amountMinor: 4_321n,
      idempotencyKey: 'legacy-1',
    });
    const main = async () =>
      (
        await t.deps.db
          .selectFrom('ledger_accounts')
          .select('balance')
          .where('member_id', '=', member)
          .where('code', '=', 'MAIN')
          .executeTakeFirst()
      )?.balance ?? 0n;
    const before = await main();
    expect(await drainLegacyVendorWallets(t.deps.db)).toBeGreaterThanOrEqual(1);
    expect(await drainLegacyVendorWallets(t.deps.db)).toBe(0);
    expect(await main()).toBe(before + 4_321n);
    expect(await verifyLedger(t.deps.db)).toEqual([]);
  });
});
