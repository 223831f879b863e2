import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMerchant } from '../../src/db/seed/seed-merchant.ts';
import {
  ensureHouseAccount,
  ensurePlayerAccount,
  HOUSE_SHARDS,
  LedgerError,
  post,
} from '../../src/modules/ledger/ledger.service.ts';
import { memberId } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

let t: TTestApp;
let merchantId: number;
let house: bigint;
let player: bigint;
let otherPlayer: bigint;

async function balanceOf(accountId: bigint): Promise<bigint> {
  const row = await t.deps.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.balance;
}

async function entriesSum(accountId: bigint): Promise<bigint> {
  const rows = await t.deps.db
    .selectFrom('ledger_entries')
    .select('amount')
    .where('account_id', '=', accountId)
    .execute();
  return rows.reduce((sum, row) => sum + row.amount, 0n);
}

function expectLedgerError(promise: Promise<unknown>, failure: string) {
  return expect(promise).rejects.toSatisfy(
    (error) => error instanceof LedgerError && error.failure === failure,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
  house = await ensureHouseAccount(t.deps.db, { merchantId, code: 'TEST_FLOAT', currency: 'PHP' });
  player = await ensurePlayerAccount(t.deps.db, {
    merchantId,
    memberId: await memberId(t, 'demo_player'),
    code: 'MAIN',
    currency: 'PHP',
  });
  otherPlayer = await ensurePlayerAccount(t.deps.db, {
    merchantId,
    memberId: await memberId(t, 'demo_agent'),
    code: 'MAIN',
    currency: 'PHP',
  });
});
afterAll(async () => t.close());

describe('ledger post()', () => {
  it('when a player account is ensured twice, then the same id comes back', async () => {
    const again = await ensurePlayerAccount(t.deps.db, {
      merchantId,
      memberId: await memberId(t, 'demo_player'),
      code: 'MAIN',
      currency: 'PHP',
    });
    expect(again).toBe(player);
  });

  it('when a house account is ensured, then it is one of HOUSE_SHARDS rows of that code', async () => {
    const ids = new Set<bigint>();
    for (let i = 0; i < 200; i++)
      ids.add(await ensureHouseAccount(t.deps.db, { merchantId, code: 'TEST_FLOAT', currency: 'PHP' }));
    expect(ids.has(house)).toBe(true);
    expect(ids.size).toBeGreaterThan(1);
    expect(ids.size).toBeLessThanOrEqual(HOUSE_SHARDS);
  });

  it('when a balanced posting is made, then balances move and entries sum to zero', async () => {
    const result = await post(t.deps.db, {
      merchantId,
      idempotencyKey: 'credit-1',
      kind: 'TEST',
      entries: [
        { accountId: house, amount: -10_000n },
        { accountId: player, amount: 10_000n },
      ],
    });
    expect(result.replayed).toBe(false);
    expect(result.entries.reduce((sum, entry) => sum + entry.amount, 0n)).toBe(0n);
    expect(await balanceOf(player)).toBe(10_000n);
    expect(await balanceOf(house)).toBe(-10_000n);
  });

  it('when the same key and request are posted again, then the first result returns and nothing moves', async () => {
    const first = await t.deps.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', 'credit-1')
      .executeTakeFirstOrThrow();
    const replay = await post(t.deps.db, {
      merchantId,
      idempotencyKey: 'credit-1',
      kind: 'TEST',
      entries: [
        { accountId: player, amount: 10_000n },
        { accountId: house, amount: -10_000n },
      ],
    });
    expect(replay).toMatchObject({ transactionId: first.id, replayed: true });
    expect(replay.entries.find((entry) => entry.accountId === player)?.balanceAfter).toBe(10_000n);
    expect(await balanceOf(player)).toBe(10_000n);
  });

  it('when the same key comes with a different request, then IDEMPOTENCY_CONFLICT and nothing moves', async () => {
    const posting = {
      merchantId,
      idempotencyKey: 'credit-1',
      kind: 'TEST',
      entries: [
        { accountId: house, amount: -5n },
        { accountId: player, amount: 5n },
      ],
    };
    await expectLedgerError(post(t.deps.db, posting), 'IDEMPOTENCY_CONFLICT');
    expect(await balanceOf(player)).toBe(10_000n);
  });

  it('when entries do not sum to zero, then UNBALANCED', async () => {
    const entries = [
      { accountId: house, amount: -5n },
      { accountId: player, amount: 6n },
    ];
    await expectLedgerError(
      post(t.deps.db, { merchantId, idempotencyKey: 'bad-1', kind: 'TEST', entries }),
      'UNBALANCED',
    );
  });

  it('when an account repeats, an amount is zero or only one entry is given, then INVALID_ENTRIES', async () => {
    const base = { merchantId, kind: 'TEST' };
    await expectLedgerError(
      post(t.deps.db, {
        ...base,
        idempotencyKey: 'bad-2',
        entries: [
          { accountId: player, amount: 5n },
          { accountId: player, amount: -5n },
        ],
      }),
      'INVALID_ENTRIES',
    );
    await expectLedgerError(
      post(t.deps.db, {
        ...base,
        idempotencyKey: 'bad-3',
        entries: [
          { accountId: player, amount: 0n },
          { accountId: house, amount: 0n },
        ],
      }),
      'INVALID_ENTRIES',
    );
    await expectLedgerError(
      post(t.deps.db, { ...base, idempotencyKey: 'bad-4', entries: [] }),
      'INVALID_ENTRIES',
    );
  });

  it('when an account belongs to another merchant, then UNKNOWN_ACCOUNT and the key stays free', async () => {
    const otherMerchant = await seedDemoMerchant(t.deps, 'LEDGER_B');
    const foreign = await ensureHouseAccount(t.deps.db, {
      merchantId: otherMerchant,
      code: 'X',
      currency: 'PHP',
    });
    const entries = [
      { accountId: foreign, amount: -5n },
      { accountId: player, amount: 5n },
    ];
    await expectLedgerError(
      post(t.deps.db, { merchantId, idempotencyKey: 'foreign', kind: 'TEST', entries }),
      'UNKNOWN_ACCOUNT',
    );
    const tx = await t.deps.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', 'foreign')
      .executeTakeFirst();
    expect(tx).toBeUndefined();
  });

  it('when a player would go below zero, then INSUFFICIENT_FUNDS and nothing is written', async () => {
    const entries = [
      { accountId: player, amount: -10_001n },
      { accountId: house, amount: 10_001n },
    ];
    await expectLedgerError(
      post(t.deps.db, { merchantId, idempotencyKey: 'overdraw', kind: 'TEST', entries }),
      'INSUFFICIENT_FUNDS',
    );
    expect(await balanceOf(player)).toBe(10_000n);
  });

  it('when many debits race on one balance, then exactly the affordable ones succeed and it never goes negative', async () => {
    // 10,000 available, 25 debits of 1,000 in parallel: exactly 10 may pass.
    const attempts = Array.from({ length: 25 }, (_, i) =>
      post(t.deps.db, {
        merchantId,
        idempotencyKey: `race-${i}`,
        kind: 'TEST',
        entries: [
          { accountId: player, amount: -1_000n },
          { accountId: house, amount: 1_000n },
        ],
      }).then(
        () => 'ok',
        (error) => (error instanceof LedgerError ? error.failure : 'other'),
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(10);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await balanceOf(player)).toBe(0n);
    expect(await entriesSum(player)).toBe(0n);
  });

  it('when the same key is posted concurrently, then money moves once', async () => {
    const posting = {
      merchantId,
      idempotencyKey: 'same-key',
      kind: 'TEST',
      entries: [
        { accountId: house, amount: -700n },
        { accountId: otherPlayer, amount: 700n },
      ],
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => post(t.deps.db, posting)));
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(otherPlayer)).toBe(700n);
  });

  it('when every posting is done, then each cached balance equals the sum of its entries', async () => {
    for (const account of [house, player, otherPlayer])
      expect(await balanceOf(account)).toBe(await entriesSum(account));
  });
});
