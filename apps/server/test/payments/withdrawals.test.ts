import { PAYMENT_PATHS } from '@tala/contract/payments/paths';
import { SECURITY_PATHS } from '@tala/contract/security/paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveWithdrawal,
  markWithdrawalPaid,
  rejectWithdrawal,
  resolveWithdrawalReceipt,
} from '../../src/modules/payments/withdrawal-staff.service.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import {
  api,
  demoToken,
  expectBooksBalance,
  fund,
  houseTotal,
  jobs,
  mainBalance,
  makeJobsDue,
  newPlayer,
  PNG_BYTES,
  runDueJobs,
  type TPlayer,
  upload,
} from './payment-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let seq = 0;
const key = () => `wd-key-${Date.now()}-${seq++}`;
const byId = (path: string, id: string) => path.replace(':id', id);

/** A funded player with a withdrawal password and one bound bank account. */
async function readyPlayer(balanceMinor = 1_000_000n) {
  const p = await newPlayer(t);
  await fund(t, p, balanceMinor);
  const a = api(t, p.token);
  expect(
    (await a.post(SECURITY_PATHS.withdrawPassword, { password: 'Pay123456', confirmPassword: 'Pay123456' }))
      .statusCode,
  ).toBe(200);
  const bank = await a.post(SECURITY_PATHS.bankAccounts, { bankCode: 'BDO', accountNumber: '1234567890' });
  expect(bank.statusCode).toBe(200);
  return { ...p, bankAccountId: bank.json().value.id as string };
}
type TReady = Awaited<ReturnType<typeof readyPlayer>>;

function withdraw(p: TReady, body: object = {}) {
  return api(t, p.token).post(PAYMENT_PATHS.withdraw, {
    bankAccountId: p.bankAccountId,
    amount: '1000.00',
    paymentPassword: 'Pay123456',
    idempotencyKey: key(),
    ...body,
  });
}
async function okWithdraw(p: TReady, amount = '1000.00') {
  const res = await withdraw(p, { amount });
  expect(res.statusCode).toBe(200);
  return res.json().value as { id: string; status: string };
}
const staff = (p: TPlayer, id: string) => ({
  merchantId: p.merchantId,
  withdrawalId: BigInt(id),
  staffId: 42n,
});
const paid = (p: TPlayer, id: string, paidAmountMinor: bigint) =>
  markWithdrawalPaid(t.deps.db, { ...staff(p, id), paidAmountMinor, autoReceiptMinutes: 30 });

describe('withdrawal request', () => {
  it('when a player withdraws, then the amount is held (MAIN → WITHDRAW_HOLD) and the request is PENDING', async () => {
    const p = await readyPlayer();
    const holdBefore = await houseTotal(t, 'WITHDRAW_HOLD:BANK');
    const w = await okWithdraw(p);
    expect(w).toMatchObject({
      status: 'PENDING',
      amount: '1000.00',
      accountNumber: '****7890',
      accountName: 'Juan Dela Cruz',
    });
    expect(await mainBalance(t, p)).toBe(900_000n);
    expect(await houseTotal(t, 'WITHDRAW_HOLD:BANK')).toBe(holdBefore + 100_000n);
    const settings = (await api(t, p.token).get(PAYMENT_PATHS.withdrawSettings)).json().value;
    expect(settings).toMatchObject({
      hasWithdrawPassword: true,
      hasRealName: true,
      balance: '9000.00',
      autoReceiptMinutes: 30,
    });
    expect(settings.channels[0]).toMatchObject({ code: 'BANK', usedToday: 1, dailyCount: 5 });
    await expectBooksBalance(t);
  });
  it('when the same key is sent 10 times at once, then one withdrawal and one hold', async () => {
    const p = await readyPlayer();
    const k = key();
    const results = await Promise.all(Array.from({ length: 10 }, () => withdraw(p, { idempotencyKey: k })));
    const ids = new Set(results.map((r) => r.json().value?.id));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await mainBalance(t, p)).toBe(900_000n);
    expect((await withdraw(p, { idempotencyKey: k, amount: '999.00' })).json().code).toBe(
      'PAY_IDEMPOTENCY_CONFLICT',
    );
  });
  it('when parallel withdrawals ask for more than the balance, then the balance never goes negative', async () => {
    const p = await readyPlayer(250_000n);
    const results = await Promise.all(Array.from({ length: 4 }, () => withdraw(p)));
    const codes = results.map((r) => r.json().code).sort();
    expect(codes).toEqual(['OK', 'OK', 'PAY_INSUFFICIENT_FUNDS', 'PAY_INSUFFICIENT_FUNDS']);
    expect(await mainBalance(t, p)).toBe(50_000n);
    const list = (await api(t, p.token).get(PAYMENT_PATHS.withdrawals)).json().value;
    expect(list.total).toBe(2);
    await expectBooksBalance(t);
  });
  it('when the daily count of the channel is reached, then PAY_DAILY_LIMIT', async () => {
    const p = await readyPlayer();
    for (let i = 0; i < 5; i++) await okWithdraw(p, '100.00');
    const res = await withdraw(p, { amount: '100.00' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('PAY_DAILY_LIMIT');
    expect(await mainBalance(t, p)).toBe(950_000n);
  });
  it("when the day's withdrawals were made before midnight of the merchant's time zone, then the count starts again", async () => {
    const p = await readyPlayer();
    const zone = 'Asia/Manila';
    expect((await t.deps.merchants.byMerchantCode('TALA'))?.settings.timeZone).toBe(zone);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await okWithdraw(p, '100.00')).id);
    const localMidnight = sql`date_trunc('day', now() AT TIME ZONE ${zone}) AT TIME ZONE ${zone}`;
    const backdate = (offset: string) =>
      sql`UPDATE withdrawals SET created_at = ${localMidnight} + ${offset}::interval
        WHERE id IN (${sql.join(ids.map(BigInt))})`.execute(t.deps.db);
    // A minute after local midnight is still today: the sixth is refused.
    await backdate('1 minute');
    expect((await withdraw(p, { amount: '100.00' })).json().code).toBe('PAY_DAILY_LIMIT');
    // A minute before it was yesterday there (in UTC it may still be "today"): the sixth goes through.
    await backdate('-1 minute');
    expect((await withdraw(p, { amount: '100.00' })).statusCode).toBe(200);
    const settings = (await api(t, p.token).get(PAYMENT_PATHS.withdrawSettings)).json().value;
    expect(settings.channels[0]).toMatchObject({ code: 'BANK', usedToday: 1 });
  });
  it.each([
    [{ amount: '1.001' }, 'VALIDATION_FAILED'],
    [{ amount: '-100' }, 'VALIDATION_FAILED'],
    [{ amount: 100 }, 'VALIDATION_FAILED'],
    [{ amount: '99.99' }, 'PAY_AMOUNT_OUT_OF_RANGE'],
    [{ amount: '50000.01' }, 'PAY_AMOUNT_OUT_OF_RANGE'],
    [{ channelCode: 'CRYPTO' }, 'PAY_CHANNEL_UNAVAILABLE'],
    [{ bankAccountId: 'abc' }, 'VALIDATION_FAILED'],
    [{ paymentPassword: 'x'.repeat(65) }, 'VALIDATION_FAILED'],
    [{ paymentPassword: 'Wrong1234' }, 'SEC_WITHDRAW_PASSWORD_WRONG'],
  ])('when the request is %j, then 4xx %s and nothing is held', async (body, code) => {
    const p = await readyPlayer();
    const res = await withdraw(p, body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toBe(code);
    expect(await mainBalance(t, p)).toBe(1_000_000n);
  });
  it('when the balance is too low, then PAY_INSUFFICIENT_FUNDS and no record', async () => {
    const p = await readyPlayer(10_000n);
    expect((await withdraw(p)).json().code).toBe('PAY_INSUFFICIENT_FUNDS');
    expect((await api(t, p.token).get(PAYMENT_PATHS.withdrawals)).json().value.total).toBe(0);
  });
  it("when a player uses another member's bank account or withdrawal, then NOT_FOUND", async () => {
    const a = await readyPlayer();
    const b = await readyPlayer();
    expect((await withdraw(a, { bankAccountId: b.bankAccountId })).json().code).toBe('NOT_FOUND');
    const w = await okWithdraw(b);
    const asA = api(t, a.token);
    expect((await asA.get(byId(PAYMENT_PATHS.withdrawalById, w.id))).json().code).toBe('NOT_FOUND');
    expect((await asA.post(byId(PAYMENT_PATHS.withdrawalReceived, w.id))).json().code).toBe('NOT_FOUND');
    await approveWithdrawal(t.deps.db, staff(b, w.id));
    await paid(b, w.id, 100_000n);
    expect(
      (await upload(t, a.token, byId(PAYMENT_PATHS.withdrawalNotReceived, w.id), PNG_BYTES)).json().code,
    ).toBe('NOT_FOUND');
  });
  it('when a demo account withdraws, then REAL_ACCOUNT_REQUIRED', async () => {
    const token = await demoToken(t);
    const res = await api(t, token).post(PAYMENT_PATHS.withdraw, {});
    expect(res.json().code).toBe('REAL_ACCOUNT_REQUIRED');
    expect((await api(t, token).get(PAYMENT_PATHS.withdrawals)).json().code).toBe('REAL_ACCOUNT_REQUIRED');
  });
});

describe('withdrawal state machine', () => {
  it('when staff reject, then the hold returns to the main wallet exactly; repeating is a no-op', async () => {
    const p = await readyPlayer();
    const w = await okWithdraw(p, '1234.56');
    await approveWithdrawal(t.deps.db, staff(p, w.id));
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        rejectWithdrawal(t.deps.db, { ...staff(p, w.id), reason: 'name mismatch' }),
      ),
    );
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(await mainBalance(t, p)).toBe(1_000_000n);
    await expect(paid(p, w.id, 123_456n)).rejects.toMatchObject({ code: 'PAY_INVALID_STATE' });
    await expect(approveWithdrawal(t.deps.db, staff(p, w.id))).rejects.toMatchObject({
      code: 'PAY_INVALID_STATE',
    });
    await expectBooksBalance(t);
  });
  it('when marked paid before approval, then PAY_INVALID_STATE', async () => {
    const p = await readyPlayer();
    const w = await okWithdraw(p);
    await expect(paid(p, w.id, 100_000n)).rejects.toMatchObject({ code: 'PAY_INVALID_STATE' });
  });
  it('when paid in full and the player confirms, then RECEIVED and the money sits in CASH_OUT', async () => {
    const p = await readyPlayer();
    const w = await okWithdraw(p);
    const cashOut = await houseTotal(t, 'CASH_OUT:BANK');
    await approveWithdrawal(t.deps.db, staff(p, w.id));
    const results = await Promise.all(Array.from({ length: 4 }, () => paid(p, w.id, 100_000n)));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(results[0]!.withdrawal).toMatchObject({
      status: 'PAID',
      payoutKind: 'FULL',
      paidAmount: '1000.00',
      remainingAmount: '0.00',
    });
    expect(await houseTotal(t, 'CASH_OUT:BANK')).toBe(cashOut + 100_000n);
    const confirm = await api(t, p.token).post(byId(PAYMENT_PATHS.withdrawalReceived, w.id));
    expect(confirm.json().value).toMatchObject({ status: 'RECEIVED', receiptSource: 'PLAYER' });
    expect(await mainBalance(t, p)).toBe(900_000n);
    await expectBooksBalance(t);
  });
  it('when paid partially, then the unpaid rest returns to the main wallet and the record shows received vs remaining', async () => {
    const p = await readyPlayer();
    const w = await okWithdraw(p);
    await approveWithdrawal(t.deps.db, staff(p, w.id));
    const r = await paid(p, w.id, 60_000n);
    expect(r.withdrawal).toMatchObject({
      payoutKind: 'PARTIAL',
      paidAmount: '600.00',
      remainingAmount: '400.00',
    });
    expect(await mainBalance(t, p)).toBe(940_000n);
    await expect(paid(p, w.id, 70_000n)).rejects.toMatchObject({ code: 'PAY_INVALID_STATE' });
    await expectBooksBalance(t);
  });
  it('when the paid amount is zero or above the request, then PAY_AMOUNT_OUT_OF_RANGE', async () => {
    const p = await readyPlayer();
    const w = await okWithdraw(p);
    await approveWithdrawal(t.deps.db, staff(p, w.id));
    await expect(paid(p, w.id, 100_001n)).rejects.toMatchObject({ code: 'PAY_AMOUNT_OUT_OF_RANGE' });
    await expect(paid(p, w.id, 0n)).rejects.toMatchObject({ code: 'PAY_AMOUNT_OUT_OF_RANGE' });
  });
  it('when the player says not received (with proof) and staff refund, then the paid amount returns', async () => {
    const p = await readyPlayer();
    const w = await okWithdraw(p);
    await approveWithdrawal(t.deps.db, staff(p, w.id));
    await paid(p, w.id, 100_000n);
    const url = byId(PAYMENT_PATHS.withdrawalNotReceived, w.id);
    const noImage = await upload(t, p.token, url, Buffer.from('GIF89a not allowed'), 'x.gif');
    expect(noImage.json().code).toBe('PAY_UPLOAD_INVALID');
    const noFile = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${p.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(noFile.statusCode).toBeLessThan(500);
    expect(noFile.statusCode).toBeGreaterThanOrEqual(400);
    const res = await upload(t, p.token, url, PNG_BYTES);
    expect(res.json().value).toMatchObject({ status: 'NOT_RECEIVED', hasProof: true });
    const refund = await resolveWithdrawalReceipt(t.deps.db, {
      ...staff(p, w.id),
      outcome: 'REFUNDED',
      reason: 'bank bounced',
    });
    expect(refund.withdrawal.status).toBe('REFUNDED');
    expect(await mainBalance(t, p)).toBe(1_000_000n);
    const again = await resolveWithdrawalReceipt(t.deps.db, {
      ...staff(p, w.id),
      outcome: 'REFUNDED',
      reason: 'x',
    });
    expect(again.changed).toBe(false);
    expect(await mainBalance(t, p)).toBe(1_000_000n);
    await expectBooksBalance(t);
  });
  it('when staff force received, then nothing is refunded', async () => {
    const p = await readyPlayer();
    const w = await okWithdraw(p);
    await approveWithdrawal(t.deps.db, staff(p, w.id));
    await paid(p, w.id, 100_000n);
    await upload(t, p.token, byId(PAYMENT_PATHS.withdrawalNotReceived, w.id), PNG_BYTES);
    const forced = await resolveWithdrawalReceipt(t.deps.db, {
      ...staff(p, w.id),
      outcome: 'FORCED_RECEIVED',
      reason: 'bank statement shows credit',
    });
    expect(forced.withdrawal).toMatchObject({ status: 'FORCED_RECEIVED', receiptSource: 'STAFF' });
    await expect(
      resolveWithdrawalReceipt(t.deps.db, { ...staff(p, w.id), outcome: 'REFUNDED', reason: 'x' }),
    ).rejects.toMatchObject({ code: 'PAY_INVALID_STATE' });
    expect(await mainBalance(t, p)).toBe(900_000n);
  });
  it("when the player does not answer within the merchant's minutes, then the job counts it as received", async () => {
    const p = await readyPlayer();
    const w = await okWithdraw(p);
    await approveWithdrawal(t.deps.db, staff(p, w.id));
    await paid(p, w.id, 100_000n);
    expect((await jobs(t)).map((j) => j.task)).toContain('payments.withdrawal-auto-receipt');
    await runDueJobs(t); // not due yet
    expect((await api(t, p.token).get(byId(PAYMENT_PATHS.withdrawalById, w.id))).json().value.status).toBe(
      'PAID',
    );
    await sql`UPDATE withdrawals SET confirm_deadline = now() - interval '1 second' WHERE id = ${BigInt(w.id)}`.execute(
      t.deps.db,
    );
    await makeJobsDue(t);
    await runDueJobs(t);
    const after = (await api(t, p.token).get(byId(PAYMENT_PATHS.withdrawalById, w.id))).json().value;
    expect(after).toMatchObject({ status: 'RECEIVED', receiptSource: 'AUTO' });
    // Too late to dispute now.
    const late = await upload(t, p.token, byId(PAYMENT_PATHS.withdrawalNotReceived, w.id), PNG_BYTES);
    expect(late.json().code).toBe('PAY_INVALID_STATE');
  });
});

describe('books', () => {
  it('when all the above ran, then the hold equals the open withdrawals and the books balance', async () => {
    const open = await t.deps.db
      .selectFrom('withdrawals')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
      .where('status', 'in', ['PENDING', 'APPROVED'])
      .executeTakeFirstOrThrow();
    expect(await houseTotal(t, 'WITHDRAW_HOLD:BANK')).toBe(BigInt(open.total));
    await expectBooksBalance(t);
  });
});
