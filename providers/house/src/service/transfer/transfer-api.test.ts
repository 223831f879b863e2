import { randomUUID } from 'node:crypto';
import { signedHeaders } from '@tala/contract/vendor-wallet/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_PROVIDER_CODE } from '../../../../../apps/server/src/db/seed/seed-providers.ts';
import { findProviderAccount } from '../../../../../apps/server/src/modules/vendor-wallet/provider-accounts.ts';
import { providerTransport } from '../../../../../apps/server/src/modules/vendor-wallet/provider-transport.ts';
import { TransferClient } from '../../../../../apps/server/src/modules/vendor-wallet/transfer-client.ts';
import { createTestApp, type TTestApp } from '../../../../../apps/server/test/support/test-app.ts';
import { providerSecret } from '../../../../../apps/server/test/vendor-wallet/seamless-helpers.ts';
import { merchantIdOf } from '../../../../../apps/server/test/wallet/wallet-helpers.ts';

let t: TTestApp;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  secret = await providerSecret(t);
});
afterAll(async () => {
  await t.close();
});

type TCallOptions = { secret?: string; merchant?: string; nowMs?: number; rawBody?: string };

/** One signed call as the platform makes it to the house's transfer API. */
async function call(name: string, body: unknown, options: TCallOptions = {}) {
  const rawBody = options.rawBody ?? JSON.stringify(body);
  const headers = signedHeaders(
    {
      secret: options.secret ?? secret,
      merchantCode: options.merchant ?? 'TALA',
      providerCode: HOUSE_PROVIDER_CODE,
      rawBody,
    },
    options.nowMs,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/house/transfer/v1/${name}`,
    headers,
    payload: rawBody,
  });
  return { statusCode: res.statusCode, answer: res.json() };
}

const VENDOR = 'TALA_FISH';
const money = (playerId: string, amount: string, reference = `ref-${randomUUID()}`) => ({
  vassalage: VENDOR,
  playerId,
  reference,
  amount,
  currency: 'PHP',
});

describe('house transfer wallet API', () => {
  it('when a player is created twice, then one wallet at 0.00 exists; another currency is refused', async () => {
    const body = { vassalage: VENDOR, playerId: 'p-create', currency: 'PHP', displayName: 'Ana' };
    expect((await call('createPlayer', body)).answer).toEqual({ status: 'OK', balance: '0.00' });
    expect((await call('createPlayer', body)).answer).toEqual({ status: 'OK', balance: '0.00' });
    expect((await call('createPlayer', { ...body, currency: 'USD' })).answer.status).toBe(
      'CURRENCY_MISMATCH',
    );
  });

  it('when one transfer in is sent ten times at once, then the money arrives once', async () => {
    const transfer = money('p-in', '10.00');
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('transferIn', transfer)));
    expect(answers.map((a) => a.answer)).toEqual(Array(10).fill({ status: 'OK', balance: '10.00' }));
    expect((await call('balance', { vassalage: VENDOR, playerId: 'p-in', currency: 'PHP' })).answer).toEqual({
      status: 'OK',
      balance: '10.00',
    });
    const conflict = await call('transferIn', { ...transfer, amount: '11.00' });
    expect(conflict.answer.status).toBe('DUPLICATE_TRANSACTION');
  });

  it('when a transfer out is refused, then it stays refused even after the balance would cover it', async () => {
    await call('transferIn', money('p-out', '10.00'));
    const tooMuch = money('p-out', '15.00');
    expect((await call('transferOut', tooMuch)).answer).toEqual({
      status: 'INSUFFICIENT_FUNDS',
      balance: '10.00',
    });
    await call('transferIn', money('p-out', '20.00'));
    expect((await call('transferOut', tooMuch)).answer).toEqual({
      status: 'INSUFFICIENT_FUNDS',
      balance: '30.00',
    });
    expect((await call('transferStatus', { reference: tooMuch.reference })).answer.transfer).toEqual({
      reference: tooMuch.reference,
      state: 'NOT_FOUND',
    });
    const out = money('p-out', '5.50');
    expect((await call('transferOut', out)).answer).toEqual({ status: 'OK', balance: '24.50' });
    expect((await call('transferStatus', { reference: out.reference })).answer).toEqual({
      status: 'OK',
      balance: '24.50',
      transfer: { reference: out.reference, state: 'APPLIED', direction: 'OUT', amount: '5.50' },
    });
    expect((await call('transferStatus', { reference: 'never-sent' })).answer.transfer.state).toBe(
      'NOT_FOUND',
    );
  });

  it('when the same player has wallets at two vendors, then each keeps its own balance', async () => {
    await call('transferIn', money('p-two', '3.00'));
    await call('transferIn', { ...money('p-two', '4.00'), vassalage: 'TALA_REELS' });
    const at = (vassalage: string) => call('balance', { vassalage, playerId: 'p-two', currency: 'PHP' });
    expect((await at(VENDOR)).answer.balance).toBe('3.00');
    expect((await at('TALA_REELS')).answer.balance).toBe('4.00');
  });

  it('when the player is unknown, then balance and transfer out say PLAYER_NOT_FOUND', async () => {
    expect(
      (await call('balance', { vassalage: VENDOR, playerId: 'nobody', currency: 'PHP' })).answer.status,
    ).toBe('PLAYER_NOT_FOUND');
    expect((await call('transferOut', money('nobody', '1.00'))).answer.status).toBe('PLAYER_NOT_FOUND');
  });

  it('when the signature, the merchant or the timestamp is wrong, then 401 BAD_SIGNATURE; a bad body is 400', async () => {
    const body = { vassalage: VENDOR, playerId: 'p-in', currency: 'PHP' };
    const forged = await call('balance', body, { secret: 'x'.repeat(43) });
    expect([forged.statusCode, forged.answer.status]).toEqual([401, 'BAD_SIGNATURE']);
    const otherMerchant = await call('balance', body, { merchant: 'OTHER' });
    expect([otherMerchant.statusCode, otherMerchant.answer.status]).toEqual([401, 'BAD_SIGNATURE']);
    const replayed = await call('balance', body, { nowMs: Date.now() - 6 * 60_000 });
    expect([replayed.statusCode, replayed.answer.status]).toEqual([401, 'BAD_SIGNATURE']);
    const malformed = await call('transferIn', null, { rawBody: '{"playerId":' });
    expect([malformed.statusCode, malformed.answer.status]).toEqual([400, 'BAD_REQUEST']);
    const zero = await call('transferIn', money('p-in', '0.00'));
    expect([zero.statusCode, zero.answer.status]).toEqual([400, 'BAD_REQUEST']);
  });

  it("when the platform's own transfer client calls the inline house, then every call is understood", async () => {
    const account = await findProviderAccount(t.deps.db, await merchantIdOf(t), HOUSE_PROVIDER_CODE);
    if (!account) throw new Error('no HOUSE provider account');
    const client = new TransferClient(
      providerTransport(t.deps.inProcessProviders),
      { ...account, transferApiUrl: '/house/transfer/v1' },
      'TALA',
    );
    expect(
      await client.createPlayer({
        vassalage: VENDOR,
        playerId: 'p-client',
        currency: 'PHP',
        displayName: 'Ben',
      }),
    ).toEqual({
      kind: 'answer',
      answer: { status: 'OK', balance: '0.00' },
    });
    const inRef = `in-${randomUUID()}`;
    await client.transferIn({
      vassalage: VENDOR,
      playerId: 'p-client',
      reference: inRef,
      amount: '7.25',
      currency: 'PHP',
    });
    const status = await client.transferStatus({ reference: inRef });
    expect(status).toMatchObject({
      kind: 'answer',
      answer: { transfer: { state: 'APPLIED', direction: 'IN' } },
    });
    expect(await client.balance({ vassalage: VENDOR, playerId: 'p-client', currency: 'PHP' })).toEqual({
      kind: 'answer',
      answer: { status: 'OK', balance: '7.25' },
    });
  });

  it('when the platform calls the inline house directly, then the signature is checked as over HTTP', async () => {
    const transport = providerTransport(t.deps.inProcessProviders);
    const rawBody = JSON.stringify({ vassalage: VENDOR, playerId: 'p-direct', currency: 'PHP' });
    const sign = (key: string) =>
      signedHeaders({ secret: key, merchantCode: 'TALA', providerCode: HOUSE_PROVIDER_CODE, rawBody });
    const forged = await transport('/house/transfer/v1/balance', sign('not-the-secret'), rawBody);
    expect([forged?.statusCode, JSON.parse(forged?.body ?? '{}').status]).toEqual([401, 'BAD_SIGNATURE']);
    const signed = await transport('/house/transfer/v1/balance', sign(secret), rawBody);
    expect(signed?.statusCode).toBe(200);
    expect(await transport('/nothing/here/balance', sign(secret), rawBody)).toBeNull();
  });
});
