import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../../../apps/server/src/modules/ledger/ledger-verify.ts';
import { createTestApp, type TTestApp } from '../../../../../apps/server/test/support/test-app.ts';
import { cents, fundPlayer, houseApi, openGame } from '../testing/house-test-helpers.ts';
import { ZSessionAnswer, ZSlotSpinAnswer } from './api-contract.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
  await fundPlayer(t, 100_000n);
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

describe('house player API: session', () => {
  it('when the game page trades its launch token, then it gets a session with balance, game, fairness and limits', async () => {
    const { session } = await openGame(t, 'house-slot');
    expect(ZSessionAnswer.parse(session)).toMatchObject({
      // The page writes money as the site does (the merchant's symbol) and names the wallet it plays on.
      player: { currency: 'PHP', currencySymbol: 'P', isTrial: false },
      wallet: { kind: 'MAIN', vendorName: null },
      game: { gameId: 'house-slot', kind: 'slot', category: 'RNG' },
      limits: { minBet: '0.20', maxBet: '200.00', betStep: '0.20' },
      fair: { nonce: 0 },
    });
    expect(cents(session.player.balance)).toBeGreaterThanOrEqual(100_000);
  });

  it('when a slot is spun, then the balance moves by win − stake and the round carries its nonce', async () => {
    const { session, api } = await openGame(t, 'house-slot');
    const before = cents(session.player.balance);
    const res = await api.post('/house/api/slot/spin', { bet: '2.00' });
    expect(res.statusCode).toBe(200);
    const answer = ZSlotSpinAnswer.parse(res.json);
    expect(cents(answer.balance)).toBe(before - 200 + cents(answer.round.totalWin));
    expect(answer.round.nonce).toBe(session.fair.nonce);
  });

  it('when no session header is sent, then SESSION_EXPIRED', async () => {
    const res = await houseApi(t, null).get('/house/api/balance');
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ error: { code: 'SESSION_EXPIRED', message: expect.any(String) } });
  });
});
