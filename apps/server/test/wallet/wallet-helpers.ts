import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { creditFromHouse } from '../../src/modules/ledger/ledger.service.ts';
import { verifyLedger } from '../../src/modules/ledger/ledger-verify.ts';
import { forgetVendors } from '../../src/modules/wallet/vendor-cache.ts';
import { authed, login, memberId } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { startTransferProvider, type TTransferProvider } from '../support/transfer-provider.ts';

/** Test helpers of the wallet tests: a transfer-mode vendor, money on MAIN, calls by path. */
export const VENDOR = 'TALA_SLOTS';
export const VENDOR_WALLET = `VENDOR:${VENDOR}`;

export async function merchantIdOf(t: TTestApp, code = 'TALA'): Promise<number> {
  const merchant = await t.deps.merchants.byMerchantCode(code);
  if (!merchant) throw new Error(`no merchant ${code}`);
  return merchant.id;
}

export async function setVendor(
  t: TTestApp,
  vassalage: string,
  change: { wallet_mode?: 'SEAMLESS' | 'TRANSFER'; status?: 'ACTIVE' | 'MAINTENANCE' | 'DISABLED' },
): Promise<void> {
  const provider = change.wallet_mode === 'TRANSFER' ? { provider_code: 'HOUSE' } : {};
  await t.deps.db
    .updateTable('game_vendors')
    .set({ ...change, ...provider })
    .where('vassalage', '=', vassalage)
    .execute();
  forgetVendors(t.deps.db);
}

export async function fund(t: TTestApp, member: bigint, amountMinor: bigint, merchantCode = 'TALA') {
  return creditFromHouse(t.deps.db, {
    merchantId: await merchantIdOf(t, merchantCode),
    memberId: member,
    currency: 'PHP',
    houseCode: 'ADJUSTMENT',
    walletCode: 'MAIN',
    amountMinor,
    idempotencyKey: `fund:${randomUUID()}`,
    kind: 'ADJUSTMENT',
  });
}

export function transfer(
  t: TTestApp,
  token: string,
  body: { from: string; to: string; amount: string; idempotencyKey?: string },
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: authed(token, headers),
    payload: { idempotencyKey: randomUUID(), ...body },
  });
}

export async function walletBalances(t: TTestApp, token: string): Promise<Record<string, string>> {
  const res = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: authed(token) });
  const value = res.json().value as { wallets: { code: string; balance: string }[]; sumBalance: string };
  return Object.fromEntries([...value.wallets.map((w) => [w.code, w.balance]), ['sum', value.sumBalance]]);
}

export async function expectLedgerConsistent(t: TTestApp): Promise<void> {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
}

/**
 * Points the demo merchant's house provider account at a test transfer provider (real HTTP, faults on
 * demand). Call before the first transfer: provider accounts are cached for a few seconds.
 */
export async function useTransferProvider(t: TTestApp, merchantCode = 'TALA'): Promise<TTransferProvider> {
  const merchantId = await merchantIdOf(t, merchantCode);
  const account = await t.deps.db
    .selectFrom('provider_accounts')
    .select('secret')
    .where('merchant_id', '=', merchantId)
    .where('provider_code', '=', 'HOUSE')
    .executeTakeFirstOrThrow();
  const provider = await startTransferProvider(account.secret);
  await t.deps.db
    .updateTable('provider_accounts')
    .set({ transfer_api_url: provider.url })
    .where('merchant_id', '=', merchantId)
    .where('provider_code', '=', 'HOUSE')
    .execute();
  return provider;
}

/** The vendor the transfer-mode tests move money to, switched to TRANSFER by `transferVendorApp`. */
export const TRANSFER_VENDOR = 'TALA_REELS';

/**
 * A test app whose TALA_REELS vendor runs in transfer mode against the test's own provider, with demo_player funded
 * and signed in. `close` checks the books before it stops both.
 */
export async function transferVendorApp() {
  const t = await createTestApp();
  const provider = await useTransferProvider(t);
  await setVendor(t, TRANSFER_VENDOR, { wallet_mode: 'TRANSFER' });
  const player = await memberId(t, 'demo_player');
  await fund(t, player, 100_000n);
  const token = (await login(t, 'demo_player', 'Player123!')).token;
  const close = async () => {
    await provider.close();
    await expectLedgerConsistent(t);
    await t.close();
  };
  return { t, provider, player, token, close };
}
