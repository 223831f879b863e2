import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.ts';
import {
  ensureHouseAccount,
  ensurePlayerAccount,
  LedgerError,
  postWithin,
} from '../../src/modules/ledger/ledger.service.ts';
import { verifyLedger } from '../../src/modules/ledger/ledger-verify.ts';
import type { TMerchant } from '../../src/modules/merchants/merchant.repository.ts';
import { providerTransport } from '../../src/modules/vendor-wallet/provider-transport.ts';
import type { TWalletDeps } from '../../src/modules/wallet/wallet.service.ts';
import { recallAll, transferFund } from '../../src/modules/wallet/wallet-transfer.service.ts';
import { memberId } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import type { TTransferProvider } from '../support/transfer-provider.ts';
import { setVendor, useTransferProvider } from '../wallet/wallet-helpers.ts';

/**
 * Model test: random sequences of deposits and withdrawals (postWithin against house accounts, as
 * payments do), wallet transfers to and from transfer-mode vendors (a test provider over HTTP holds
 * their wallets), recalls, overdrafts and replays, checked against plain numbers.
 */
const VENDORS = ['TALA_SLOTS', 'TALA_REELS'];
const WALLETS = ['MAIN', ...VENDORS.map((v) => `VENDOR:${v}`)];

let t: TTestApp;
let deps: TWalletDeps;
let provider: TTransferProvider;
let merchant: TMerchant;
let member: bigint;
const model = new Map<string, bigint>(WALLETS.map((code) => [code, 0n]));
const done: { key: string; from: string; to: string; amount: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.deps.db, transport: providerTransport(t.deps.inProcessProviders) };
  provider = await useTransferProvider(t);
  for (const vendor of VENDORS) await setVendor(t, vendor, { wallet_mode: 'TRANSFER' });
  const found = await t.deps.merchants.byMerchantCode('TALA');
  if (!found) throw new Error('no merchant');
  merchant = found;
  member = await memberId(t, 'demo_player');
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

type TOp =
  | { op: 'deposit' | 'withdraw'; cents: number }
  | { op: 'transfer'; from: number; to: number; cents: number }
  | { op: 'recall' }
  | { op: 'replay'; index: number };

const arbOp: fc.Arbitrary<TOp> = fc.oneof(
  fc.record({
    op: fc.constantFrom('deposit' as const, 'withdraw' as const),
    cents: fc.integer({ min: 1, max: 50_000 }),
  }),
  fc.record({
    op: fc.constant('transfer' as const),
    from: fc.integer({ min: 0, max: 2 }),
    to: fc.integer({ min: 0, max: 2 }),
    cents: fc.integer({ min: 1, max: 30_000 }),
  }),
  fc.record({ op: fc.constant('recall' as const) }),
  fc.record({ op: fc.constant('replay' as const), index: fc.nat() }),
);

async function cashOp(op: 'deposit' | 'withdraw', cents: bigint): Promise<void> {
  const sign = op === 'deposit' ? 1n : -1n;
  const main = await ensurePlayerAccount(t.deps.db, {
    merchantId: merchant.id,
    memberId: member,
    code: 'MAIN',
    currency: 'PHP',
  });
  const code = op === 'deposit' ? 'CASH_IN:MODEL' : 'CASH_OUT:MODEL';
  try {
    await t.deps.db.transaction().execute(async (trx) => {
      const house = await ensureHouseAccount(trx, { merchantId: merchant.id, code, currency: 'PHP' });
      await postWithin(trx, {
        merchantId: merchant.id,
        idempotencyKey: `model:${randomUUID()}`,
        kind: op.toUpperCase(),
        entries: [
          { accountId: main, amount: sign * cents },
          { accountId: house, amount: -sign * cents },
        ],
      });
    });
    model.set('MAIN', (model.get('MAIN') ?? 0n) + sign * cents);
  } catch (error) {
    expect(error instanceof LedgerError && error.failure === 'INSUFFICIENT_FUNDS').toBe(true);
    expect(model.get('MAIN') ?? 0n).toBeLessThan(cents);
  }
}

async function transferOp(from: string, to: string, cents: bigint): Promise<void> {
  const key = randomUUID();
  const amount = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
  try {
    await transferFund(deps, merchant, member, { from, to, amount, idempotencyKey: key });
    model.set(from, (model.get(from) ?? 0n) - cents);
    model.set(to, (model.get(to) ?? 0n) + cents);
    done.push({ key, from, to, amount });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'INSUFFICIENT_BALANCE') expect(model.get(from) ?? 0n).toBeLessThan(cents);
    else expect(error.code).toMatch(/^(WAL_SAME_WALLET|WAL_WALLET_UNAVAILABLE)$/);
  }
}

async function apply(op: TOp): Promise<void> {
  if (op.op === 'deposit' || op.op === 'withdraw') return cashOp(op.op, BigInt(op.cents));
  if (op.op === 'transfer')
    return transferOp(WALLETS[op.from] ?? 'MAIN', WALLETS[op.to] ?? 'MAIN', BigInt(op.cents));
  if (op.op === 'recall') {
    await recallAll(deps, merchant, member, randomUUID());
    const vendorTotal = WALLETS.slice(1).reduce((sum, code) => sum + (model.get(code) ?? 0n), 0n);
    for (const code of WALLETS.slice(1)) model.set(code, 0n);
    model.set('MAIN', (model.get('MAIN') ?? 0n) + vendorTotal);
    return;
  }
  if (op.op !== 'replay') return;
  const previous = done[op.index % Math.max(done.length, 1)];
  if (!previous) return;
  const result = await transferFund(deps, merchant, member, {
    ...previous,
    idempotencyKey: previous.key,
  });
  expect(result.replayed).toBe(true);
}

async function expectModel(): Promise<void> {
  const rows = await t.deps.db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance'])
    .where('member_id', '=', member)
    .execute();
  const actual = new Map(rows.map((row) => [row.code, row.balance]));
  expect(actual.get('MAIN') ?? 0n, 'MAIN').toBe(model.get('MAIN'));
  for (const vendor of VENDORS) {
    const atVendor = provider.balances.get(`${vendor}|${member}`) ?? 0n;
    expect(atVendor, vendor).toBe(model.get(`VENDOR:${vendor}`));
  }
}

describe('ledger model (fast-check)', () => {
  it('when random money operations run, then every balance matches the model and the ledger verifies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(arbOp, { minLength: 1, maxLength: 25 }), async (ops) => {
        for (const op of ops) await apply(op);
        await expectModel();
      }),
      { numRuns: 30 },
    );
    expect(await verifyLedger(t.deps.db)).toEqual([]);
  }, 120_000);

  it('when a balance is corrupted behind the ledger, then verify reports it', async () => {
    await t.deps.db
      .updateTable('ledger_accounts')
      .set({ balance: 1n })
      .where('code', '=', 'MAIN')
      .where('member_id', '=', member)
      .execute();
    const violations = await verifyLedger(t.deps.db);
    expect(violations.some((v) => v.check === 'cached balance equals sum of entries')).toBe(true);
  });
});
