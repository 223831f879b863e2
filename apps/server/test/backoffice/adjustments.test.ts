import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { bo, playerId, signIn } from './bo-helpers.ts';

let t: TTestApp;
let admin: string;
let finance: string;
let support: string;
let player: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, finance, support] = [
    await signIn(t, 'admin'),
    await signIn(t, 'finance'),
    await signIn(t, 'support'),
  ];
  player = await playerId(t, 'demo_player');
});
afterAll(async () => {
  await t.close();
});

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;
const adjust = (cookie: string, body: Record<string, unknown>, id = player) =>
  bo(t, 'POST', `/bo/api/players/${id}/adjustments`, { cookie, body });
async function mainBalance(): Promise<string> {
  const res = await bo(t, 'GET', `/bo/api/players/${player}/wallets`, { cookie: support });
  return res.json().value.wallets.find((w: { code: string }) => w.code === 'MAIN').balance;
}
async function adjustmentTransactions(): Promise<number> {
  const rows = await t.deps.db
    .selectFrom('ledger_transactions')
    .select('id')
    .where('idempotency_key', 'like', 'bo-adjustment:%')
    .execute();
  return rows.length;
}

describe('manual adjustments', () => {
  it('when a credit under the threshold is made, then it is applied at once through the ledger and audited', async () => {
    const before = await mainBalance();
    const res = await adjust(admin, {
      direction: 'credit',
      amount: '150.25',
      reason: 'Goodwill credit',
      idempotencyKey: newKey(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'APPLIED', amount: '150.25', requestedBy: 'admin' });
    expect(res.json().value.transactionId).not.toBeNull();
    expect(Number(await mainBalance()) - Number(before)).toBeCloseTo(150.25, 2);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'adjustment.apply')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.staff_name).toBe('admin');
  });

  it('when the same request is retried with its key, then it is applied once and the first result returns', async () => {
    const key = newKey();
    const body = { direction: 'credit', amount: '10.00', reason: 'Retry test', idempotencyKey: key };
    const countBefore = await adjustmentTransactions();
    const balanceBefore = Number(await mainBalance());
    const results = await Promise.all([adjust(admin, body), adjust(admin, body), adjust(admin, body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json().value.id)).size).toBe(1);
    expect(await adjustmentTransactions()).toBe(countBefore + 1);
    expect(Number(await mainBalance()) - balanceBefore).toBeCloseTo(10, 2);
  });

  it('when a key is reused for a different request, then 409 BO_IDEMPOTENCY_CONFLICT', async () => {
    const key = newKey();
    await adjust(admin, { direction: 'credit', amount: '1.00', reason: 'First use', idempotencyKey: key });
    const res = await adjust(admin, {
      direction: 'credit',
      amount: '2.00',
      reason: 'First use',
      idempotencyKey: key,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('BO_IDEMPOTENCY_CONFLICT');
  });

  it('when a debit exceeds the balance, then 409 BO_INSUFFICIENT_FUNDS and nothing is stored', async () => {
    const res = await adjust(finance, {
      direction: 'debit',
      amount: '999.00',
      reason: 'Too much',
      idempotencyKey: newKey(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('BO_INSUFFICIENT_FUNDS');
    const small = await adjust(finance, {
      direction: 'debit',
      amount: '0.25',
      reason: 'Fee correction',
      idempotencyKey: newKey(),
    });
    expect(small.json().value.status).toBe('APPLIED');
  });

  it('when the input is bad, then 400 or 404, never 500', async () => {
    const base = { direction: 'credit', amount: '1.00', reason: 'Valid reason', idempotencyKey: newKey() };
    for (const body of [
      { ...base, reason: '' },
      { ...base, amount: '-5.00' },
      { ...base, amount: '0.00' },
      { ...base, amount: '1.999' },
      { ...base, amount: 'abc' },
      { ...base, direction: 'steal' },
      { ...base, idempotencyKey: 'x' },
      { ...base, wallet: 'VENDOR:NOPE' },
    ]) {
      const res = await adjust(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await adjust(admin, { ...base, idempotencyKey: newKey() }, '999999')).statusCode).toBe(404);
    expect((await adjust(admin, base, 'abc')).statusCode).toBe(400);
  });
});

describe('dual approval above the threshold', () => {
  it('when a credit exceeds the threshold, then it waits; the requester cannot approve; another approves once', async () => {
    const balanceBefore = Number(await mainBalance());
    const requested = await adjust(finance, {
      direction: 'credit',
      amount: '5000.00',
      reason: 'Large compensation',
      idempotencyKey: newKey(),
    });
    expect(requested.json().value.status).toBe('PENDING');
    expect(Number(await mainBalance())).toBe(balanceBefore);
    const id = requested.json().value.id;

    const self = await bo(t, 'POST', `/bo/api/adjustments/${id}/approve`, { cookie: finance, body: {} });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('BO_SELF_APPROVAL');
    const bySupport = await bo(t, 'POST', `/bo/api/adjustments/${id}/approve`, { cookie: support, body: {} });
    expect(bySupport.statusCode).toBe(403);

    const approvals = await Promise.all([
      bo(t, 'POST', `/bo/api/adjustments/${id}/approve`, { cookie: admin, body: { note: 'ok' } }),
      bo(t, 'POST', `/bo/api/adjustments/${id}/approve`, { cookie: admin, body: { note: 'ok' } }),
    ]);
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(approvals.find((r) => r.statusCode === 409)?.json().code).toBe('BO_NOT_PENDING');
    expect(Number(await mainBalance()) - balanceBefore).toBeCloseTo(5000, 2);
    const row = approvals.find((r) => r.statusCode === 200)?.json().value;
    expect(row).toMatchObject({ status: 'APPLIED', decidedBy: 'admin', requestedBy: 'finance' });

    const again = await bo(t, 'POST', `/bo/api/adjustments/${id}/approve`, { cookie: admin, body: {} });
    expect(again.json().code).toBe('BO_NOT_PENDING');
    expect(Number(await mainBalance()) - balanceBefore).toBeCloseTo(5000, 2);
  });

  it('when a pending request is rejected with a reason, then nothing moves and it cannot be approved later', async () => {
    const balanceBefore = await mainBalance();
    const requested = await adjust(admin, {
      direction: 'debit',
      amount: '2000.00',
      reason: 'Suspected bonus abuse',
      idempotencyKey: newKey(),
    });
    const id = requested.json().value.id;
    const noReason = await bo(t, 'POST', `/bo/api/adjustments/${id}/reject`, { cookie: finance, body: {} });
    expect(noReason.statusCode).toBe(400);
    const rejected = await bo(t, 'POST', `/bo/api/adjustments/${id}/reject`, {
      cookie: finance,
      body: { note: 'Not confirmed by risk team' },
    });
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', decidedBy: 'finance' });
    const late = await bo(t, 'POST', `/bo/api/adjustments/${id}/approve`, { cookie: finance, body: {} });
    expect(late.json().code).toBe('BO_NOT_PENDING');
    expect(await mainBalance()).toBe(balanceBefore);
  });

  it('when the approval list is filtered, then it pages and filters by status and player', async () => {
    const pending = await bo(t, 'GET', '/bo/api/adjustments?status=PENDING', { cookie: finance });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().value.list.every((a: { status: string }) => a.status === 'PENDING')).toBe(true);
    const byPlayer = await bo(t, 'GET', `/bo/api/adjustments?playerId=${player}&pageSize=2`, {
      cookie: finance,
    });
    expect(byPlayer.json().value.list.length).toBeLessThanOrEqual(2);
    expect(byPlayer.json().value.total).toBeGreaterThan(2);
    expect((await bo(t, 'GET', '/bo/api/adjustments?status=NOPE', { cookie: finance })).statusCode).toBe(400);
    expect(
      (await bo(t, 'POST', '/bo/api/adjustments/999999/approve', { cookie: admin, body: {} })).statusCode,
    ).toBe(404);
  });

  it('when the merchant threshold is raised, then a larger amount applies without approval', async () => {
    const saved = await bo(t, 'PUT', '/bo/api/settings/approval-threshold', {
      cookie: admin,
      body: { adjustmentApprovalThreshold: '10000.00' },
    });
    expect(saved.json().value.adjustmentApprovalThreshold).toBe('10000.00');
    t.deps.merchants.invalidate();
    const res = await adjust(admin, {
      direction: 'credit',
      amount: '5000.00',
      reason: 'Under new limit',
      idempotencyKey: newKey(),
    });
    expect(res.json().value.status).toBe('APPLIED');
  });
});
