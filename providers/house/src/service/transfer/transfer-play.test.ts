import { randomUUID } from 'node:crypto';
import { signedHeaders } from '@tala/contract/vendor-wallet/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../../apps/server/test/support/test-app.ts';
import { providerSecret } from '../../../../../apps/server/test/vendor-wallet/seamless-helpers.ts';
import { HouseError } from '../api/house-error.ts';
import { eventBoard, myEventBets, placeEventBet } from '../events/event.service.ts';
import { settleDueMatches } from '../events/event-settlement.ts';
import { shootFish } from '../games/fish.service.ts';
import type { THouseContext } from '../house-context.ts';
import type { TSeamlessTransport } from '../seamless/seamless-transport.ts';
import { openSession, readBalance, requireSession, type THouseSession } from '../sessions/session.service.ts';
import { houseContext, launchToken, platformRound, siteLogin } from '../testing/house-test-helpers.ts';

let t: TTestApp;
let ctx: THouseContext;

/** The platform telling the house that the launched vendor runs in transfer mode (authenticate's walletMode). */
const asTransferMode =
  (transport: TSeamlessTransport): TSeamlessTransport =>
  async (request) => {
    const reply = await transport(request);
    if (!request.path.endsWith('/authenticate')) return reply;
    return { ...reply, body: JSON.stringify({ ...JSON.parse(reply.body), walletMode: 'TRANSFER' }) };
  };

beforeAll(async () => {
  t = await createTestApp();
  ctx = houseContext(t, { wrap: asTransferMode });
});
afterAll(async () => {
  await t.close();
});

async function transferCall(name: 'transferIn' | 'transferOut', session: THouseSession, amount: string) {
  const rawBody = JSON.stringify({
    vassalage: session.transferVassalage,
    playerId: session.playerId,
    reference: `ref-${randomUUID()}`,
    amount,
    currency: 'PHP',
  });
  const secret = await providerSecret(t);
  const headers = signedHeaders({ secret, merchantCode: 'TALA', providerCode: 'HOUSE', rawBody });
  return (
    await t.app.inject({ method: 'POST', url: `/house/transfer/v1/${name}`, headers, payload: rawBody })
  ).json();
}

async function transferSession(gameId: string): Promise<THouseSession> {
  const opened = await openSession(ctx, 'TALA', await launchToken(t, await siteLogin(t), gameId));
  return requireSession(ctx, opened.sessionToken);
}

describe('play at a transfer-mode vendor', () => {
  it('when the session opens, then the page is told it plays on the vendor wallet, by the vendor name', async () => {
    const opened = await openSession(ctx, 'TALA', await launchToken(t, await siteLogin(t), 'house-fish'));
    expect(opened.wallet).toEqual({ kind: 'VENDOR', vendorName: 'Tala Fishing' });
    expect(opened.player.currencySymbol).toBe('P');
  });

  it('when the vendor wallet is empty, then a shot is refused; after a transfer in, shots move only that wallet', async () => {
    const session = await transferSession('house-fish');
    expect(session.transferVassalage).toBe('TALA_FISH');
    expect(await readBalance(ctx, session)).toBe('0.00');
    const refused = await shootFish(ctx, session, { species: 'shark', bet: '0.50' }).catch((error) => error);
    expect(refused).toBeInstanceOf(HouseError);
    expect((refused as HouseError).code).toBe('INSUFFICIENT_FUNDS');

    expect(await transferCall('transferIn', session, '20.00')).toEqual({ status: 'OK', balance: '20.00' });
    let balance = 2_000;
    for (const species of ['clownfish', 'turtle', 'whale', 'clownfish']) {
      const { round, balance: after } = await shootFish(ctx, session, { species, bet: '0.50' });
      balance += Math.round(Number(round.win) * 100) - 50;
      expect(Math.round(Number(after) * 100)).toBe(balance);
      // Nothing went through the seamless wallet: the platform never saw these rounds.
      expect(await platformRound(t, round.roundId)).toEqual({ round: null, calls: [] });
    }
    const rounds = await ctx.db
      .selectFrom('house.rounds')
      .select('state')
      .where('session_id', '=', session.id)
      .execute();
    expect(rounds.map((row) => row.state)).toEqual(['CLOSED', 'CLOSED', 'CLOSED', 'CLOSED']);
    const left = (balance / 100).toFixed(2);
    expect(await transferCall('transferOut', session, left)).toEqual({ status: 'OK', balance: '0.00' });
  });

  it('when an event bet is placed from a transfer wallet, then settlement credits that wallet and closes the bet', async () => {
    const session = await transferSession('house-virtual-football');
    await transferCall('transferIn', session, '10.00');
    const board = await eventBoard(ctx, 'house-virtual-football');
    const open = board.matches.find((match) => match.status === 'OPEN');
    if (!open) throw new Error('the schedule always has an open match');
    const placed = await placeEventBet(ctx, session, {
      matchId: open.matchId,
      market: 'total-goals-2.5',
      selection: 'under',
      stake: '3.00',
    });
    expect(placed.balance).toBe('7.00');
    await settleDueMatches(ctx, new Date(Date.now() + 3_600_000));
    const [bet] = (await myEventBets(ctx, session)).bets;
    expect(['WON', 'LOST']).toContain(bet?.status);
    const win = bet?.status === 'WON' ? placed.bet.potentialWin : '0.00';
    expect(bet?.win).toBe(win);
    expect(await readBalance(ctx, session)).toBe((7 + Number(win)).toFixed(2));
    const round = await ctx.db
      .selectFrom('house.rounds')
      .select('state')
      .where('round_ref', '=', placed.bet.betId)
      .executeTakeFirstOrThrow();
    expect(round.state).toBe('CLOSED');
    expect(await platformRound(t, placed.bet.betId)).toEqual({ round: null, calls: [] });
  });
});
