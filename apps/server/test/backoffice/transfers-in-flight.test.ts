import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMerchant } from '../../src/db/seed/seed-merchant.ts';
import { login, memberId } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import type { TTransferProvider } from '../support/transfer-provider.ts';
import {
  expectLedgerConsistent,
  fund,
  setVendor,
  transfer,
  useTransferProvider,
  walletBalances,
} from '../wallet/wallet-helpers.ts';
import { bo, signIn, type TStaffName } from './bo-helpers.ts';

/**
 * Vendor transfers in flight in the console: a transfer whose answer was lost is listed with its
 * player, vendor, direction, amount, age and attempts; admin and finance run the status check at once
 * (the job's own step), support only looks. Money still moves exactly once.
 */
let t: TTestApp;
let provider: TTransferProvider;
let token: string;
const cookies = {} as Record<TStaffName, string>;
beforeAll(async () => {
  t = await createTestApp();
  provider = await useTransferProvider(t);
  await setVendor(t, 'TALA_REELS', { wallet_mode: 'TRANSFER' });
  await fund(t, await memberId(t, 'demo_player'), 100_000n);
  token = (await login(t, 'demo_player', 'Player123!')).token;
  for (const role of ['admin', 'finance', 'support'] as const) cookies[role] = await signIn(t, role);
});
afterAll(async () => {
  await provider.close();
  await expectLedgerConsistent(t);
  await t.close();
});

type TListed = { id: string; reference: string; playerUsername: string; attempts: number };

async function inFlight(role: TStaffName = 'support', params = '') {
  return bo(t, 'GET', `${BO_PATHS.vendorTransfers}${params}`, { cookie: cookies[role] });
}

function checkNow(role: TStaffName, id: string) {
  return bo(t, 'POST', boPath(BO_PATHS.vendorTransferCheck, { id }), { cookie: cookies[role] });
}

/** A transfer in that the vendor applied but whose answer was lost: PENDING until checked. */
async function lostAnswerTransfer(amount: string): Promise<string> {
  provider.faults.push('answer-lost');
  const res = await transfer(t, token, { from: 'MAIN', to: 'VENDOR:TALA_REELS', amount });
  expect(res.json().value.status).toBe('PENDING');
  return res.json().value.transactionId;
}

describe('vendor transfers in flight', () => {
  it('when a transfer is pending, then every role sees it with player, vendor, direction, amount, age and attempts', async () => {
    const id = await lostAnswerTransfer('12.34');
    for (const role of ['admin', 'finance', 'support'] as const) {
      const res = await inFlight(role);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const listed = res.json().value.list.find((row: TListed) => row.id === id);
      expect(listed).toMatchObject({
        playerUsername: 'demo_player',
        vassalage: 'TALA_REELS',
        vendorName: 'Tala Classic Reels',
        direction: 'IN',
        amount: '12.34',
        currency: 'PHP',
        attempts: 1,
      });
      expect(listed.reference).toMatch(/^T/);
      expect(listed.ageSeconds).toBeGreaterThanOrEqual(0);
      expect(listed.ageSeconds).toBeLessThan(60);
    }
    expect((await bo(t, 'GET', BO_PATHS.vendorTransfers)).statusCode).toBe(401);
  });

  it('when support presses check now, then 403 and the transfer stays pending', async () => {
    const { list } = (await inFlight()).json().value;
    const res = await checkNow('support', list[0].id);
    expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await inFlight()).json().value.total).toBe(list.length);
  });

  it('when finance checks a transfer the vendor applied, then DONE, it leaves the list, and the check is audited', async () => {
    const id = (await inFlight()).json().value.list[0].id as string;
    const before = await walletBalances(t, token);
    const res = await checkNow('finance', id);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ id, status: 'DONE', failure: null });
    expect((await inFlight()).json().value.list.map((row: TListed) => row.id)).not.toContain(id);
    expect((await walletBalances(t, token)).sum).toBe(before.sum);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'transfers.check')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_name: 'finance', target_type: 'vendor_transfer', target_id: id });
    expect(audit.before).toMatchObject({ status: 'PENDING' });
    expect(audit.after).toMatchObject({ status: 'DONE', failure: null });
    const again = await checkNow('admin', id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'BO_NOT_PENDING']);
  });

  it('when the vendor never got the transfer, then check now keeps it pending within the signature window', async () => {
    provider.faults.push('request-lost');
    const res = await transfer(t, token, { from: 'MAIN', to: 'VENDOR:TALA_REELS', amount: '2' });
    const id = res.json().value.transactionId as string;
    const checked = await checkNow('admin', id);
    expect(checked.json().value).toEqual({ id, status: 'PENDING', failure: null });
    expect((await inFlight()).json().value.list.map((row: TListed) => row.id)).toContain(id);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('action', '=', 'transfers.check')
      .where('target_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ status: 'PENDING' });
  });

  it('when the id is bad, unknown or another merchant’s, then a clear code and nothing is checked', async () => {
    const bad = await checkNow('admin', 'abc');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const unknown = await checkNow('admin', '999999999');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    const other = await seedDemoMerchant(t.deps, 'BO_TRANSFERS_B');
    const vendor = await t.deps.db
      .selectFrom('game_vendors')
      .select('id')
      .where('merchant_id', '=', other)
      .where('vassalage', '=', 'TALA_REELS')
      .executeTakeFirstOrThrow();
    const foreign = await t.deps.db
      .insertInto('vendor_transfers')
      .values({
        merchant_id: other,
        member_id: await memberId(t, 'demo_player'),
        vendor_id: vendor.id,
        direction: 'IN',
        amount_minor: 100n,
        currency: 'PHP',
        client_key: 'bo-test-foreign',
        request_hash: 'x',
        reference: 'Tforeign-bo-test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await checkNow('admin', String(foreign.id));
    expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await inFlight()).json().value.list.map((row: TListed) => row.id)).not.toContain(
      String(foreign.id),
    );
    for (const params of ['?pageSize=51', '?page=0']) {
      const page = await inFlight('support', params);
      expect([page.statusCode, page.json().code], params).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});
