import { DEMO_AGENT_TYPE } from '@tala/contract/constants';
import { MAX_BETS_PER_BATCH, SEAMLESS_PATHS as P } from '@tala/contract/vendor-wallet/seamless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_PROVIDER_CODE } from '../../src/db/seed/seed-providers.ts';
import { houseBalance } from '../../src/modules/ledger/ledger.service.ts';
import { verifyLedger } from '../../src/modules/ledger/ledger-verify.ts';
import { hashRequest } from '../../src/modules/vendor-wallet/seamless-once.ts';
import { authed, memberId } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { fund, merchantIdOf } from '../wallet/wallet-helpers.ts';
import {
  balanceOf,
  betBody,
  cents,
  GAME_VENDOR,
  playerInGame,
  rollbackBody,
  seamlessCall,
  type TGameSession,
  winBody,
} from './seamless-helpers.ts';

let t: TTestApp;
let player: TGameSession;
let agent: TGameSession;

beforeAll(async () => {
  t = await createTestApp();
  player = await playerInGame(t, 'demo_player', 'Player123!', 100_000n);
  agent = await playerInGame(t, 'demo_agent', 'Agent123!', 100_000n);
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

type TResult = { ref: string; status: string; retry: boolean; balance?: string; transactionId?: string };
type TBatchAnswer = { status: string; retry: boolean; results: TResult[] };
async function batch(bets: unknown[]): Promise<TBatchAnswer> {
  const { statusCode, answer } = await seamlessCall(t, P.betBatch, { bets });
  expect(statusCode).toBe(200);
  return answer as unknown as TBatchAnswer;
}

function roundRow(roundRef: string) {
  return t.deps.db
    .selectFrom('game_rounds')
    .select(['id', 'member_id', 'status', 'stake_minor', 'bet_count', 'live_bet_count'])
    .select(['balance_before', 'balance_after', 'game_code'])
    .where('round_ref', '=', roundRef)
    .executeTakeFirstOrThrow();
}

function storedCall(transactionRef: string) {
  return t.deps.db
    .selectFrom('seamless_transactions')
    .select(['kind', 'status', 'answer_status', 'request_hash', 'round_id', 'ledger_transaction_id'])
    .where('transaction_ref', '=', transactionRef)
    .executeTakeFirst();
}

describe('seamless wallet: many bets in one call', () => {
  it('when a batch takes bets of two players, then each is taken in order against the running balance, once', async () => {
    const before = { player: cents(await balanceOf(t, player)), agent: cents(await balanceOf(t, agent)) };
    const shared = `round-${crypto.randomUUID()}`;
    const bets = [
      betBody(player, '3.00', { round: shared }),
      betBody(agent, '2.00'),
      betBody(player, '4.00', { round: shared }),
      betBody(player, '5.00'),
    ];
    const answer = await batch(bets);
    expect(answer).toMatchObject({ status: 'OK', retry: false });
    expect(answer.results.map((r) => [r.ref, r.status])).toEqual(bets.map((b) => [b.transactionId, 'OK']));
    // Each answer carries MAIN right after its own bet.
    expect(answer.results.map((r) => cents(r.balance))).toEqual([
      before.player - 300,
      before.agent - 200,
      before.player - 700,
      before.player - 1200,
    ]);
    expect(cents(await balanceOf(t, player))).toBe(before.player - 1200);
    expect(await roundRow(shared)).toMatchObject({
      member_id: BigInt(player.playerId),
      status: 'OPEN',
      stake_minor: 700n,
      bet_count: 2,
      live_bet_count: 2,
      balance_before: BigInt(before.player),
      balance_after: BigInt(before.player - 700),
      game_code: 'house-slot',
    });
    // The same row, hash and ledger key a single bet of that body makes.
    const stored = await storedCall(bets[0]?.transactionId ?? '');
    expect(stored).toMatchObject({
      kind: 'BET',
      status: 'APPLIED',
      answer_status: 'OK',
      request_hash: hashRequest(bets[0] ?? {}),
      round_id: (await roundRow(shared)).id,
      ledger_transaction_id: BigInt(answer.results[0]?.transactionId ?? 0),
    });
    const posting = await t.deps.db
      .selectFrom('ledger_transactions')
      .select(['idempotency_key', 'kind'])
      .where('id', '=', BigInt(answer.results[0]?.transactionId ?? 0))
      .executeTakeFirstOrThrow();
    expect(posting).toEqual({
      idempotency_key: `seamless:${HOUSE_PROVIDER_CODE}:${bets[0]?.transactionId}`,
      kind: 'GAME_BET',
    });

    // The whole batch again, and one of its bets alone: the first answers, no money moves.
    const again = await batch(bets);
    expect(again.results.map((r) => [r.status, r.transactionId])).toEqual(
      answer.results.map((r) => [r.status, r.transactionId]),
    );
    const alone = await seamlessCall(t, P.bet, bets[2]);
    expect(alone.answer).toMatchObject({ status: 'OK', transactionId: answer.results[2]?.transactionId });
    expect(cents(await balanceOf(t, player))).toBe(before.player - 1200);
    expect((await roundRow(shared)).bet_count).toBe(2);
  });

  it('when batch bets land on a round a single bet opened, then they are counted on it and roll back as single bets', async () => {
    const first = betBody(player, '1.00');
    const opening = cents((await seamlessCall(t, P.bet, first)).answer.balance) + 100;
    const bets = [
      betBody(player, '2.00', { round: first.roundId }),
      betBody(player, '0.50', { round: first.roundId }),
    ];
    expect((await batch(bets)).results.map((r) => r.status)).toEqual(['OK', 'OK']);
    expect(await roundRow(first.roundId)).toMatchObject({
      stake_minor: 350n,
      bet_count: 3,
      live_bet_count: 3,
      balance_before: BigInt(opening),
      balance_after: BigInt(opening - 350),
    });
    const rolledBack = await seamlessCall(t, P.rollback, rollbackBody(player, bets[0] ?? first));
    expect(rolledBack.answer).toMatchObject({ status: 'OK', balance: ((opening - 150) / 100).toFixed(2) });
    expect(await roundRow(first.roundId)).toMatchObject({ stake_minor: 150n, live_bet_count: 2 });
  });

  it('when a player runs short mid-batch, then that bet is INSUFFICIENT_FUNDS, stored, and the others go through', async () => {
    const newbie = await playerInGame(t, 'demo_newbie', 'Welcome123!', 100n);
    const roundId = `round-${crypto.randomUUID()}`;
    const short = betBody(newbie, '0.60', { round: roundId });
    const bets = [
      betBody(newbie, '0.60', { round: roundId }),
      betBody(agent, '1.00'),
      short,
      betBody(newbie, '0.40'),
    ];
    const answer = await batch(bets);
    expect(answer.results.map((r) => r.status)).toEqual(['OK', 'OK', 'INSUFFICIENT_FUNDS', 'OK']);
    expect(answer.results.map((r) => r.balance)).toEqual([
      '0.40',
      answer.results[1]?.balance,
      '0.40',
      '0.00',
    ]);
    expect(await roundRow(roundId)).toMatchObject({ stake_minor: 60n, bet_count: 1 });
    expect(await storedCall(short.transactionId)).toMatchObject({
      status: 'REFUSED',
      answer_status: 'INSUFFICIENT_FUNDS',
      round_id: (await roundRow(roundId)).id,
    });
    // Stored: money arriving later does not turn the refused bet into a taken one, alone or batched.
    await fund(t, await memberId(t, 'demo_newbie'), 1_000n);
    expect((await seamlessCall(t, P.bet, short)).answer.status).toBe('INSUFFICIENT_FUNDS');
    expect((await batch([short])).results[0]?.status).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(t, newbie)).toBe('10.00');
  });

  it('when a single bet races the same id in a batch, then it is taken once and both answer it alike', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const raced = betBody(player, '1.00');
      const other = betBody(player, '1.00');
      const before = cents(await balanceOf(t, player));
      const [single, batched] = await Promise.all([seamlessCall(t, P.bet, raced), batch([other, raced])]);
      // Both take the id's lock first: whichever is second reads what the first committed.
      expect(single.answer.status).toBe('OK');
      expect(batched.results.map((r) => r.status)).toEqual(['OK', 'OK']);
      expect(batched.results[1]?.transactionId).toBe(single.answer.transactionId);
      expect(cents(await balanceOf(t, player))).toBe(before - 200);
    }
  });

  it('when batches with the same bets race, then they queue and every bet is taken exactly once', async () => {
    const roundId = `round-${crypto.randomUUID()}`;
    const bets = Array.from({ length: 6 }, (_, i) =>
      i % 2 === 0 ? betBody(player, '1.00', { round: roundId }) : betBody(agent, '1.00'),
    );
    const before = { player: cents(await balanceOf(t, player)), agent: cents(await balanceOf(t, agent)) };
    const answers = await Promise.all([batch(bets), batch([...bets].reverse()), batch(bets.slice(2))]);
    for (const answer of answers) expect(answer.results.every((r) => r.status === 'OK')).toBe(true);
    const byRef = (answer: TBatchAnswer) => new Map(answer.results.map((r) => [r.ref, r.transactionId]));
    expect(byRef(answers[1] as TBatchAnswer)).toEqual(byRef(answers[0] as TBatchAnswer));
    expect(cents(await balanceOf(t, player))).toBe(before.player - 300);
    expect(cents(await balanceOf(t, agent))).toBe(before.agent - 300);
    expect(await roundRow(roundId)).toMatchObject({ stake_minor: 300n, bet_count: 3 });
  });
});

/** Runs `work` with the test's vendor changed, and puts it back whatever happens. */
async function withVendor<T>(
  change: { status?: 'MAINTENANCE'; wallet_mode?: 'TRANSFER' },
  work: () => Promise<T>,
): Promise<T> {
  const vendor = t.deps.db.updateTable('game_vendors').where('vassalage', '=', GAME_VENDOR);
  await vendor.set(change).execute();
  try {
    return await work();
  } finally {
    await vendor.set({ status: 'ACTIVE', wallet_mode: 'SEAMLESS' }).execute();
  }
}

describe('seamless wallet: refusals in a batch of bets', () => {
  it('when bets in a batch are wrong, then each gets the refusal a single bet would, stored, and the others are taken', async () => {
    const closed = betBody(player, '1.00');
    await seamlessCall(t, P.bet, closed);
    await seamlessCall(t, P.endRound, { ...winBody(player, closed.roundId, '0') });
    const agents = betBody(agent, '1.00');
    await seamlessCall(t, P.bet, agents);
    const late = betBody(player, '1.00');
    expect((await seamlessCall(t, P.rollback, rollbackBody(player, late))).answer.status).toBe('OK');
    const reused = betBody(player, '1.00');
    await batch([reused]);
    const before = cents(await balanceOf(t, player));
    const bets = [
      { ...betBody(player, '1.00'), sessionToken: 'x'.repeat(40) },
      betBody(player, '1.00', { round: closed.roundId }),
      betBody(player, '1.00', { round: agents.roundId }),
      late,
      betBody(player, '99999.00'),
      { ...reused, amount: '9.00' },
      betBody(player, '0.00'),
      { ...betBody(player, '1.00'), currency: 'USD' },
      { ...betBody(player, '1.00'), playerId: '999999999' },
      betBody(player, '0.25'),
    ];
    const statuses = [
      'TOKEN_EXPIRED',
      'BET_NOT_ALLOWED',
      'BET_NOT_ALLOWED',
      'BET_NOT_ALLOWED',
      'INSUFFICIENT_FUNDS',
      'DUPLICATE_TRANSACTION',
      'BAD_REQUEST',
      'CURRENCY_MISMATCH',
      'PLAYER_NOT_FOUND',
      'OK',
    ];
    const answer = await batch(bets);
    expect(answer.results.map((r) => r.status)).toEqual(statuses);
    expect(answer.results.map((r) => r.ref)).toEqual(bets.map((b) => b.transactionId));
    expect(cents(await balanceOf(t, player))).toBe(before - 25);
    // Refusals of a known player are stored as a single bet stores them (with the round they named).
    const rounds = [
      null,
      (await roundRow(closed.roundId)).id,
      (await roundRow(agents.roundId)).id,
      null,
      null,
    ];
    for (const [index, roundId] of rounds.entries()) {
      const stored = await storedCall(bets[index]?.transactionId ?? '');
      expect(stored).toMatchObject({ kind: 'BET', status: 'REFUSED', answer_status: statuses[index] });
      expect(stored?.round_id ?? null).toEqual(roundId);
    }
    // Their repeat, batched or alone (the expired token's with a live one), gets the first answer.
    expect((await batch(bets)).results.map((r) => r.status)).toEqual(statuses);
    const fixedToken = { ...bets[0], sessionToken: player.sessionToken };
    expect((await seamlessCall(t, P.bet, fixedToken)).answer.status).toBe('TOKEN_EXPIRED');
    for (const [index, bet] of bets.entries()) {
      expect((await seamlessCall(t, P.bet, bet)).answer.status).toBe(statuses[index]);
    }
    expect(cents(await balanceOf(t, player))).toBe(before - 25);
  });

  it('when two players name one new round in a batch, then the first opens it and the other is refused on it', async () => {
    const roundId = `round-${crypto.randomUUID()}`;
    const theirs = betBody(agent, '1.00', { round: roundId });
    const answer = await batch([betBody(player, '1.00', { round: roundId }), theirs]);
    expect(answer.results.map((r) => r.status)).toEqual(['OK', 'BET_NOT_ALLOWED']);
    const round = await roundRow(roundId);
    expect(round).toMatchObject({ member_id: BigInt(player.playerId), bet_count: 1 });
    expect(await storedCall(theirs.transactionId)).toMatchObject({ status: 'REFUSED', round_id: round.id });
  });

  it("when a demo account bets in a batch, then the stake goes to the vendor's trial game account", async () => {
    const demo = await playerInGame(t, 'demo_newbie', 'Welcome123!', 300n);
    const demoId = await memberId(t, 'demo_newbie');
    const merchantId = await merchantIdOf(t);
    const trialBalance = () => houseBalance(t.deps.db, merchantId, `GAME_TRIAL:${GAME_VENDOR}`);
    const before = await trialBalance();
    const { agent_type: agentType } = await t.deps.db
      .selectFrom('members')
      .select('agent_type')
      .where('id', '=', demoId)
      .executeTakeFirstOrThrow();
    const members = t.deps.db.updateTable('members').where('id', '=', demoId);
    await members.set({ agent_type: DEMO_AGENT_TYPE }).execute();
    const answer = await batch([betBody(demo, '2.00'), betBody(player, '1.00')]).finally(() =>
      members.set({ agent_type: agentType }).execute(),
    );
    expect(answer.results.map((r) => r.status)).toEqual(['OK', 'OK']);
    expect(await trialBalance()).toBe(before + 200n);
  });

  it('when a player is locked or the vendor is closed or in transfer mode, then those bets are refused and stored', async () => {
    const newbie = await playerInGame(t, 'demo_newbie', 'Welcome123!', 500n);
    const newbieId = await memberId(t, 'demo_newbie');
    const locked = betBody(newbie, '1.00');
    const newbieStart = await balanceOf(t, newbie);
    await t.deps.db.updateTable('members').set({ status: 'DISABLED' }).where('id', '=', newbieId).execute();
    const first = await batch([locked, betBody(agent, '1.00')]).finally(() =>
      t.deps.db.updateTable('members').set({ status: 'ACTIVE' }).where('id', '=', newbieId).execute(),
    );
    expect(first.results.map((r) => r.status)).toEqual(['ACCOUNT_LOCKED', 'OK']);
    const disabled = betBody(player, '1.00');
    const closed = await withVendor({ status: 'MAINTENANCE' }, () => batch([disabled]));
    const transfer = betBody(player, '1.00');
    const moved = await withVendor({ wallet_mode: 'TRANSFER' }, () => batch([transfer]));
    expect([closed.results[0]?.status, moved.results[0]?.status]).toEqual([
      'GAME_DISABLED',
      'BET_NOT_ALLOWED',
    ]);
    const before = await balanceOf(t, player);
    expect((await batch([locked, disabled, transfer])).results.map((r) => r.status)).toEqual([
      'ACCOUNT_LOCKED',
      'GAME_DISABLED',
      'BET_NOT_ALLOWED',
    ]);
    expect(await balanceOf(t, player)).toBe(before);
    expect(await balanceOf(t, newbie)).toBe(newbieStart);
    expect(await storedCall(locked.transactionId)).toMatchObject({
      status: 'REFUSED',
      answer_status: 'ACCOUNT_LOCKED',
    });
  });

  it('when the player logged out, then the batch refuses their bets and takes the others', async () => {
    const newbie = await playerInGame(t, 'demo_newbie', 'Welcome123!', 100n);
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: authed(newbie.siteToken),
    });
    expect(logout.statusCode).toBe(200);
    const answer = await batch([betBody(newbie, '1.00'), betBody(player, '1.00')]);
    expect(answer.results.map((r) => r.status)).toEqual(['TOKEN_EXPIRED', 'OK']);
  });

  it('when the batch is empty, too long or repeats an id, then BAD_REQUEST and nothing is taken', async () => {
    const bet = betBody(player, '0.01');
    const before = cents(await balanceOf(t, player));
    expect(await batch([])).toMatchObject({ status: 'BAD_REQUEST', retry: false });
    expect((await batch([bet, bet])).status).toBe('BAD_REQUEST');
    const tooMany = Array.from({ length: MAX_BETS_PER_BATCH + 1 }, () => betBody(player, '0.01'));
    expect((await batch(tooMany)).status).toBe('BAD_REQUEST');
    expect((await batch([{ ...bet, amount: '1.001' }])).status).toBe('BAD_REQUEST');
    expect(cents(await balanceOf(t, player))).toBe(before);
  });

  it('when a full batch of bets is sent, then all are taken and the ledger verifies', async () => {
    const before = { player: cents(await balanceOf(t, player)), agent: cents(await balanceOf(t, agent)) };
    const shared = { player: `round-${crypto.randomUUID()}`, agent: `round-${crypto.randomUUID()}` };
    const bets = Array.from({ length: MAX_BETS_PER_BATCH }, (_, i) => {
      const game = i % 2 === 0 ? player : agent;
      return betBody(
        game,
        '0.01',
        i % 5 === 0 ? { round: game === player ? shared.player : shared.agent } : {},
      );
    });
    const answer = await batch(bets);
    expect(answer.results.filter((r) => r.status === 'OK')).toHaveLength(MAX_BETS_PER_BATCH);
    expect(cents(answer.results.at(-1)?.balance)).toBe(before.agent - MAX_BETS_PER_BATCH / 2);
    expect(cents(await balanceOf(t, player))).toBe(before.player - MAX_BETS_PER_BATCH / 2);
    expect(await roundRow(shared.player)).toMatchObject({ stake_minor: 50n, bet_count: 50 });
    expect(await verifyLedger(t.deps.db)).toEqual([]);
  });
});
