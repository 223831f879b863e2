import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sweepStrandedTransfers,
  VENDOR_TRANSFER_CHECK_TASK,
} from '../../src/modules/vendor-wallet/vendor-transfer.service.ts';
import { makeJobsDue, runDueJobs } from '../payments/payment-helpers.ts';
import type { TTestApp } from '../support/test-app.ts';
import type { TTransferProvider } from '../support/transfer-provider.ts';
import { TRANSFER_VENDOR, transfer, transferVendorApp, walletBalances } from '../wallet/wallet-helpers.ts';

/**
 * When a vendor transfer's status check is queued (decision 061): only when the vendor's answer did not
 * come. A transfer left PENDING without one — the process died before the answer, or the settlement's
 * commit (which does not wait for the disk) was lost — is found by the sweep, which queues the same check.
 */
const WALLET = `VENDOR:${TRANSFER_VENDOR}`;
let t: TTestApp;
let provider: TTransferProvider;
let token: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, provider, token, close } = await transferVendorApp());
});
afterAll(async () => close());

/** The status-check job of a transfer, if one is queued (or failed for good). */
async function checkJobOf(transferId: string) {
  const { rows } = await sql<{ attempts: number; run_at: Date }>`
    SELECT attempts, run_at FROM graphile_worker.jobs
    WHERE task_identifier = ${VENDOR_TRANSFER_CHECK_TASK} AND key = ${`vt:${transferId}`}`.execute(t.deps.db);
  return rows[0] ?? null;
}

async function statusOf(transferId: string) {
  const row = await t.deps.db
    .selectFrom('vendor_transfers')
    .select('status')
    .where('id', '=', BigInt(transferId))
    .executeTakeFirstOrThrow();
  return row.status;
}

/** As a crash leaves a transfer whose settlement commit was lost: PENDING, `minutes` old, no check queued. */
async function loseSettlement(transferId: string, minutes: number) {
  await t.deps.db
    .updateTable('vendor_transfers')
    .set({
      status: 'PENDING',
      failure: null,
      settled_at: null,
      created_at: sql`now() - make_interval(mins => ${minutes})`,
    })
    .where('id', '=', BigInt(transferId))
    .execute();
}

describe('vendor transfer status checks', () => {
  it('when the vendor answers, then no status check is queued', async () => {
    const res = await transfer(t, token, { from: 'MAIN', to: WALLET, amount: '5' });
    expect(res.json().value.status).toBe('DONE');
    expect(await checkJobOf(res.json().value.transactionId)).toBeNull();
  });

  it('when the answer is lost, then its status check is queued after the first delay, and running it settles the transfer', async () => {
    provider.faults.push('answer-lost');
    const res = await transfer(t, token, { from: 'MAIN', to: WALLET, amount: '3' });
    const id = res.json().value.transactionId;
    expect(res.json().value.status).toBe('PENDING');
    const job = await checkJobOf(id);
    expect(job?.attempts).toBe(0);
    expect(job!.run_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await makeJobsDue(t);
    await runDueJobs(t);
    expect(await statusOf(id)).toBe('DONE');
    expect(await checkJobOf(id)).toBeNull();
  });

  it('when a settlement was lost, then the sweep queues one check, and the check settles it with the money moved once', async () => {
    const res = await transfer(t, token, { from: 'MAIN', to: WALLET, amount: '7' });
    const id = res.json().value.transactionId;
    const after = await walletBalances(t, token);
    await loseSettlement(id, 0);
    expect(await sweepStrandedTransfers(t.deps.db)).toBe(0); // younger than the first check's delay
    await loseSettlement(id, 1);
    expect(await sweepStrandedTransfers(t.deps.db)).toBe(1);
    expect(await checkJobOf(id)).not.toBeNull();
    expect(await sweepStrandedTransfers(t.deps.db)).toBe(0); // its check is queued
    await runDueJobs(t);
    expect(await statusOf(id)).toBe('DONE');
    expect(await walletBalances(t, token)).toEqual(after);
  });

  it('when a transfer already has its check queued, then the sweep leaves the job and its back-off alone', async () => {
    provider.faults.push('request-lost');
    const res = await transfer(t, token, { from: 'MAIN', to: WALLET, amount: '2' });
    const id = res.json().value.transactionId;
    await t.deps.db
      .updateTable('vendor_transfers')
      .set({ created_at: sql`now() - interval '1 hour'` })
      .where('id', '=', BigInt(id))
      .execute();
    await sql`UPDATE graphile_worker._private_jobs SET attempts = 3 WHERE key = ${`vt:${id}`}`.execute(
      t.deps.db,
    );
    expect(await sweepStrandedTransfers(t.deps.db)).toBe(0);
    expect((await checkJobOf(id))?.attempts).toBe(3);
  });

  it('when a recorded key is replayed, then the first answer comes back, even with its provider disabled', async () => {
    const body = { from: 'MAIN', to: WALLET, amount: '4', idempotencyKey: randomUUID() };
    const first = (await transfer(t, token, body)).json().value;
    expect((await transfer(t, token, body)).json().value).toEqual({ ...first, replayed: true });
    await setProviderStatus('DISABLED');
    try {
      const replay = (await transfer(t, token, body)).json().value;
      expect(replay).toMatchObject({ transactionId: first.transactionId, status: 'DONE', replayed: true });
      const fresh = await transfer(t, token, { ...body, idempotencyKey: randomUUID() });
      expect(fresh.json().code).toBe('WAL_WALLET_UNAVAILABLE');
    } finally {
      await setProviderStatus('ACTIVE');
    }
  });
});

/** Changes the house provider account's status and waits out its cache (provider-accounts.ts, 5 s). */
async function setProviderStatus(status: 'ACTIVE' | 'DISABLED') {
  await t.deps.db
    .updateTable('provider_accounts')
    .set({ status })
    .where('provider_code', '=', 'HOUSE')
    .execute();
  await new Promise((resolve) => setTimeout(resolve, 5_100));
}
