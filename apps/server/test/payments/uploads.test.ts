import { PAYMENT_PATHS } from '@tala/contract/payments/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { newPlayer, type TPlayer } from './payment-helpers.ts';

let t: TTestApp;
let player: TPlayer;
beforeAll(async () => {
  t = await createTestApp();
  player = await newPlayer(t);
});
afterAll(async () => t.close());

const receiptUrl = (id: string) => PAYMENT_PATHS.depositReceipt.replace(':id', id);
const proofUrl = (id: string) => PAYMENT_PATHS.withdrawalNotReceived.replace(':id', id);

describe('upload bodies', () => {
  it('when a multipart body is malformed, then both upload routes answer 400 MALFORMED_REQUEST', async () => {
    for (const url of [receiptUrl('1'), proofUrl('1')]) {
      for (const payload of ['{}', '--zzz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: authed(player.token, { 'content-type': 'multipart/form-data; boundary=zzz' }),
          payload,
        });
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
        expect(res.json().code).toBe('MALFORMED_REQUEST');
      }
    }
  });
});
