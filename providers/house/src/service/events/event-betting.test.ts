import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../../../apps/server/src/modules/ledger/ledger-verify.ts';
import { createTestApp, type TTestApp } from '../../../../../apps/server/test/support/test-app.ts';
import {
  type TEventMatch,
  ZEventBetAnswer,
  ZEventBoardAnswer,
  ZMyEventBetsAnswer,
  ZVerifyAnswer,
} from '../api/api-contract.ts';
import type { THouseContext } from '../house-context.ts';
import { recoverRounds } from '../rounds/round-recovery.ts';
import { cents, fundPlayer, houseContext, openGame, platformRound } from '../testing/house-test-helpers.ts';
import { settleDueMatches } from './event-settlement.ts';

let t: TTestApp;
let ctx: THouseContext;

beforeAll(async () => {
  t = await createTestApp();
  ctx = houseContext(t);
  await fundPlayer(t, 1_000_000n);
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

async function openBoard(gameId: string) {
  const game = await openGame(t, gameId);
  const board = ZEventBoardAnswer.parse((await game.api.get(`/house/api/events/${gameId}/board`)).json);
  const open = board.matches.find((match) => match.status === 'OPEN');
  if (!open) throw new Error('the schedule always has an open match');
  return { ...game, board, open };
}

/** Runs the settlement job as if the clock were past every match, then the wallet calls it queued. */
async function settleEverything(): Promise<void> {
  await settleDueMatches(ctx, new Date(Date.now() + 3_600_000));
  for (let pass = 0; pass < 5; pass++) await recoverRounds(ctx);
}

describe('event betting: the shared schedule', () => {
  it('when the board is opened, then it shows open and live matches with priced markets and committed seeds', async () => {
    const { board, open } = await openBoard('house-virtual-football');
    expect(board.matches.length).toBeGreaterThanOrEqual(2);
    expect(open).toMatchObject({
      kind: 'football',
      gameId: 'house-virtual-football',
      clientSeed: open.matchId,
      nonce: 0,
    });
    expect(open.markets.map((market) => market.market)).toEqual(['match-result', 'total-goals-2.5']);
    expect(open.serverSeed).toBeUndefined();
    expect(open.home).not.toBe(open.away);
    // A second look at the board shows the same matches (one schedule, not one per request) — the same
    // match by its id: on a slow machine the first open one may have kicked off in between.
    const again = await openBoard('house-virtual-football');
    const same = again.board.matches.find((match) => match.matchId === open.matchId);
    expect(same?.serverSeedHash).toBe(open.serverSeedHash);
  });

  it('when a bet is placed and its match ends, then it is debited at once, paid at settlement, and verifiable', async () => {
    const { session, api, open } = await openBoard('house-virtual-sabong');
    const odds = open.markets[0]?.selections.find((selection) => selection.selection === 'meron')?.odds ?? '';
    const placed = ZEventBetAnswer.parse(
      (
        await api.post('/house/api/events/bet', {
          matchId: open.matchId,
          market: 'fight-result',
          selection: 'meron',
          stake: '4.00',
        })
      ).json,
    );
    expect(placed.bet).toMatchObject({ status: 'OPEN', odds, stake: '4.00', matchId: open.matchId });
    expect(cents(placed.bet.potentialWin)).toBe(Math.ceil((400 * cents(odds)) / 100));
    expect(cents(placed.balance)).toBe(cents(session.player.balance) - 400);
    expect((await platformRound(t, placed.bet.betId)).calls.map((call) => call.kind)).toEqual(['BET']);

    await settleEverything();

    const mine = ZMyEventBetsAnswer.parse((await api.get('/house/api/events/my-bets')).json).bets;
    const settled = mine.find((bet) => bet.betId === placed.bet.betId);
    expect(['WON', 'LOST', 'REFUNDED']).toContain(settled?.status);
    const board = ZEventBoardAnswer.parse(
      (await api.get('/house/api/events/house-virtual-sabong/board')).json,
    );
    const match = board.matches.find((candidate) => candidate.matchId === open.matchId) as TEventMatch;
    expect(match.status).toBe('SETTLED');
    const expectedWin = { WON: placed.bet.potentialWin, REFUNDED: '4.00', LOST: '0.00' }[
      settled?.status as 'WON'
    ];
    expect(settled?.win).toBe(expectedWin);
    expect(match.result?.winners['fight-result']).toEqual(
      settled?.status === 'WON'
        ? 'meron'
        : settled?.status === 'REFUNDED'
          ? 'draw'
          : expect.not.stringMatching(/^meron$/),
    );

    const recorded = await platformRound(t, placed.bet.betId);
    expect(recorded.round).toMatchObject({ status: 'CLOSED', win_minor: BigInt(cents(expectedWin)) });
    expect(recorded.calls.map((call) => call.kind)).toEqual(
      cents(expectedWin) > 0 ? ['BET', 'WIN'] : ['BET'],
    );
    expect(recorded.round?.detail).toMatchObject({
      proof: {
        serverSeed: match.serverSeed,
        serverSeedHash: match.serverSeedHash,
        clientSeed: match.matchId,
        nonce: 0,
        entropy: match.entropy,
      },
      outcome: { result: match.result },
    });

    const verified = ZVerifyAnswer.parse(
      (
        await api.post('/house/api/verify', {
          gameId: 'house-virtual-sabong',
          serverSeed: match.serverSeed,
          clientSeed: match.matchId,
          nonce: 0,
          serverSeedHash: match.serverSeedHash,
          entropy: match.entropy,
        })
      ).json,
    );
    expect(verified).toMatchObject({
      isCommitmentValid: true,
      outcome: { kind: 'events', round: { markets: open.markets, result: match.result } },
    });
  });

  it('when settlement runs again, then nothing is paid twice', async () => {
    const before = await t.deps.db
      .selectFrom('seamless_transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await settleEverything();
    const after = await t.deps.db
      .selectFrom('seamless_transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('when a bet names a closed match, an unknown match or an unknown selection, then it is refused', async () => {
    const { api, open } = await openBoard('house-virtual-esports');
    const bet = { matchId: open.matchId, market: 'match-winner', selection: 'team-a', stake: '1.00' };
    const unknownSelection = await api.post('/house/api/events/bet', { ...bet, selection: 'team-c' });
    expect([unknownSelection.statusCode, unknownSelection.json.error.code]).toEqual([400, 'BAD_REQUEST']);
    const unknownMatch = await api.post('/house/api/events/bet', { ...bet, matchId: 'esports-1' });
    expect([unknownMatch.statusCode, unknownMatch.json.error.code]).toEqual([404, 'NOT_FOUND']);
    await sql`UPDATE house.event_matches SET opens_at = now() - interval '3 minutes', kickoff_at = now() - interval '1 second'
      WHERE match_ref = ${open.matchId}`.execute(ctx.db);
    const closed = await api.post('/house/api/events/bet', bet);
    expect([closed.statusCode, closed.json.error.code]).toEqual([403, 'BET_NOT_ALLOWED']);
  });

  it('when a slot session asks to bet on events, then BAD_REQUEST', async () => {
    const slot = await openGame(t, 'house-slot');
    const res = await slot.api.post('/house/api/events/bet', {
      matchId: 'x-1',
      market: 'm',
      selection: 's',
      stake: '1.00',
    });
    expect([res.statusCode, res.json.error.code]).toEqual([400, 'BAD_REQUEST']);
  });
});
