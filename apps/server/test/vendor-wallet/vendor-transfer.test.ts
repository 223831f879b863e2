import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerTransport } from '../../src/modules/vendor-wallet/provider-transport.ts';
import { checkVendorTransfer } from '../../src/modules/vendor-wallet/vendor-transfer.service.ts';
import { login, memberId } from '../session/session-helpers.ts';
import type { TTestApp } from '../support/test-app.ts';
import type { TTransferProvider } from '../support/transfer-provider.ts';
import {
  fund,
  TRANSFER_VENDOR,
  transfer,
  transferVendorApp,
  useTransferProvider,
  walletBalances,
} from '../wallet/wallet-helpers.ts';

/**
 * Transfer-mode vendors when things go wrong (decision 007): the vendor's answer lost after it applied
 * the transfer, the request lost before it, an outage. Money is never lost or made: a transfer is
 * PENDING until the vendor's answer or its status check settles it, exactly once.
 */
const WALLET = `VENDOR:${TRANSFER_VENDOR}`;
let t: TTestApp;
let provider: TTransferProvider;
let token: string;
let player: bigint;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, provider, token, player, close } = await transferVendorApp());
});
afterAll(async () => close());

const deps = () => ({ db: t.deps.db, transport: providerTransport(t.deps.inProcessProviders) });
const atVendor = () => provider.balances.get(`${TRANSFER_VENDOR}|${player}`) ?? 0n;

async function pendingTransfer(id: string) {
  return t.deps.db
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('id', '=', BigInt(id))
    .executeTakeFirstOrThrow();
}

/** As if the last attempt was `minutes` ago: the status check's NOT_FOUND is final only after the window. */
async function age(id: string, minutes: number) {
  await t.deps.db
    .updateTable('vendor_transfers')
    .set({ last_attempt_at: sql`now() - make_interval(mins => ${minutes})` })
    .where('id', '=', BigInt(id))
    .execute();
}

describe('vendor transfers when the vendor misbehaves', () => {
  it('when the vendor applied a transfer in but its answer was lost, then PENDING, and the status check makes it DONE', async () => {
    const before = await walletBalances(t, token);
    provider.faults.push('answer-lost');
    const res = await transfer(t, token, { from: 'MAIN', to: WALLET, amount: '30' });
    expect(res.json().value.status).toBe('PENDING');
    expect(atVendor()).toBe(3000n);
    const during = await walletBalances(t, token);
    expect(Number(during.MAIN)).toBe(Number(before.MAIN) - 30);
    expect(during.sum).toBe(before.sum);
    expect(await checkVendorTransfer(deps(), BigInt(res.json().value.transactionId))).toBe('SETTLED');
    expect((await pendingTransfer(res.json().value.transactionId)).status).toBe('DONE');
    expect(await walletBalances(t, token)).toMatchObject({
      MAIN: during.MAIN,
      [WALLET]: '30.00',
      sum: before.sum,
    });
  });

  it('when a transfer in never reached the vendor, then it stays PENDING within the window and is refunded after it', async () => {
    const before = await walletBalances(t, token);
    provider.faults.push('request-lost');
    const res = await transfer(t, token, { from: 'MAIN', to: WALLET, amount: '12.5' });
    const id = res.json().value.transactionId;
    expect(res.json().value.status).toBe('PENDING');
    expect(await checkVendorTransfer(deps(), BigInt(id))).toBe('PENDING');
    await age(id, 7);
    expect(await checkVendorTransfer(deps(), BigInt(id))).toBe('SETTLED');
    expect(await pendingTransfer(id)).toMatchObject({ status: 'FAILED', failure: 'NOT_FOUND' });
    expect(await walletBalances(t, token)).toMatchObject({
      MAIN: before.MAIN,
      [WALLET]: before[WALLET],
      sum: before.sum,
    });
    expect(await checkVendorTransfer(deps(), BigInt(id))).toBe('SETTLED');
    expect((await walletBalances(t, token)).MAIN).toBe(before.MAIN);
  });

  it('when the answer of a transfer out is lost, then MAIN is credited only once the status check confirms it', async () => {
    const before = await walletBalances(t, token);
    provider.faults.push('answer-lost');
    const res = await transfer(t, token, { from: WALLET, to: 'MAIN', amount: '10' });
    const id = res.json().value.transactionId;
    expect(res.json().value.status).toBe('PENDING');
    expect((await walletBalances(t, token)).MAIN).toBe(before.MAIN);
    await checkVendorTransfer(deps(), BigInt(id));
    await checkVendorTransfer(deps(), BigInt(id));
    const after = await walletBalances(t, token);
    expect(Number(after.MAIN)).toBe(Number(before.MAIN) + 10);
    expect(after.sum).toBe(before.sum);
  });

  it('when the vendor is down, then the transfer waits, is refunded, and a retry of its key answers that outcome', async () => {
    const before = await walletBalances(t, token);
    provider.faults.push('down');
    const body = { from: 'MAIN', to: WALLET, amount: '1', idempotencyKey: crypto.randomUUID() };
    const first = await transfer(t, token, body);
    expect(first.json().value.status).toBe('PENDING');
    await checkVendorTransfer(deps(), BigInt(first.json().value.transactionId));
    await age(first.json().value.transactionId, 7);
    await checkVendorTransfer(deps(), BigInt(first.json().value.transactionId));
    const retry = await transfer(t, token, body);
    expect([retry.statusCode, retry.json().code]).toEqual([503, 'WAL_VENDOR_UNAVAILABLE']);
    expect(await walletBalances(t, token)).toEqual(before);
  });

  it('when the vendor refuses a transfer out for want of money, then INSUFFICIENT_BALANCE and nothing moves', async () => {
    const before = await walletBalances(t, token);
    const res = await transfer(t, token, { from: WALLET, to: 'MAIN', amount: '10000' });
    expect([res.statusCode, res.json().code]).toEqual([400, 'INSUFFICIENT_BALANCE']);
    expect(await walletBalances(t, token)).toEqual(before);
  });

  it('when the vendor cannot be reached to create the player, then WAL_VENDOR_UNAVAILABLE and nothing moves', async () => {
    const other = await memberId(t, 'demo_agent');
    await fund(t, other, 1_000n);
    const agentToken = (await login(t, 'demo_agent', 'Agent123!')).token;
    const before = await walletBalances(t, agentToken);
    await provider.close();
    const res = await transfer(t, agentToken, { from: 'MAIN', to: WALLET, amount: '1' });
    expect([res.statusCode, res.json().code]).toEqual([503, 'WAL_VENDOR_UNAVAILABLE']);
    expect((await walletBalances(t, agentToken)).MAIN).toBe(before.MAIN);
    provider = await useTransferProvider(t);
  });
});
