import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, login, memberId } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import type { TTransferProvider } from '../support/transfer-provider.ts';
import {
  expectLedgerConsistent,
  fund,
  setVendor,
  transfer,
  useTransferProvider,
  VENDOR,
  VENDOR_WALLET,
  walletBalances,
} from './wallet-helpers.ts';

let t: TTestApp;
let token: string;
let player: bigint;
let provider: TTransferProvider;
beforeAll(async () => {
  t = await createTestApp();
  provider = await useTransferProvider(t);
  await setVendor(t, VENDOR, { wallet_mode: 'TRANSFER' });
  await setVendor(t, 'TALA_REELS', { wallet_mode: 'TRANSFER' });
  player = await memberId(t, 'demo_player');
  await fund(t, player, 100_000n);
  token = (await login(t, 'demo_player', 'Player123!')).token;
});
afterAll(async () => {
  await expectLedgerConsistent(t);
  await provider.close();
  await t.close();
});

describe('wallet transfer (GCS_walletTransfer)', () => {
  it('when the balance lists wallets, then MAIN and each transfer vendor show with display names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: authed(token) });
    const wallets = res.json().value.wallets as { code: string; displayName?: string }[];
    expect(wallets.map((w) => w.code)).toEqual([
      'MAIN',
      'VENDOR:TALA_SLOTS',
      'VENDOR:TALA_REELS',
      'VENDOR:TALA_FISH',
    ]);
    expect(wallets[1]?.displayName).toBeTruthy();
  });

  it('when money moves MAIN → vendor and back, then both balances and the sum are exact', async () => {
    const res = await transfer(t, token, { from: 'MAIN', to: VENDOR_WALLET, amount: '250.5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.replayed).toBe(false);
    expect(await walletBalances(t, token)).toMatchObject({
      MAIN: '749.50',
      [VENDOR_WALLET]: '250.50',
      sum: '1000.00',
    });
    await transfer(t, token, { from: VENDOR_WALLET, to: 'MAIN', amount: '0.50' });
    expect(await walletBalances(t, token)).toMatchObject({ MAIN: '750.00', [VENDOR_WALLET]: '250.00' });
  });

  it('when the same key is sent twice, then money moves once and the same transaction answers', async () => {
    const idempotencyKey = randomUUID();
    const first = await transfer(t, token, { from: 'MAIN', to: VENDOR_WALLET, amount: '10', idempotencyKey });
    const again = await transfer(t, token, { from: 'MAIN', to: VENDOR_WALLET, amount: '10', idempotencyKey });
    expect(again.json().value).toMatchObject({
      replayed: true,
      transactionId: first.json().value.transactionId,
    });
    expect(await walletBalances(t, token)).toMatchObject({ MAIN: '740.00', [VENDOR_WALLET]: '260.00' });
    const changed = await transfer(t, token, {
      from: 'MAIN',
      to: VENDOR_WALLET,
      amount: '11',
      idempotencyKey,
    });
    expect([changed.statusCode, changed.json().code]).toEqual([409, 'WAL_IDEMPOTENCY_CONFLICT']);
  });

  it('when the amount is above the balance, then INSUFFICIENT_BALANCE with a message and nothing moves', async () => {
    const res = await transfer(t, token, { from: VENDOR_WALLET, to: 'MAIN', amount: '260.01' });
    expect([res.statusCode, res.json().code]).toEqual([400, 'INSUFFICIENT_BALANCE']);
    expect(res.json().message).not.toBe('INSUFFICIENT_BALANCE');
    expect(await walletBalances(t, token)).toMatchObject({ [VENDOR_WALLET]: '260.00' });
  });

  it('when input is bad, then a 4xx code and never a 500', async () => {
    const cases = [
      { from: 'MAIN', to: 'MAIN', amount: '1' },
      { from: 'MAIN', to: 'VENDOR:TALA_LIVE', amount: '1' },
      { from: 'MAIN', to: 'VENDOR:NOPE', amount: '1' },
      { from: VENDOR_WALLET, to: 'VENDOR:TALA_REELS', amount: '1' },
      { from: 'MAIN', to: VENDOR_WALLET, amount: '0' },
      { from: 'MAIN', to: VENDOR_WALLET, amount: '-1' },
      { from: 'MAIN', to: VENDOR_WALLET, amount: '1.001' },
      { from: 'MAIN', to: VENDOR_WALLET, amount: '1', idempotencyKey: 'not-a-uuid' },
      { from: 'MAIN', to: 'POINTS', amount: '1' },
    ];
    for (const body of cases) {
      const res = await transfer(t, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json().code).toMatch(/^(WAL_SAME_WALLET|WAL_WALLET_UNAVAILABLE|VALIDATION_FAILED)$/);
    }
  });

  it('when the vendor is in maintenance, then WAL_VENDOR_MAINTENANCE, but a retry of a done transfer still answers', async () => {
    const idempotencyKey = randomUUID();
    await transfer(t, token, { from: 'MAIN', to: VENDOR_WALLET, amount: '1', idempotencyKey });
    await setVendor(t, VENDOR, { status: 'MAINTENANCE' });
    const res = await transfer(t, token, { from: 'MAIN', to: VENDOR_WALLET, amount: '1' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'WAL_VENDOR_MAINTENANCE']);
    const retry = await transfer(t, token, { from: 'MAIN', to: VENDOR_WALLET, amount: '1', idempotencyKey });
    expect(retry.json().value.replayed).toBe(true);
    await setVendor(t, VENDOR, { status: 'ACTIVE' });
  });

  it('when recall-all runs, then every vendor wallet returns to MAIN once per call key', async () => {
    await transfer(t, token, { from: 'MAIN', to: 'VENDOR:TALA_REELS', amount: '5' });
    const idempotencyKey = randomUUID();
    const recall = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_recallAll',
        headers: authed(token),
        payload: { idempotencyKey },
      });
    const [a, b] = await Promise.all([recall(), recall()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().value.transactionId]).toEqual([b.json().value.transactionId]);
    expect(await walletBalances(t, token)).toMatchObject({
      MAIN: '1000.00',
      [VENDOR_WALLET]: '0.00',
      'VENDOR:TALA_REELS': '0.00',
    });
  });

  it('when a transfer, its replay or a recall answers, then the answer carries the stored balance', async () => {
    const stored = async () =>
      (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: authed(token) })).json()
        .value;
    const body = { from: 'MAIN', to: 'VENDOR:TALA_REELS', amount: '7.25', idempotencyKey: randomUUID() };
    const moved = (await transfer(t, token, body)).json().value.balance;
    expect(moved.wallets).toContainEqual(
      expect.objectContaining({ code: 'VENDOR:TALA_REELS', balance: '7.25' }),
    );
    expect(moved).toEqual(await stored());
    expect((await transfer(t, token, body)).json().value.balance).toEqual(await stored());
    const recall = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_recallAll',
      headers: authed(token),
      payload: { idempotencyKey: randomUUID() },
    });
    expect(recall.json().value.balance).toEqual(await stored());
  });

  it('when the merchant wallet mode is asked, then isSingle follows the walletMode setting', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/relay/GCS_merchantWallet' });
    expect(res.json().value).toEqual({ isSingle: false });
  });
});

describe('wallet transfer under concurrency', () => {
  it('when 60 transfers race on one account, then none is lost, none overdraws and the sum is conserved', async () => {
    // 1000.00 on MAIN; 60 × 20.00 = 1200.00 requested: exactly 50 fit.
    const results = await Promise.all(
      Array.from({ length: 60 }, () => transfer(t, token, { from: 'MAIN', to: VENDOR_WALLET, amount: '20' })),
    );
    const ok = results.filter((res) => res.statusCode === 200).length;
    const refused = results.filter((res) => res.json().code === 'INSUFFICIENT_BALANCE').length;
    expect([ok, refused]).toEqual([50, 10]);
    expect(await walletBalances(t, token)).toMatchObject({
      MAIN: '0.00',
      [VENDOR_WALLET]: '1000.00',
      sum: '1000.00',
    });
  });

  it('when both directions race, then every balance stays non-negative and the sum stays 1000.00', async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2 === 0
          ? transfer(t, token, { from: VENDOR_WALLET, to: 'MAIN', amount: '30' })
          : transfer(t, token, { from: 'MAIN', to: VENDOR_WALLET, amount: '7' }),
      ),
    );
    expect(results.every((res) => res.statusCode === 200 || res.json().code === 'INSUFFICIENT_BALANCE')).toBe(
      true,
    );
    const balances = await walletBalances(t, token);
    expect(balances.sum).toBe('1000.00');
    expect(Number(balances.MAIN)).toBeGreaterThanOrEqual(0);
  });

  it('when the same key is sent 10 times at once, then exactly one effect', async () => {
    const before = await walletBalances(t, token);
    const idempotencyKey = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        transfer(t, token, { from: VENDOR_WALLET, to: 'MAIN', amount: '1', idempotencyKey }),
      ),
    );
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    expect(new Set(results.map((res) => res.json().value.transactionId)).size).toBe(1);
    expect(results.filter((res) => res.json().value.replayed === false)).toHaveLength(1);
    const after = await walletBalances(t, token);
    expect(Number(after.MAIN) - Number(before.MAIN)).toBeCloseTo(1, 5);
  });
});

describe('wallet authorization', () => {
  it('when there is no token, a wrong merchant or a demo account, then the transfer is refused', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      payload: { from: 'MAIN', to: VENDOR_WALLET, amount: '1', idempotencyKey: randomUUID() },
    });
    expect(none.json().code).toBe('NOT_LOGGED_IN');
    const { seedDemoMerchant } = await import('../../src/db/seed/seed-merchant.ts');
    await seedDemoMerchant(t.deps, 'WALLET_B');
    const foreign = await transfer(
      t,
      token,
      { from: 'MAIN', to: VENDOR_WALLET, amount: '1' },
      { merchant: 'WALLET_B' },
    );
    expect(foreign.statusCode).toBe(401);
  });

  it("when another member transfers, then only that member's wallets move", async () => {
    const agent = await login(t, 'demo_agent', 'Agent123!');
    const before = await walletBalances(t, token);
    const res = await transfer(t, agent.token, { from: 'MAIN', to: VENDOR_WALLET, amount: '1' });
    expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await walletBalances(t, token)).toEqual(before);
  });
});
