import { SEAMLESS_PATHS as P } from '@tala/contract/vendor-wallet/seamless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMerchant } from '../../src/db/seed/seed-merchant.ts';
import { verifyLedger } from '../../src/modules/ledger/ledger-verify.ts';
import { authed } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import {
  balanceOf,
  betBody,
  cents,
  launchTokenFor,
  playerInGame,
  providerSecret,
  rollbackBody,
  seamlessCall,
  type TGameSession,
  winBody,
} from './seamless-helpers.ts';

let t: TTestApp;
let game: TGameSession;

beforeAll(async () => {
  t = await createTestApp();
  game = await playerInGame(t, 'demo_player', 'Player123!', 100_000n);
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

describe('seamless wallet: authenticate and balance', () => {
  it('when a launch token is used, then it gives a wallet session once, and never again', async () => {
    const { launchToken } = await launchTokenFor(t, 'demo_agent', 'Agent123!');
    const first = await seamlessCall(t, P.authenticate, { launchToken });
    expect(first.answer).toMatchObject({ status: 'OK', retry: false, currency: 'PHP', isTrial: false });
    // For display: money as the site writes it, and the wallet named after the vendor.
    expect(first.answer).toMatchObject({ currencySymbol: 'P', vendorName: 'Tala Slots' });
    expect(first.answer.sessionToken).toEqual(expect.any(String));
    expect((await seamlessCall(t, P.authenticate, { launchToken })).answer.status).toBe('TOKEN_EXPIRED');
    expect((await seamlessCall(t, P.authenticate, { launchToken: 'x'.repeat(43) })).answer.status).toBe(
      'AUTH_FAILED',
    );
  });

  it('when a launch token is older than its minutes, then TOKEN_EXPIRED', async () => {
    const { launchToken } = await launchTokenFor(t, 'demo_agent', 'Agent123!', -1);
    expect((await seamlessCall(t, P.authenticate, { launchToken })).answer.status).toBe('TOKEN_EXPIRED');
  });

  it('when the balance is asked, then it is the main wallet in the merchant currency', async () => {
    const { answer } = await seamlessCall(t, P.balance, { playerId: game.playerId, currency: 'PHP' });
    expect(answer).toMatchObject({ status: 'OK', currency: 'PHP' });
    expect(cents(String(answer.balance))).toBeGreaterThanOrEqual(100_000);
  });
});

describe('seamless wallet: a round', () => {
  it('when a bet, a win and the end of the round arrive, then the money moves once each and the round keeps its result', async () => {
    const before = cents(await balanceOf(t, game));
    const bet = betBody(game, '10.00');
    const placed = await seamlessCall(t, P.bet, bet);
    expect(placed.answer).toMatchObject({ status: 'OK', retry: false });
    expect(cents(String(placed.answer.balance))).toBe(before - 1000);
    const won = await seamlessCall(t, P.win, winBody(game, bet.roundId, '25.50'));
    expect(cents(String(won.answer.balance))).toBe(before - 1000 + 2550);
    const detail = { outcome: 'three cherries', proof: { nonce: 3 } };
    const ended = await seamlessCall(t, P.endRound, { ...winBody(game, bet.roundId, '0'), detail });
    expect(ended.answer.status).toBe('OK');
    const round = await t.deps.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('round_ref', '=', bet.roundId)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({ status: 'CLOSED', stake_minor: 1000n, win_minor: 2550n, detail });
    expect(round.balance_before).toBe(BigInt(before));
  });

  it('when the money is short, then INSUFFICIENT_FUNDS with the balance, and its retry gets the same answer', async () => {
    const poor = await playerInGame(t, 'demo_newbie', 'Welcome123!');
    const balance = cents(await balanceOf(t, poor));
    const bet = betBody(poor, ((balance + 100) / 100).toFixed(2));
    const first = await seamlessCall(t, P.bet, bet);
    expect(first.answer).toMatchObject({ status: 'INSUFFICIENT_FUNDS', retry: false });
    expect(cents(String(first.answer.balance))).toBe(balance);
    expect((await seamlessCall(t, P.bet, bet)).answer.status).toBe('INSUFFICIENT_FUNDS');
  });

  it('when a round has ended, then a later bet on it is refused but a late win is paid', async () => {
    const bet = betBody(game, '1.00');
    await seamlessCall(t, P.bet, bet);
    await seamlessCall(t, P.endRound, { ...winBody(game, bet.roundId, '0') });
    const again = await seamlessCall(t, P.bet, betBody(game, '1.00', { round: bet.roundId }));
    expect(again.answer.status).toBe('BET_NOT_ALLOWED');
    expect((await seamlessCall(t, P.win, winBody(game, bet.roundId, '2.00'))).answer.status).toBe('OK');
  });

  it('when the player logged out, then bets stop but wins and rollbacks are still accepted', async () => {
    const player = await playerInGame(t, 'demo_agent', 'Agent123!', 10_000n);
    const bet = betBody(player, '3.00');
    expect((await seamlessCall(t, P.bet, bet)).answer.status).toBe('OK');
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: authed(player.siteToken),
    });
    expect(logout.statusCode).toBe(200);
    expect((await seamlessCall(t, P.bet, betBody(player, '1.00'))).answer.status).toBe('TOKEN_EXPIRED');
    expect((await seamlessCall(t, P.win, winBody(player, bet.roundId, '1.00'))).answer.status).toBe('OK');
    expect((await seamlessCall(t, P.rollback, rollbackBody(player, bet))).answer.status).toBe('OK');
  });
});

describe('seamless wallet: transfer-mode vendors', () => {
  it('when a session of a transfer-mode vendor bets through the seamless API, then BET_NOT_ALLOWED and MAIN keeps its money', async () => {
    const before = await balanceOf(t, game);
    await t.deps.db
      .updateTable('game_vendors')
      .set({ wallet_mode: 'TRANSFER' })
      .where('vassalage', '=', 'TALA_SLOTS')
      .execute();
    const refused = await seamlessCall(t, P.bet, betBody(game, '1.00'));
    await t.deps.db
      .updateTable('game_vendors')
      .set({ wallet_mode: 'SEAMLESS' })
      .where('vassalage', '=', 'TALA_SLOTS')
      .execute();
    expect(refused.answer).toMatchObject({ status: 'BET_NOT_ALLOWED', retry: false });
    expect(await balanceOf(t, game)).toBe(before);
  });
});

describe('seamless wallet: retries and races', () => {
  it('when one bet is sent 10 times at once, then it is debited once and every answer is the first', async () => {
    const before = cents(await balanceOf(t, game));
    const bet = betBody(game, '7.00');
    const answers = await Promise.all(Array.from({ length: 10 }, () => seamlessCall(t, P.bet, bet)));
    expect(new Set(answers.map((a) => a.answer.status))).toEqual(new Set(['OK']));
    expect(new Set(answers.map((a) => a.answer.transactionId)).size).toBe(1);
    expect(cents(await balanceOf(t, game))).toBe(before - 700);
  });

  it('when one win and one rollback are each sent 10 times at once, then each moves money once', async () => {
    const before = cents(await balanceOf(t, game));
    const bet = betBody(game, '5.00');
    await seamlessCall(t, P.bet, bet);
    const win = winBody(game, bet.roundId, '4.00');
    await Promise.all(Array.from({ length: 10 }, () => seamlessCall(t, P.win, win)));
    expect(cents(await balanceOf(t, game))).toBe(before - 500 + 400);
    const bet2 = betBody(game, '6.00');
    await seamlessCall(t, P.bet, bet2);
    const rollback = rollbackBody(game, bet2);
    await Promise.all(Array.from({ length: 10 }, () => seamlessCall(t, P.rollback, rollback)));
    expect(cents(await balanceOf(t, game))).toBe(before - 500 + 400);
  });

  it('when a transaction id comes back with another request, then DUPLICATE_TRANSACTION and no money moves', async () => {
    const bet = betBody(game, '2.00');
    await seamlessCall(t, P.bet, bet);
    const before = await balanceOf(t, game);
    const reused = await seamlessCall(t, P.bet, { ...bet, amount: '3.00' });
    expect(reused.answer).toMatchObject({ status: 'DUPLICATE_TRANSACTION', retry: false });
    expect(await balanceOf(t, game)).toBe(before);
  });

  it('when a win overtakes its bet, then ROUND_NOT_FOUND with retry, and the retry after the bet is paid', async () => {
    const bet = betBody(game, '1.00');
    const win = winBody(game, bet.roundId, '3.00');
    expect((await seamlessCall(t, P.win, win)).answer).toMatchObject({
      status: 'ROUND_NOT_FOUND',
      retry: true,
    });
    await seamlessCall(t, P.bet, bet);
    expect((await seamlessCall(t, P.win, win)).answer.status).toBe('OK');
  });

  it('when a rollback arrives before its bet, then it succeeds with no effect and the late bet is refused', async () => {
    const before = await balanceOf(t, game);
    const bet = betBody(game, '9.00');
    expect((await seamlessCall(t, P.rollback, rollbackBody(game, bet))).answer.status).toBe('OK');
    expect((await seamlessCall(t, P.bet, bet)).answer).toMatchObject({
      status: 'BET_NOT_ALLOWED',
      retry: false,
    });
    expect(await balanceOf(t, game)).toBe(before);
  });

  it('when a rollback races its bet, then the player ends where they started either way', async () => {
    const before = await balanceOf(t, game);
    for (let i = 0; i < 5; i++) {
      const bet = betBody(game, '4.00');
      const rollback = rollbackBody(game, bet);
      await Promise.all([
        ...Array.from({ length: 3 }, () => seamlessCall(t, P.bet, bet)),
        ...Array.from({ length: 3 }, () => seamlessCall(t, P.rollback, rollback)),
      ]);
    }
    expect(await balanceOf(t, game)).toBe(before);
  });

  it('when every bet of a round was rolled back, then a win on it is refused', async () => {
    const bet = betBody(game, '2.00');
    await seamlessCall(t, P.bet, bet);
    await seamlessCall(t, P.rollback, rollbackBody(game, bet));
    const win = await seamlessCall(t, P.win, winBody(game, bet.roundId, '4.00'));
    expect(win.answer).toMatchObject({ status: 'BET_NOT_ALLOWED', retry: false });
  });
});

describe('seamless wallet: who may call', () => {
  it('when the signature is forged or the timestamp is old, then 401 BAD_SIGNATURE and nothing happens', async () => {
    const before = await balanceOf(t, game);
    const forged = await seamlessCall(t, P.bet, betBody(game, '1.00'), { secret: 'x'.repeat(43) });
    expect(forged).toMatchObject({ statusCode: 401, answer: { status: 'BAD_SIGNATURE', retry: false } });
    const old = await seamlessCall(t, P.bet, betBody(game, '1.00'), { nowMs: Date.now() - 6 * 60_000 });
    expect(old.statusCode).toBe(401);
    const unknownProvider = await seamlessCall(
      t,
      P.balance,
      { playerId: game.playerId, currency: 'PHP' },
      {
        provider: 'NOBODY',
      },
    );
    expect(unknownProvider.statusCode).toBe(401);
    expect(await balanceOf(t, game)).toBe(before);
  });

  it('when the currency is not the merchant one, then CURRENCY_MISMATCH', async () => {
    const { answer } = await seamlessCall(t, P.bet, { ...betBody(game, '1.00'), currency: 'USD' });
    expect(answer.status).toBe('CURRENCY_MISMATCH');
  });

  it("when a provider signed for another merchant names this merchant's player, then PLAYER_NOT_FOUND", async () => {
    const other = await seedDemoMerchant(t.deps, 'SEAMLESS_B');
    await t.deps.db
      .insertInto('provider_accounts')
      .values({ merchant_id: other, provider_code: 'HOUSE', secret: 's'.repeat(40), launch_url: '/house' })
      .execute();
    const options = { merchant: 'SEAMLESS_B', secret: 's'.repeat(40) };
    const { answer } = await seamlessCall(
      t,
      P.balance,
      { playerId: game.playerId, currency: 'PHP' },
      options,
    );
    expect(answer.status).toBe('PLAYER_NOT_FOUND');
    expect(await providerSecret(t)).not.toBe('s'.repeat(40));
  });

  it('when the body is not JSON or misses fields, then BAD_REQUEST, never a 500', async () => {
    expect((await seamlessCall(t, P.bet, '{not json')).answer.status).toBe('BAD_REQUEST');
    expect((await seamlessCall(t, P.bet, { playerId: game.playerId })).answer.status).toBe('BAD_REQUEST');
    const huge = await seamlessCall(t, P.endRound, { x: 'y'.repeat(20_000) });
    expect(huge).toMatchObject({ statusCode: 400, answer: { status: 'BAD_REQUEST' } });
  });
});
