import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../../../../apps/server/src/db/database.ts';
import { verifyLedger } from '../../../../../apps/server/src/modules/ledger/ledger-verify.ts';
import { createTestApp, type TTestApp } from '../../../../../apps/server/test/support/test-app.ts';
import {
  ZBaccaratDealAnswer,
  ZClientSeedAnswer,
  ZFishShootAnswer,
  ZSlotSpinAnswer,
  ZVerifyAnswer,
} from '../api/api-contract.ts';
import { openHouseDb } from '../db/house-db.ts';
import { hashToken } from '../sessions/session.service.ts';
import { cents, fundPlayer, openGame, platformRound, siteLogin } from '../testing/house-test-helpers.ts';

let t: TTestApp;
const houseDb = () => openHouseDb({ pool: poolOf(t.deps.db)! }).db;

beforeAll(async () => {
  t = await createTestApp();
  await fundPlayer(t, 1_000_000n);
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

describe('slot spin through the platform wallet', () => {
  it('when spins are played, then each is one bet and (if it won) one win on the platform, closed with its proof', async () => {
    const { session, api } = await openGame(t, 'house-slot');
    let balance = cents(session.player.balance);
    for (let spin = 0; spin < 5; spin++) {
      const answer = ZSlotSpinAnswer.parse((await api.post('/house/api/slot/spin', { bet: '1.00' })).json);
      const win = cents(answer.round.totalWin);
      balance += win - 100;
      expect(cents(answer.balance)).toBe(balance);
      const recorded = await platformRound(t, answer.round.roundId);
      expect(recorded.round).toMatchObject({ status: 'CLOSED', stake_minor: 100n, win_minor: BigInt(win) });
      expect(recorded.calls.map((call) => [call.kind, call.amount_minor])).toEqual(
        win > 0
          ? [
              ['BET', 100n],
              ['WIN', BigInt(win)],
            ]
          : [['BET', 100n]],
      );
      expect(recorded.round?.detail).toMatchObject({
        gameId: 'house-slot',
        stake: '1.00',
        win: answer.round.totalWin,
        proof: {
          serverSeedHash: session.fair.serverSeedHash,
          clientSeed: session.fair.clientSeed,
          nonce: answer.round.nonce,
        },
      });
    }
  });

  it('when the seed pair is rotated, then the revealed seed recomputes a played spin exactly', async () => {
    const { api } = await openGame(t, 'house-slot');
    const played = ZSlotSpinAnswer.parse(
      (await api.post('/house/api/slot/spin', { bet: '0.40' })).json,
    ).round;
    const before = (await api.get('/house/api/fair')).json;
    const rotated = ZClientSeedAnswer.parse(
      (
        await api.post('/house/api/fair/client-seed', {
          clientSeed: 'my lucky seed',
          nextServerSeedHash: before.current.nextServerSeedHash,
        })
      ).json,
    );
    expect(rotated.revealed).toMatchObject({
      serverSeedHash: before.current.serverSeedHash,
      lastNonce: played.nonce,
    });
    // The server seed the new client seed meets is the one committed (by hash) before it was typed.
    expect(rotated.current).toMatchObject({
      clientSeed: 'my lucky seed',
      nonce: 0,
      serverSeedHash: before.current.nextServerSeedHash,
    });
    const verified = ZVerifyAnswer.parse(
      (
        await api.post('/house/api/verify', {
          gameId: 'house-slot',
          serverSeed: rotated.revealed.serverSeed,
          clientSeed: rotated.revealed.clientSeed,
          nonce: played.nonce,
          serverSeedHash: before.current.serverSeedHash,
          params: { bet: '0.40' },
        })
      ).json,
    );
    expect(verified.isCommitmentValid).toBe(true);
    const { roundId: _id, nonce: _nonce, ...outcome } = played;
    expect(verified.outcome).toEqual({ kind: 'slot', round: outcome });
    expect((await api.get('/house/api/fair')).json.revealed[0]).toEqual(rotated.revealed);
  });

  it('when a stake is off the limits or the step, then BET_LIMIT; malformed, then BAD_REQUEST; nothing reaches the wallet', async () => {
    const { api } = await openGame(t, 'house-slot');
    const before = await t.deps.db
      .selectFrom('seamless_transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const bet of ['0.10', '200.20', '1.10']) {
      const res = await api.post('/house/api/slot/spin', { bet });
      expect([bet, res.statusCode, res.json.error.code]).toEqual([bet, 400, 'BET_LIMIT']);
    }
    for (const body of [{ bet: '1.005' }, { bet: '-1' }, { bet: 1 }, {}]) {
      const res = await api.post('/house/api/slot/spin', body);
      expect([res.statusCode, res.json.error.code]).toEqual([400, 'BAD_REQUEST']);
    }
    const after = await t.deps.db
      .selectFrom('seamless_transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('when the stake is more than the balance, then INSUFFICIENT_FUNDS, the round is VOID and no money moved', async () => {
    const broke = await openGame(
      t,
      'house-slot',
      await siteLogin(t, { username: 'demo_agent', password: 'Agent123!' }),
    );
    expect(broke.session.player.balance).toBe('0.00');
    const res = await broke.api.post('/house/api/slot/spin', { bet: '0.20' });
    expect([res.statusCode, res.json.error.code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    const round = await houseDb()
      .selectFrom('house.rounds')
      .select(['state', 'round_ref', 'last_error'])
      .where('session_id', 'in', (eb) =>
        eb
          .selectFrom('house.sessions')
          .select('id')
          .where('token_hash', '=', hashToken(broke.session.sessionToken)),
      )
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({ state: 'VOID', last_error: 'INSUFFICIENT_FUNDS' });
    expect((await platformRound(t, round.round_ref)).round).toBeNull();
  });
});

describe('fish shot in a transfer-mode vendor (TALA_FISH)', () => {
  it('when money is moved to the vendor, then shots play on the house wallet only, and the rest comes back to MAIN', async () => {
    const siteToken = await siteLogin(t);
    const walletCall = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${siteToken}` }, payload });
    const moveIn = await walletCall('/wps/relay/GCS_walletTransfer', {
      from: 'MAIN',
      to: 'VENDOR:TALA_FISH',
      amount: '20.00',
      idempotencyKey: randomUUID(),
    });
    expect(moveIn.json().value.status).toBe('DONE');
    const { session, api } = await openGame(t, 'house-fish', siteToken);
    expect(session.game).toMatchObject({ kind: 'fish', category: 'FISH' });
    let balance = cents(session.player.balance);
    expect(balance).toBe(2000);
    for (const species of ['clownfish', 'shark', 'golden-dragon', 'clownfish', 'turtle']) {
      const answer = ZFishShootAnswer.parse(
        (await api.post('/house/api/fish/shoot', { species, bet: '0.50' })).json,
      );
      expect(answer.round).toMatchObject({ species, bet: '0.50' });
      expect(cents(answer.round.win)).toBe(answer.round.hit ? 50 * answer.round.multiplier : 0);
      balance += cents(answer.round.win) - 50;
      expect(cents(answer.balance)).toBe(balance);
      // Transfer mode: the platform's ledger sees no round; the money is the vendor's to play.
      expect((await platformRound(t, answer.round.roundId)).round).toBeNull();
    }
    const wallets = await t.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: { authorization: `Bearer ${siteToken}` },
    });
    const fishWallet = wallets
      .json()
      .value.wallets.find((w: { code: string }) => w.code === 'VENDOR:TALA_FISH');
    expect(cents(fishWallet.balance)).toBe(balance);
    const recall = await walletCall('/wps/relay/GCS_recallAll', { idempotencyKey: randomUUID() });
    expect(recall.json().value.status).toBe('DONE');
    const after = recall.json().value.balance.wallets;
    expect(after.find((w: { code: string }) => w.code === 'VENDOR:TALA_FISH').balance).toBe('0.00');
  });

  it('when the species is unknown or the session is another game, then BAD_REQUEST', async () => {
    const fish = await openGame(t, 'house-fish');
    const res = await fish.api.post('/house/api/fish/shoot', { species: 'kraken', bet: '0.50' });
    expect([res.statusCode, res.json.error.code]).toEqual([400, 'BAD_REQUEST']);
    const slot = await openGame(t, 'house-slot');
    const wrong = await slot.api.post('/house/api/fish/shoot', { species: 'shark', bet: '0.50' });
    expect([wrong.statusCode, wrong.json.error.code]).toEqual([400, 'BAD_REQUEST']);
  });
});

describe('baccarat deal through the platform wallet', () => {
  it('when several spots are bet, then the platform sees one bet of the total and one win of the total payout', async () => {
    const { session, api } = await openGame(t, 'house-baccarat-live');
    expect(session.game).toMatchObject({ kind: 'baccarat', category: 'LIVE' });
    const bets = { player: '10.00', banker: '5.00', tie: '1.00', playerPair: '0.50' };
    const answer = ZBaccaratDealAnswer.parse((await api.post('/house/api/baccarat/deal', { bets })).json);
    const { round } = answer;
    expect(round.bets).toEqual(bets);
    expect(round.totalStake).toBe('16.50');
    const payoutSum = Object.values(round.payouts).reduce((sum, payout) => sum + cents(payout ?? '0'), 0);
    expect(cents(round.totalWin)).toBe(payoutSum);
    // Player and banker both covered: one of them wins or both push, so the round always pays something.
    expect(payoutSum).toBeGreaterThan(0);
    expect(cents(answer.balance)).toBe(cents(session.player.balance) - 1650 + payoutSum);
    const recorded = await platformRound(t, round.roundId);
    expect(recorded.calls.map((call) => [call.kind, call.amount_minor])).toEqual([
      ['BET', 1650n],
      ['WIN', BigInt(payoutSum)],
    ]);
    expect(recorded.round).toMatchObject({
      status: 'CLOSED',
      detail: { outcome: { outcome: round.outcome } },
    });
  });

  it('when no spot is bet, a spot is off the limits or an unknown spot is sent, then it is refused', async () => {
    const { api } = await openGame(t, 'house-baccarat-pvp');
    const none = await api.post('/house/api/baccarat/deal', { bets: {} });
    expect([none.statusCode, none.json.error.code]).toEqual([400, 'BAD_REQUEST']);
    const big = await api.post('/house/api/baccarat/deal', { bets: { banker: '10000.01' } });
    expect([big.statusCode, big.json.error.code]).toEqual([400, 'BET_LIMIT']);
    const odd = await api.post('/house/api/baccarat/deal', { bets: { dragon: '1.00' } });
    expect([odd.statusCode, odd.json.error.code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('when a PVP room is opened, then its session carries the room stakes and a bet outside them is refused', async () => {
    const starter = await openGame(t, 'house-baccarat-pvp-starter');
    expect(starter.session.limits).toMatchObject({ minBet: '0.01', maxBet: '50.00' });
    const over = await starter.api.post('/house/api/baccarat/deal', { bets: { player: '50.01' } });
    expect([over.statusCode, over.json.error.code]).toEqual([400, 'BET_LIMIT']);
    const high = await openGame(t, 'house-baccarat-pvp-high');
    expect(high.session.limits).toMatchObject({ minBet: '100.00', maxBet: '10000.00', betStep: '1.00' });
    for (const stake of ['99.00', '100.50']) {
      const refused = await high.api.post('/house/api/baccarat/deal', { bets: { banker: stake } });
      expect([refused.statusCode, refused.json.error.code], stake).toEqual([400, 'BET_LIMIT']);
    }
    const dealt = await high.api.post('/house/api/baccarat/deal', { bets: { banker: '100.00' } });
    expect(dealt.statusCode).toBe(200);
    expect(ZBaccaratDealAnswer.parse(dealt.json).round.bets).toEqual({ banker: '100.00' });
  });

  it('when the VIP live table is opened, then a stake below its 100.00 minimum is refused and one at it is dealt', async () => {
    const vip = await openGame(t, 'house-baccarat-live-vip');
    expect(vip.session.game).toMatchObject({ kind: 'baccarat', category: 'LIVE' });
    expect(vip.session.limits).toEqual({ minBet: '100.00', maxBet: '100000.00', betStep: '1.00' });
    for (const stake of ['99.00', '99.99', '100.50', '100000.01']) {
      const refused = await vip.api.post('/house/api/baccarat/deal', { bets: { player: stake } });
      expect([refused.statusCode, refused.json.error.code], stake).toEqual([400, 'BET_LIMIT']);
    }
    const dealt = await vip.api.post('/house/api/baccarat/deal', { bets: { player: '100.00' } });
    expect(dealt.statusCode).toBe(200);
    const { round } = ZBaccaratDealAnswer.parse(dealt.json);
    expect(round.bets).toEqual({ player: '100.00' });
    const recorded = await platformRound(t, round.roundId);
    expect(recorded.calls[0]).toMatchObject({ kind: 'BET', amount_minor: 10_000n });
    expect(recorded.round).toMatchObject({ status: 'CLOSED', game_code: 'house-baccarat-live-vip' });
  });
});
