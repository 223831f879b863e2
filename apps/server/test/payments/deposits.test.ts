import { PAYMENT_PATHS } from '@tala/contract/payments/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveDeposit, rejectDeposit } from '../../src/modules/payments/deposit-staff.service.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import {
  api,
  demoToken,
  expectBooksBalance,
  houseTotal,
  JPG_BYTES,
  ledgerTransactionCount,
  mainBalance,
  newPlayer,
  PNG_BYTES,
  type TPlayer,
  upload,
} from './payment-helpers.ts';

let t: TTestApp;
let player: TPlayer;
beforeAll(async () => {
  t = await createTestApp();
  player = await newPlayer(t);
});
afterAll(async () => t.close());

let keySeq = 0;
const key = () => `dep-key-${Date.now()}-${keySeq++}`;
const deposit = (token: string, body: object) => api(t, token).post(PAYMENT_PATHS.deposit, body);
const bankDeposit = async (p: TPlayer, amount = '500.00') => {
  const res = await deposit(p.token, { channelCode: 'BANK_BDO', amount, idempotencyKey: key() });
  expect(res.statusCode).toBe(200);
  return res.json().value;
};
const receiptUrl = (id: string) => PAYMENT_PATHS.depositReceipt.replace(':id', id);

describe('deposit channels', () => {
  it('when a player opens the deposit screen, then the seeded bank transfer and sandbox gateway are listed', async () => {
    const res = await api(t, player.token).get(PAYMENT_PATHS.depositChannels);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.channels).toEqual([
      expect.objectContaining({
        code: 'BANK_BDO',
        type: 'BANK_TRANSFER',
        name: 'Bank transfer (BDO)',
        minAmount: '100.00',
      }),
      expect.objectContaining({
        code: 'TALAPAY',
        type: 'ONLINE_GATEWAY',
        name: 'Tala Pay (sandbox gateway)',
      }),
    ]);
  });
  it('when a demo account asks, then REAL_ACCOUNT_REQUIRED', async () => {
    const token = await demoToken(t);
    const res = await api(t, token).get(PAYMENT_PATHS.depositChannels);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('REAL_ACCOUNT_REQUIRED');
    expect(
      (await deposit(token, { channelCode: 'BANK_BDO', amount: '500', idempotencyKey: key() })).json().code,
    ).toBe('REAL_ACCOUNT_REQUIRED');
  });
  it('when nobody is logged in, then NOT_LOGGED_IN', async () => {
    const res = await t.app.inject({ method: 'GET', url: PAYMENT_PATHS.depositChannels });
    expect(res.json().code).toBe('NOT_LOGGED_IN');
  });
});

describe('bank transfer deposit', () => {
  it('when a player deposits by bank transfer, then it is PENDING with the operator account and a unique reference', async () => {
    const value = await bankDeposit(player, '500');
    expect(value.deposit).toMatchObject({ status: 'PENDING', amount: '500.00', type: 'BANK_TRANSFER' });
    expect(value.deposit.reference).toMatch(/^D[A-Z2-9]{10}$/);
    expect(value.bankAccount).toEqual({
      bankName: 'BDO Unibank',
      accountName: 'Tala Gaming Inc.',
      accountNumber: '001234567890',
    });
    expect(value.payUrl).toBeNull();
    expect(await mainBalance(t, player)).toBe(0n);
  });
  it('when the same idempotency key is sent again, then the first deposit is returned; with another amount, PAY_IDEMPOTENCY_CONFLICT', async () => {
    const k = key();
    const first = await deposit(player.token, {
      channelCode: 'BANK_BDO',
      amount: '300.00',
      idempotencyKey: k,
    });
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        deposit(player.token, { channelCode: 'BANK_BDO', amount: '300', idempotencyKey: k }),
      ),
    );
    for (const res of again) expect(res.json().value.deposit.id).toBe(first.json().value.deposit.id);
    const other = await deposit(player.token, {
      channelCode: 'BANK_BDO',
      amount: '301.00',
      idempotencyKey: k,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('PAY_IDEMPOTENCY_CONFLICT');
  });
  it.each([
    ['1.001', 'VALIDATION_FAILED'],
    ['-5', 'VALIDATION_FAILED'],
    ['0', 'VALIDATION_FAILED'],
    ['0.00', 'VALIDATION_FAILED'],
    ['1e3', 'VALIDATION_FAILED'],
    [500, 'VALIDATION_FAILED'],
    ['99.99', 'PAY_AMOUNT_OUT_OF_RANGE'],
    ['100000.01', 'PAY_AMOUNT_OUT_OF_RANGE'],
    ['9'.repeat(40), 'VALIDATION_FAILED'],
  ])('when the amount is %j, then 400 %s', async (amount, code) => {
    const res = await deposit(player.token, { channelCode: 'BANK_BDO', amount, idempotencyKey: key() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
  });
  it('when the amount is out of range, then the message states the limits as the site writes money', async () => {
    const tooSmall = { channelCode: 'BANK_BDO', amount: '99.99', idempotencyKey: key() };
    const { message } = (await deposit(player.token, tooSmall)).json();
    expect(message).toBe('The amount must be between P 100.00 and P 100,000.00.');
  });
  it('when the channel is unknown or the key is missing, then 4xx with a code', async () => {
    const unknown = await deposit(player.token, {
      channelCode: 'NOPE',
      amount: '500',
      idempotencyKey: key(),
    });
    expect(unknown.json().code).toBe('PAY_CHANNEL_UNAVAILABLE');
    const noKey = await deposit(player.token, { channelCode: 'BANK_BDO', amount: '500' });
    expect(noKey.json().code).toBe('VALIDATION_FAILED');
    const long = await deposit(player.token, {
      channelCode: 'X'.repeat(500),
      amount: '500',
      idempotencyKey: key(),
    });
    expect(long.json().code).toBe('VALIDATION_FAILED');
  });
  it('when a receipt image is uploaded (png or jpg), then the deposit has a receipt stored outside the web root', async () => {
    const { deposit: d } = await bankDeposit(player);
    const png = await upload(t, player.token, receiptUrl(d.id), PNG_BYTES, 'r.png');
    expect(png.statusCode).toBe(200);
    expect(png.json().value.hasReceipt).toBe(true);
    const jpg = await upload(t, player.token, receiptUrl(d.id), JPG_BYTES, 'r.jpg');
    expect(jpg.statusCode).toBe(200);
    const row = await t.deps.db
      .selectFrom('deposits')
      .select('receipt_file')
      .where('id', '=', BigInt(d.id))
      .executeTakeFirstOrThrow();
    expect(row.receipt_file).toMatch(/^\d+\/deposit-receipts\/\d+-[0-9a-f]{24}\.jpg$/);
  });
  it('when the upload is not an image, is too large or is empty, then 4xx with a code', async () => {
    const { deposit: d } = await bankDeposit(player);
    const text = await upload(
      t,
      player.token,
      receiptUrl(d.id),
      Buffer.from('<svg>not an image</svg>'),
      'x.png',
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('PAY_UPLOAD_INVALID');
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const huge = await upload(t, player.token, receiptUrl(d.id), big, 'big.png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const json = await api(t, player.token).post(receiptUrl(d.id), { file: 'x' });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });
  it("when a player touches another member's deposit, then NOT_FOUND", async () => {
    const other = await newPlayer(t);
    const { deposit: d } = await bankDeposit(player);
    expect((await api(t, other.token).get(PAYMENT_PATHS.depositById.replace(':id', d.id))).json().code).toBe(
      'NOT_FOUND',
    );
    expect((await upload(t, other.token, receiptUrl(d.id), PNG_BYTES)).json().code).toBe('NOT_FOUND');
    const list = await api(t, other.token).get(PAYMENT_PATHS.deposits);
    expect(list.json().value.total).toBe(0);
  });
});

describe('staff decisions on deposits', () => {
  it('when staff approve a bank transfer, then the main wallet is credited once from CASH_IN:<channel>', async () => {
    const p = await newPlayer(t);
    const { deposit: d } = await bankDeposit(p, '750.25');
    const cashInBefore = await houseTotal(t, 'CASH_IN:BANK_BDO');
    const action = { merchantId: p.merchantId, depositId: BigInt(d.id), staffId: 7n };
    const results = await Promise.all(Array.from({ length: 8 }, () => approveDeposit(t.deps.db, action)));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(results.every((r) => r.deposit.status === 'PAID')).toBe(true);
    expect(await mainBalance(t, p)).toBe(75_025n);
    expect(await houseTotal(t, 'CASH_IN:BANK_BDO')).toBe(cashInBefore - 75_025n);
    expect(await ledgerTransactionCount(t, `deposit:${d.id}`)).toBe(1);
    await expect(rejectDeposit(t.deps.db, { ...action, reason: 'late' })).rejects.toMatchObject({
      code: 'PAY_INVALID_STATE',
    });
    await expectBooksBalance(t);
  });
  it('when staff reject a deposit with a reason, then no money moves and approving it later is PAY_INVALID_STATE', async () => {
    const p = await newPlayer(t);
    const { deposit: d } = await bankDeposit(p);
    const action = { merchantId: p.merchantId, depositId: BigInt(d.id), staffId: 7n };
    const rejected = await rejectDeposit(t.deps.db, { ...action, reason: 'no transfer received' });
    expect(rejected.deposit).toMatchObject({ status: 'REJECTED', rejectReason: 'no transfer received' });
    expect((await rejectDeposit(t.deps.db, { ...action, reason: 'again' })).changed).toBe(false);
    await expect(approveDeposit(t.deps.db, action)).rejects.toMatchObject({ code: 'PAY_INVALID_STATE' });
    expect(await mainBalance(t, p)).toBe(0n);
    const mine = await api(t, p.token).get(PAYMENT_PATHS.depositById.replace(':id', d.id));
    expect(mine.json().value.status).toBe('REJECTED');
  });
  it("when staff act on another merchant's id or an unknown id, then NOT_FOUND", async () => {
    await expect(
      approveDeposit(t.deps.db, { merchantId: 999, depositId: 1n, staffId: 1n }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
  it('when the player lists deposits, then pages of their own, newest first', async () => {
    const p = await newPlayer(t);
    for (let i = 0; i < 3; i++) await bankDeposit(p, `${100 + i}`);
    const res = await api(t, p.token).get(`${PAYMENT_PATHS.deposits}?page=1&pageSize=2`);
    expect(res.json().value).toMatchObject({ total: 3, totalPages: 2, page: 1, pageSize: 2 });
    expect(res.json().value.list.map((d: { amount: string }) => d.amount)).toEqual(['102.00', '101.00']);
    expect((await api(t, p.token).get(`${PAYMENT_PATHS.deposits}?pageSize=1000`)).json().code).toBe(
      'VALIDATION_FAILED',
    );
  });
});
