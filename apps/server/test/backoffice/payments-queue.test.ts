import { PAYMENT_PATHS } from '@tala/contract/payments/paths';
import { SECURITY_PATHS } from '@tala/contract/security/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveDeposit } from '../../src/modules/payments/deposit-staff.service.ts';
import {
  api,
  fund,
  mainBalance,
  newPlayer,
  PNG_BYTES,
  type TPlayer,
  upload,
} from '../payments/payment-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { bo, signIn } from './bo-helpers.ts';

let t: TTestApp;
let admin: string;
let finance: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, finance, support] = [
    await signIn(t, 'admin'),
    await signIn(t, 'finance'),
    await signIn(t, 'support'),
  ];
});
afterAll(async () => t.close());

let seq = 0;
const key = () => `bo-pay-${Date.now()}-${seq++}`;
const Q = '/bo/api/payments';

async function bankDeposit(p: TPlayer, amount = '500.00'): Promise<string> {
  const res = await api(t, p.token).post(PAYMENT_PATHS.deposit, {
    channelCode: 'BANK_BDO',
    amount,
    idempotencyKey: key(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.deposit.id as string;
}

async function withdrawal(amount = '1000.00') {
  const p = await newPlayer(t);
  await fund(t, p, 1_000_000n);
  const a = api(t, p.token);
  await a.post(SECURITY_PATHS.withdrawPassword, { password: 'Pay123456', confirmPassword: 'Pay123456' });
  const bank = await a.post(SECURITY_PATHS.bankAccounts, { bankCode: 'BDO', accountNumber: '1234567890' });
  const res = await a.post(PAYMENT_PATHS.withdraw, {
    bankAccountId: bank.json().value.id,
    amount,
    paymentPassword: 'Pay123456',
    idempotencyKey: key(),
  });
  expect(res.statusCode).toBe(200);
  return { p, id: res.json().value.id as string };
}

async function auditOf(action: string, targetId: string) {
  return t.deps.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .execute();
}

describe('payments queue: lists', () => {
  it('when finance lists deposits by status, then only that status comes back, with the username, paged', async () => {
    const p = await newPlayer(t);
    const id = await bankDeposit(p);
    const res = await bo(t, 'GET', `${Q}/deposits?status=PENDING&page=1&pageSize=50`, { cookie: finance });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.pageSize).toBe(50);
    expect(value.list.every((d: { status: string }) => d.status === 'PENDING')).toBe(true);
    expect(value.list.find((d: { id: string }) => d.id === id)).toMatchObject({
      playerUsername: p.username,
      playerId: String(p.memberId),
      amount: '500.00',
    });
    const paid = await bo(t, 'GET', `${Q}/deposits?status=PAID`, { cookie: finance });
    expect(paid.json().value.list.some((d: { id: string }) => d.id === id)).toBe(false);
  });

  it('when withdrawals are listed by status, then the filter applies and pageSize above 50 is refused', async () => {
    const { p, id } = await withdrawal();
    const res = await bo(t, 'GET', `${Q}/withdrawals?status=PENDING&pageSize=10`, { cookie: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as { id: string; status: string; playerUsername: string }[];
    expect(list.every((w) => w.status === 'PENDING')).toBe(true);
    expect(list.find((w) => w.id === id)?.playerUsername).toBe(p.username);
    const approved = await bo(t, 'GET', `${Q}/withdrawals?status=APPROVED`, { cookie: admin });
    expect(approved.json().value.list.some((w: { id: string }) => w.id === id)).toBe(false);
    const byPlayer = await bo(t, 'GET', `${Q}/withdrawals?player=${p.username.slice(0, -1).toUpperCase()}`, {
      cookie: admin,
    });
    const found = byPlayer.json().value.list as { id: string; payoutAccountNumber: string }[];
    expect(found.map((w) => w.id)).toEqual([id]);
    expect(found[0]?.payoutAccountNumber).toBe('1234567890');
    const wildcard = await bo(t, 'GET', `${Q}/withdrawals?player=%25`, { cookie: admin });
    expect(wildcard.json().value.list).toEqual([]);
    const tooBig = await bo(t, 'GET', `${Q}/withdrawals?pageSize=51`, { cookie: admin });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('payments queue: deposits', () => {
  it('when a pending deposit is approved twice, then it is credited once and audited once', async () => {
    const p = await newPlayer(t);
    const id = await bankDeposit(p, '250.00');
    const first = await bo(t, 'POST', `${Q}/deposits/${id}/approve`, { cookie: finance });
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ changed: true, deposit: { status: 'PAID' } });
    expect(await mainBalance(t, p)).toBe(25_000n);
    const second = await bo(t, 'POST', `${Q}/deposits/${id}/approve`, { cookie: admin });
    expect(second.statusCode).toBe(200);
    expect(second.json().value.changed).toBe(false);
    expect(await mainBalance(t, p)).toBe(25_000n);
    const audit = await auditOf('deposit.approve', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_name: 'finance', before: { status: 'PENDING' } });
    expect(audit[0]?.after).toMatchObject({ status: 'PAID' });
  });

  it('when a deposit is rejected with a reason, then it is REJECTED and audited; no reason is refused', async () => {
    const p = await newPlayer(t);
    const id = await bankDeposit(p);
    const empty = await bo(t, 'POST', `${Q}/deposits/${id}/reject`, {
      cookie: finance,
      body: { reason: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
    const long = await bo(t, 'POST', `${Q}/deposits/${id}/reject`, {
      cookie: finance,
      body: { reason: 'x'.repeat(201) },
    });
    expect(long.json().code).toBe('VALIDATION_FAILED');
    const res = await bo(t, 'POST', `${Q}/deposits/${id}/reject`, {
      cookie: finance,
      body: { reason: 'no funds seen' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.deposit).toMatchObject({ status: 'REJECTED', rejectReason: 'no funds seen' });
    expect(await mainBalance(t, p)).toBe(0n);
    expect(await auditOf('deposit.reject', id)).toHaveLength(1);
  });
});

describe('payments queue: audit and evidence', () => {
  it('when the audit write inside an approval fails, then the deposit stays PENDING and nothing is credited', async () => {
    const p = await newPlayer(t);
    const id = await bankDeposit(p, '250.00');
    const failing = approveDeposit(t.deps.db, {
      merchantId: p.merchantId,
      depositId: BigInt(id),
      staffId: 1n,
      onChanged: async () => {
        throw new Error('audit store down');
      },
    });
    await expect(failing).rejects.toThrow('audit store down');
    expect(await mainBalance(t, p)).toBe(0n);
    const list = await bo(t, 'GET', `${Q}/deposits?status=PENDING&pageSize=50`, { cookie: finance });
    expect(list.json().value.list.map((d: { id: string }) => d.id)).toContain(id);
  });

  it("when finance opens a deposit's receipt, then the stored image comes back inert; none stored is 404", async () => {
    const p = await newPlayer(t);
    const id = await bankDeposit(p);
    const receiptUrl = `${Q}/deposits/${id}/receipt`;
    const none = await bo(t, 'GET', receiptUrl, { cookie: finance });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('NOT_FOUND');
    const up = await upload(t, p.token, PAYMENT_PATHS.depositReceipt.replace(':id', id), PNG_BYTES, 'r.png');
    expect(up.statusCode).toBe(200);
    const res = await bo(t, 'GET', receiptUrl, { cookie: finance });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await bo(t, 'GET', `${Q}/withdrawals/${id}/proof`, { cookie: finance })).statusCode).toBe(404);
  });
});

describe('payments queue: withdrawals', () => {
  it('when a withdrawal is rejected, then the held amount returns to the main wallet', async () => {
    const { p, id } = await withdrawal();
    expect(await mainBalance(t, p)).toBe(900_000n);
    const res = await bo(t, 'POST', `${Q}/withdrawals/${id}/reject`, {
      cookie: finance,
      body: { reason: 'name mismatch' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ changed: true, withdrawal: { status: 'REJECTED' } });
    expect(await mainBalance(t, p)).toBe(1_000_000n);
    const audit = await auditOf('withdrawal.reject', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toEqual({ status: 'PENDING' });
  });

  it('when an approved withdrawal is paid in part, then it is PAID PARTIAL and the rest goes back', async () => {
    const { p, id } = await withdrawal();
    expect((await bo(t, 'POST', `${Q}/withdrawals/${id}/approve`, { cookie: admin })).statusCode).toBe(200);
    const res = await bo(t, 'POST', `${Q}/withdrawals/${id}/paid`, {
      cookie: finance,
      body: { amount: '600.00' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.withdrawal).toMatchObject({
      status: 'PAID',
      payoutKind: 'PARTIAL',
      paidAmount: '600.00',
      remainingAmount: '400.00',
    });
    expect(await mainBalance(t, p)).toBe(940_000n);
    const audit = await auditOf('withdrawal.paid', id);
    expect(audit[0]?.before).toEqual({ status: 'APPROVED' });
    const over = await bo(t, 'POST', `${Q}/withdrawals/${id}/paid`, {
      cookie: finance,
      body: { amount: 'abc' },
    });
    expect(over.statusCode).toBe(400);
    const forced = await bo(t, 'POST', `${Q}/withdrawals/${id}/resolve`, {
      cookie: finance,
      body: { outcome: 'FORCED_RECEIVED', reason: 'bank confirmed' },
    });
    expect(forced.json().value.withdrawal.status).toBe('FORCED_RECEIVED');
  });

  it('when support calls the queue, then 403; a bad id or outcome is a 4xx code', async () => {
    const { id } = await withdrawal();
    for (const [method, url] of [
      ['GET', `${Q}/deposits`],
      ['POST', `${Q}/withdrawals/${id}/approve`],
    ] as const) {
      const res = await bo(t, method, url, { cookie: support });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const badId = await bo(t, 'POST', `${Q}/withdrawals/abc/approve`, { cookie: admin });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().code).toBe('VALIDATION_FAILED');
    const missing = await bo(t, 'POST', `${Q}/deposits/999999999/approve`, { cookie: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    const badOutcome = await bo(t, 'POST', `${Q}/withdrawals/${id}/resolve`, {
      cookie: admin,
      body: { outcome: 'LOST', reason: 'x' },
    });
    expect(badOutcome.json().code).toBe('VALIDATION_FAILED');
    const wrongState = await bo(t, 'POST', `${Q}/withdrawals/${id}/paid`, {
      cookie: admin,
      body: { amount: '1.00' },
    });
    expect(wrongState.json().code).toBe('PAY_INVALID_STATE');
  });
});
