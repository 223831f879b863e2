import {
  PAYMENT_PATHS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@tala/contract/payments/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewaySecret, signWebhook } from '../../src/modules/payments/gateways/webhook-signature.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import {
  api,
  expectBooksBalance,
  injectTransport,
  jobs,
  ledgerTransactionCount,
  mainBalance,
  makeJobsDue,
  newPlayer,
  runDueJobs,
  type TPlayer,
} from './payment-helpers.ts';

let t: TTestApp;
let player: TPlayer;
beforeAll(async () => {
  t = await createTestApp();
  player = await newPlayer(t);
});
afterAll(async () => t.close());

let seq = 0;
async function gatewayDeposit(p: TPlayer, amount = '250.00') {
  const res = await api(t, p.token).post(PAYMENT_PATHS.deposit, {
    channelCode: 'TALAPAY',
    amount,
    idempotencyKey: `gw-key-${Date.now()}-${seq++}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().value as { deposit: { id: string; reference: string; status: string }; payUrl: string };
}

const paymentIdOf = (payUrl: string) => payUrl.split('/').pop()!;

async function signedEvent(d: { deposit: { reference: string }; payUrl: string }, overrides: object = {}) {
  const event = {
    eventId: `evt-${seq++}`,
    merchantCode: 'TALA',
    paymentId: paymentIdOf(d.payUrl),
    reference: d.deposit.reference,
    amount: '250.00',
    currency: 'PHP',
    status: 'PAID',
    ...overrides,
  };
  const body = JSON.stringify(event);
  const timestamp = String(Date.now());
  const signature = signWebhook(await gatewaySecret(t.deps.db, 'sandbox'), timestamp, body);
  return { body, timestamp, signature };
}

function postWebhook(input: { body: string; timestamp: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/payments/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      merchant: 'TALA',
      [WEBHOOK_TIMESTAMP_HEADER]: input.timestamp,
      [WEBHOOK_SIGNATURE_HEADER]: input.signature,
    },
    payload: input.body,
  });
}

async function depositStatus(id: string) {
  const row = await t.deps.db
    .selectFrom('deposits')
    .select('status')
    .where('id', '=', BigInt(id))
    .executeTakeFirstOrThrow();
  return row.status;
}

describe('sandbox gateway', () => {
  it('when the player pays on the hosted page, then the webhook job credits the deposit once', async () => {
    const p = await newPlayer(t);
    const d = await gatewayDeposit(p);
    expect(d.payUrl).toMatch(/^\/sandbox-gateway\/pay\/[0-9a-f-]{36}$/);
    const page = await t.app.inject({ method: 'GET', url: d.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(d.deposit.reference);
    expect(page.body).toContain('value="PAID"');

    const pay = await t.app.inject({ method: 'POST', url: d.payUrl, payload: { outcome: 'PAID' } });
    expect(pay.statusCode).toBe(303);
    // A second click on the hosted page does not change the recorded outcome.
    await t.app.inject({ method: 'POST', url: d.payUrl, payload: { outcome: 'FAILED' } });
    expect(await depositStatus(d.deposit.id)).toBe('PENDING');
    await runDueJobs(t);
    expect(await depositStatus(d.deposit.id)).toBe('PAID');
    expect(await mainBalance(t, p)).toBe(25_000n);
    expect(await jobs(t)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: d.payUrl })).body).toContain('Payment paid');
    await expectBooksBalance(t);
  });
  it('when the player cancels on the hosted page, then the deposit is CANCELLED and nothing is credited', async () => {
    const p = await newPlayer(t);
    const d = await gatewayDeposit(p);
    await t.app.inject({ method: 'POST', url: d.payUrl, payload: { outcome: 'CANCELLED' } });
    await runDueJobs(t);
    expect(await depositStatus(d.deposit.id)).toBe('CANCELLED');
    expect(await mainBalance(t, p)).toBe(0n);
  });
  it('when our endpoint does not acknowledge, then the job is retried with backoff until it is', async () => {
    const p = await newPlayer(t);
    const d = await gatewayDeposit(p);
    await t.app.inject({ method: 'POST', url: d.payUrl, payload: { outcome: 'PAID' } });
    let calls = 0;
    const flaky = injectTransport(t);
    await runDueJobs(t, async (request) => {
      calls++;
      return calls === 1 ? 503 : flaky(request);
    });
    const [job] = await jobs(t);
    expect(job).toMatchObject({ task: 'payments.webhook-delivery', attempts: 1 });
    expect(job?.last_error).toContain('HTTP 503');
    expect(await depositStatus(d.deposit.id)).toBe('PENDING');
    await runDueJobs(t); // backing off: not due yet
    expect(calls).toBe(1);
    await makeJobsDue(t);
    await runDueJobs(t, async (request) => {
      calls++;
      return flaky(request);
    });
    expect(await depositStatus(d.deposit.id)).toBe('PAID');
    expect(await jobs(t)).toEqual([]);
    expect(await mainBalance(t, p)).toBe(25_000n);
  });
  it('when the hosted page id is unknown or malformed, then 4xx', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/sandbox-gateway/pay/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/pay/nope',
      payload: { outcome: 'PAID' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('webhook', () => {
  it('when the same signed PAID webhook arrives 10 times at once, then the deposit is credited exactly once', async () => {
    const p = await newPlayer(t);
    const d = await gatewayDeposit(p);
    const signed = await signedEvent(d);
    const results = await Promise.all(Array.from({ length: 10 }, () => postWebhook(signed)));
    for (const res of results) expect(res.statusCode).toBe(200);
    expect(await mainBalance(t, p)).toBe(25_000n);
    expect(await ledgerTransactionCount(t, `deposit:${d.deposit.id}`)).toBe(1);
    // A later contradictory event changes nothing either.
    expect((await postWebhook(await signedEvent(d, { status: 'FAILED' }))).statusCode).toBe(200);
    expect(await depositStatus(d.deposit.id)).toBe('PAID');
    await expectBooksBalance(t);
  });
  it('when the signature is wrong, then 401 PAY_WEBHOOK_SIGNATURE_INVALID and nothing changes', async () => {
    const d = await gatewayDeposit(player);
    const signed = await signedEvent(d);
    const forged = await postWebhook({
      ...signed,
      signature: signWebhook('not-the-secret', signed.timestamp, signed.body),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('PAY_WEBHOOK_SIGNATURE_INVALID');
    const tampered = await postWebhook({ ...signed, body: signed.body.replace('250.00', '9250.00') });
    expect(tampered.json().code).toBe('PAY_WEBHOOK_SIGNATURE_INVALID');
    const missing = await postWebhook({ ...signed, signature: '' });
    expect(missing.statusCode).toBe(401);
    expect(await depositStatus(d.deposit.id)).toBe('PENDING');
    expect(await mainBalance(t, player)).toBe(0n);
  });
  it('when the timestamp is outside the window, then 401 PAY_WEBHOOK_STALE and nothing changes', async () => {
    const d = await gatewayDeposit(player);
    const signed = await signedEvent(d);
    const old = String(Date.now() - 10 * 60_000);
    const secret = await gatewaySecret(t.deps.db, 'sandbox');
    const res = await postWebhook({
      ...signed,
      timestamp: old,
      signature: signWebhook(secret, old, signed.body),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('PAY_WEBHOOK_STALE');
    expect(await depositStatus(d.deposit.id)).toBe('PENDING');
  });
  it('when a validly signed event names another amount or an unknown payment, then it is refused and nothing changes', async () => {
    const d = await gatewayDeposit(player);
    const wrongAmount = await postWebhook(await signedEvent(d, { amount: '999.00' }));
    expect(wrongAmount.statusCode).toBe(400);
    const unknown = await postWebhook(await signedEvent(d, { paymentId: 'someone-else' }));
    expect(unknown.statusCode).toBe(404);
    const garbage = await postWebhook(await signedEvent(d, { status: 'MAYBE' }));
    expect(garbage.json().code).toBe('VALIDATION_FAILED');
    expect(await depositStatus(d.deposit.id)).toBe('PENDING');
    expect(await mainBalance(t, player)).toBe(0n);
  });
});
