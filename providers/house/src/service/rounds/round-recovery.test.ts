import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../../../apps/server/src/modules/ledger/ledger-verify.ts';
import { createTestApp, type TTestApp } from '../../../../../apps/server/test/support/test-app.ts';
import type { TBaccaratDealAnswer } from '../api/api-contract.ts';
import { HouseError } from '../api/house-error.ts';
import { dealBaccarat } from '../games/baccarat.service.ts';
import type { THouseContext } from '../house-context.ts';
import type { TSeamlessTransport } from '../seamless/seamless-transport.ts';
import { requireSession } from '../sessions/session.service.ts';
import { cents, fundPlayer, houseContext, openGame, platformRound } from '../testing/house-test-helpers.ts';
import { recoverRounds } from './round-recovery.ts';
import { walletRefs } from './round-wallet.ts';

let t: TTestApp;
let healthy: THouseContext;

beforeAll(async () => {
  t = await createTestApp();
  healthy = houseContext(t);
  await fundPlayer(t, 1_000_000n);
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

type TFault = 'lose-answer' | 'never-sent';
/** A network that fails the calls named in `faults`: after the platform applied them, or before. */
function faulty(faults: Partial<Record<'bet' | 'win' | 'rollback' | 'endRound', TFault>>, times = Infinity) {
  return (transport: TSeamlessTransport): TSeamlessTransport =>
    async (request) => {
      const call = request.path.split('/').pop() as keyof typeof faults;
      const fault = faults[call];
      if (!fault || times <= 0) return transport(request);
      times -= 1;
      if (fault === 'never-sent') throw new Error(`cut before ${call}`);
      await transport(request);
      throw new Error(`answer to ${call} lost`);
    };
}

// Player and banker both covered: every deal pays something back, so every round has a win to deliver.
const BETS = { player: '3.00', banker: '2.00' };

async function dealThrough(
  ctx: THouseContext,
): Promise<{ answer?: TBaccaratDealAnswer; error?: HouseError; sessionToken: string }> {
  const { session } = await openGame(t, 'house-baccarat-live');
  const houseSession = await requireSession(ctx, session.sessionToken);
  try {
    return { answer: await dealBaccarat(ctx, houseSession, BETS), sessionToken: session.sessionToken };
  } catch (error) {
    if (!(error instanceof HouseError)) throw error;
    return { error, sessionToken: session.sessionToken };
  }
}

async function houseRound(sessionToken: string) {
  const { hashToken } = await import('../sessions/session.service.ts');
  return healthy.db
    .selectFrom('house.rounds')
    .selectAll()
    .where('session_id', 'in', (eb) =>
      eb.selectFrom('house.sessions').select('id').where('token_hash', '=', hashToken(sessionToken)),
    )
    .executeTakeFirstOrThrow();
}

/** Ends every lease (as time would) and lets several recoverers race over the unfinished rounds. */
async function recoverConcurrently(times = 4): Promise<void> {
  await sql`UPDATE house.rounds SET lease_until = now() WHERE state IN ('PLACING', 'PLACED', 'WIN_SENT')`.execute(
    healthy.db,
  );
  await Promise.all(Array.from({ length: times }, () => recoverRounds(healthy)));
}

async function balanceCents(): Promise<number> {
  const { session } = await openGame(t, 'house-slot');
  return cents(session.player.balance);
}

describe('round recovery: no round paid twice or lost', () => {
  it('when the first answer to a bet is lost, then the retry with the same transaction id lands once', async () => {
    const { answer, sessionToken } = await dealThrough(
      houseContext(t, { wrap: faulty({ bet: 'lose-answer' }, 1) }),
    );
    expect(answer).toBeDefined();
    const round = await houseRound(sessionToken);
    expect(round.state).toBe('CLOSED');
    const recorded = await platformRound(t, round.round_ref);
    expect(recorded.calls.map((call) => [call.transaction_ref, call.kind])).toEqual([
      [walletRefs(round).bet, 'BET'],
      [walletRefs(round).win, 'WIN'],
    ]);
  });

  it('when the win gets no answer, then the player sees the round and recovery pays it exactly once', async () => {
    const before = await balanceCents();
    const { answer, sessionToken } = await dealThrough(
      houseContext(t, { wrap: faulty({ win: 'never-sent' }) }),
    );
    const win = cents(answer?.round.totalWin ?? '0');
    expect(win).toBeGreaterThan(0);
    // The answer carries the balance after the bet; the win follows once the platform is reachable.
    expect(cents(answer?.balance ?? '0')).toBe(before - 500);
    expect((await houseRound(sessionToken)).state).toBe('PLACED');

    await recoverConcurrently();
    await recoverConcurrently();

    const round = await houseRound(sessionToken);
    expect(round.state).toBe('CLOSED');
    const recorded = await platformRound(t, round.round_ref);
    expect(recorded.calls.map((call) => [call.kind, call.amount_minor])).toEqual([
      ['BET', 500n],
      ['WIN', BigInt(win)],
    ]);
    expect(recorded.round).toMatchObject({ status: 'CLOSED', win_minor: BigInt(win) });
    expect(await balanceCents()).toBe(before - 500 + win);
  });

  it('when endRound gets no answer, then recovery closes the round once, with its detail', async () => {
    const { sessionToken } = await dealThrough(
      houseContext(t, { wrap: faulty({ endRound: 'lose-answer' }) }),
    );
    expect((await houseRound(sessionToken)).state).toBe('WIN_SENT');
    await recoverConcurrently();
    const round = await houseRound(sessionToken);
    expect(round.state).toBe('CLOSED');
    expect((await platformRound(t, round.round_ref)).round).toMatchObject({
      status: 'CLOSED',
      detail: round.outcome,
    });
  });

  it('when every answer to a bet is lost, then the bet is rolled back at once and the player is told RETRY', async () => {
    const before = await balanceCents();
    const { error, sessionToken } = await dealThrough(
      houseContext(t, { wrap: faulty({ bet: 'lose-answer' }) }),
    );
    expect(error?.code).toBe('RETRY');
    const round = await houseRound(sessionToken);
    expect(round.state).toBe('ROLLED_BACK');
    expect((await platformRound(t, round.round_ref)).calls.map((call) => [call.kind, call.status])).toEqual([
      ['BET', 'ROLLED_BACK'],
      ['ROLLBACK', 'APPLIED'],
    ]);
    expect(await balanceCents()).toBe(before);
  });

  it('when the house crashed after sending the bet (round left PLACING), then recovery rolls it back exactly once', async () => {
    const before = await balanceCents();
    const { sessionToken } = await dealThrough(
      houseContext(t, { wrap: faulty({ bet: 'lose-answer', rollback: 'never-sent' }) }),
    );
    expect((await houseRound(sessionToken)).state).toBe('PLACING');
    expect(await balanceCents()).toBe(before - 500);

    await recoverConcurrently();
    await recoverConcurrently();

    const round = await houseRound(sessionToken);
    expect(round.state).toBe('ROLLED_BACK');
    const kinds = (await platformRound(t, round.round_ref)).calls.map((call) => call.kind);
    expect(kinds).toEqual(['BET', 'ROLLBACK']);
    expect(await balanceCents()).toBe(before);
  });

  it('when the house crashed before the bet left, then the rollback changes nothing and the late bet is refused', async () => {
    const before = await balanceCents();
    const { sessionToken } = await dealThrough(
      houseContext(t, { wrap: faulty({ bet: 'never-sent', rollback: 'never-sent' }) }),
    );
    await recoverConcurrently();
    const round = await houseRound(sessionToken);
    expect(round.state).toBe('ROLLED_BACK');
    const houseSession = await requireSession(healthy, sessionToken);
    const late = await healthy.wallet.bet({
      playerId: round.player_id,
      sessionToken: houseSession.walletToken,
      transactionId: walletRefs(round).bet,
      roundId: round.round_ref,
      gameId: round.game_id,
      amount: '5.00',
      currency: 'PHP',
    });
    expect(late).toEqual({
      kind: 'answer',
      answer: expect.objectContaining({ status: 'BET_NOT_ALLOWED', retry: false }),
    });
    expect(await balanceCents()).toBe(before);
  });
});
