import { randomUUID } from 'node:crypto';
import { MAX_WINS_PER_BATCH, SEAMLESS_PATHS as P } from '@tala/contract/vendor-wallet/seamless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/modules/ledger/ledger-verify.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import {
  balanceOf,
  betBody,
  cents,
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

/** A round of `game` with a 1.00 bet placed; its id. */
async function roundWithBet(game: TGameSession): Promise<{ roundId: string; transactionId: string }> {
  const bet = betBody(game, '1.00');
  expect((await seamlessCall(t, P.bet, bet)).answer.status).toBe('OK');
  return { roundId: bet.roundId, transactionId: bet.transactionId };
}

type TResult = { ref: string; status: string; balance?: string; transactionId?: string };
async function batch(wins: unknown[]): Promise<{ status: string; results: TResult[] }> {
  const { answer } = await seamlessCall(t, P.winBatch, { wins });
  return answer as unknown as { status: string; results: TResult[] };
}

describe('seamless wallet: many wins in one call', () => {
  it('when a batch pays wins on several rounds of two players, then each is paid once, in order, with its balance', async () => {
    const before = { player: cents(await balanceOf(t, player)), agent: cents(await balanceOf(t, agent)) };
    const a = await roundWithBet(player);
    const b = await roundWithBet(player);
    const c = await roundWithBet(agent);
    const wins = [
      winBody(player, a.roundId, '2.50'),
      winBody(agent, c.roundId, '0.75'),
      winBody(player, a.roundId, '1.25'),
      winBody(player, b.roundId, '0.00'),
    ];
    const answer = await batch(wins);
    expect(answer.status).toBe('OK');
    expect(answer.results.map((r) => [r.ref, r.status])).toEqual(wins.map((w) => [w.transactionId, 'OK']));
    // Each answer carries MAIN right after its own win (two bets of 1.00 were taken first).
    expect(cents(answer.results[0]?.balance)).toBe(before.player - 200 + 250);
    expect(cents(answer.results[2]?.balance)).toBe(before.player - 200 + 375);
    expect(cents(answer.results[1]?.balance)).toBe(before.agent - 100 + 75);
    expect(answer.results[3]?.transactionId).toBeUndefined();
    expect(cents(await balanceOf(t, player))).toBe(before.player - 200 + 375);
    const round = await t.deps.db
      .selectFrom('game_rounds')
      .select(['win_minor', 'balance_after'])
      .where('round_ref', '=', a.roundId)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ win_minor: 375n, balance_after: BigInt(before.player - 200 + 375) });

    // The same batch again, and one of its wins alone: the first answers, no money moves.
    const again = await batch(wins);
    expect(again.results.map((r) => r.transactionId)).toEqual(answer.results.map((r) => r.transactionId));
    const alone = await seamlessCall(t, P.win, wins[0]);
    expect(alone.answer).toMatchObject({ status: 'OK', transactionId: answer.results[0]?.transactionId });
    expect(cents(await balanceOf(t, player))).toBe(before.player - 200 + 375);
  });

  it('when a win was paid singly first, then the batch answers it as paid and pays only the rest', async () => {
    const round = await roundWithBet(player);
    const first = winBody(player, round.roundId, '3.00');
    const single = await seamlessCall(t, P.win, first);
    const before = cents(await balanceOf(t, player));
    const answer = await batch([first, winBody(player, round.roundId, '1.00')]);
    expect(answer.results[0]).toMatchObject({ status: 'OK', transactionId: single.answer.transactionId });
    expect(answer.results[1]?.status).toBe('OK');
    expect(cents(await balanceOf(t, player))).toBe(before + 100);
  });

  it('when wins in a batch are wrong, then each gets the refusal a single win would and the others are paid', async () => {
    const mine = await roundWithBet(player);
    const rolledBack = await roundWithBet(player);
    expect((await seamlessCall(t, P.rollback, rollbackBody(player, rolledBack))).answer.status).toBe('OK');
    const reused = winBody(player, mine.roundId, '1.00');
    await batch([reused]);
    const before = cents(await balanceOf(t, player));
    const results = (
      await batch([
        winBody(player, `round-${randomUUID()}`, '1.00'),
        winBody(agent, mine.roundId, '1.00'),
        winBody(player, rolledBack.roundId, '1.00'),
        { ...winBody(player, mine.roundId, '1.00'), currency: 'USD' },
        { ...winBody(player, mine.roundId, '1.00'), playerId: '999999999' },
        { ...reused, amount: '9.00' },
        winBody(player, mine.roundId, '0.50'),
      ])
    ).results.map((r) => r.status);
    expect(results).toEqual([
      'ROUND_NOT_FOUND',
      'BET_NOT_ALLOWED',
      'BET_NOT_ALLOWED',
      'CURRENCY_MISMATCH',
      'PLAYER_NOT_FOUND',
      'DUPLICATE_TRANSACTION',
      'OK',
    ]);
    expect(cents(await balanceOf(t, player))).toBe(before + 50);
  });

  it('when a win overtook its bet in a batch, then its retry after the bet is paid', async () => {
    const roundId = `round-${randomUUID()}`;
    const win = winBody(player, roundId, '2.00');
    expect((await batch([win])).results[0]).toMatchObject({ status: 'ROUND_NOT_FOUND', retry: true });
    await seamlessCall(t, P.bet, betBody(player, '1.00', { round: roundId }));
    expect((await batch([win])).results[0]?.status).toBe('OK');
  });

  it('when batches with the same wins race, then they queue on the player and every win is paid exactly once', async () => {
    const rounds = await Promise.all(Array.from({ length: 5 }, () => roundWithBet(player)));
    const wins = rounds.map((round) => winBody(player, round.roundId, '1.00'));
    const before = cents(await balanceOf(t, player));
    const answers = await Promise.all([batch(wins), batch([...wins].reverse()), batch(wins.slice(2))]);
    for (const answer of answers) expect(answer.results.every((r) => r.status === 'OK')).toBe(true);
    expect(cents(await balanceOf(t, player))).toBe(before + 500);
  });

  it('when the batch is empty, too long or repeats an id, then BAD_REQUEST and nothing is paid', async () => {
    const round = await roundWithBet(player);
    const win = winBody(player, round.roundId, '1.00');
    const before = cents(await balanceOf(t, player));
    expect((await batch([])).status).toBe('BAD_REQUEST');
    expect((await batch([win, win])).status).toBe('BAD_REQUEST');
    const tooMany = Array.from({ length: MAX_WINS_PER_BATCH + 1 }, () =>
      winBody(player, round.roundId, '0.01'),
    );
    expect((await batch(tooMany)).status).toBe('BAD_REQUEST');
    expect(cents(await balanceOf(t, player))).toBe(before);
  });

  it('when a full batch of wins is sent, then all are paid and the ledger verifies', async () => {
    const round = await roundWithBet(agent);
    const before = cents(await balanceOf(t, agent));
    const wins = Array.from({ length: MAX_WINS_PER_BATCH }, () => winBody(agent, round.roundId, '0.01'));
    const answer = await batch(wins);
    expect(answer.results.filter((r) => r.status === 'OK')).toHaveLength(MAX_WINS_PER_BATCH);
    expect(cents(await balanceOf(t, agent))).toBe(before + MAX_WINS_PER_BATCH);
    expect(await verifyLedger(t.deps.db)).toEqual([]);
  });
});
