import { createHash } from 'node:crypto';
import { PROMOTION_PATHS } from '@tala/contract/promotions/promotions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawDueRaffles, pickWinners } from '../../src/modules/promotions/raffle-draw.ts';
import {
  api,
  expectBooksBalance,
  fund,
  mainBalance,
  merchantId as merchantIdOf,
  newPlayer,
  type TPlayer,
} from '../payments/payment-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { deposit, ELIGIBLE_ANYONE, gamePosting, livePromotion, promoApi } from './promotion-helpers.ts';

/** Issue 13 §1 (decision 053): red envelope rounds grabbed once each, and raffles drawn provably fairly. */
let t: TTestApp;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
});
afterAll(async () => {
  await expectBooksBalance(t);
  await t.close();
});

/** The merchant's wall clock (Asia/Manila) `minutes` from now, as HH:MM. */
function manilaClock(minutes: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Manila',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + minutes * 60_000));
}

const envelopes = (overrides: object = {}) =>
  livePromotion(t, merchantId, {
    type: 'RED_ENVELOPE',
    category: 'EVENT',
    eligibility: ELIGIBLE_ANYONE,
    reward: {
      type: 'RED_ENVELOPE',
      times: [manilaClock(-1)],
      grabMinutes: 30,
      roundBudget: '10.00',
      envelopes: 3,
      minAmount: '1.00',
      minDepositToday: '0.00',
      wagering: null,
    },
    budget: null,
    ...overrides,
  });

const grab = (player: TPlayer, id: bigint) =>
  api(t, player.token).post(PROMOTION_PATHS.grab, { id: String(id) });

describe('red envelopes', () => {
  it('when five players grab a round of three at once, then three are paid, the pot exactly, and two are told it is gone', async () => {
    const id = await envelopes();
    const players = await Promise.all(Array.from({ length: 5 }, () => newPlayer(t)));
    const before = await Promise.all(players.map((player) => mainBalance(t, player)));
    const answers = await Promise.all(players.map((player) => grab(player, id)));
    const codes = answers.map((res) => res.json().code).sort();
    expect(codes).toEqual(['OK', 'OK', 'OK', 'PROMO_ENVELOPES_GONE', 'PROMO_ENVELOPES_GONE']);
    const after = await Promise.all(players.map((player) => mainBalance(t, player)));
    const paid = after.reduce((sum, balance, index) => sum + (balance - before[index]!), 0n);
    expect(paid).toBe(1_000n);
    const winner = players[codes.indexOf('OK')]!;
    const detail = (
      await promoApi(t, players[answers.findIndex((r) => r.json().code === 'OK')]!.token).detail(id)
    ).json().value;
    expect(detail.mine).toMatchObject({ state: 'CLAIMED' });
    expect(detail.rounds.open).toMatchObject({ left: 0, envelopes: 3 });
    const loser = players[answers.findIndex((r) => r.json().code !== 'OK')]!;
    expect((await promoApi(t, loser.token).detail(id)).json().value.mine).toMatchObject({
      state: 'CLOSE',
      reason: 'ALL_GRABBED',
    });
    expect(winner).toBeDefined();
  });

  it('when a player grabs twice in a round, then the second answers PROMO_ALREADY_GRABBED and pays nothing', async () => {
    const id = await envelopes({});
    const player = await newPlayer(t);
    expect((await promoApi(t, player.token).detail(id)).json().value.mine.state).toBe('ISSUED');
    expect((await grab(player, id)).json().code).toBe('OK');
    const balance = await mainBalance(t, player);
    expect((await grab(player, id)).json().code).toBe('PROMO_ALREADY_GRABBED');
    expect(await mainBalance(t, player)).toBe(balance);
  });

  it('when no round is open, then PROMO_ROUND_CLOSED and the page tells when the next opens', async () => {
    const id = await envelopes({
      reward: {
        type: 'RED_ENVELOPE',
        times: [manilaClock(120)],
        grabMinutes: 30,
        roundBudget: '10.00',
        envelopes: 3,
        minAmount: '1.00',
        minDepositToday: '0.00',
        wagering: null,
      },
    });
    const player = await newPlayer(t);
    expect((await grab(player, id)).json().code).toBe('PROMO_ROUND_CLOSED');
    const detail = (await promoApi(t, player.token).detail(id)).json().value;
    expect(detail.mine.state).toBe('JOINED');
    expect(detail.rounds.open).toBeNull();
    expect(Date.parse(detail.rounds.nextAt) - Date.now()).toBeGreaterThan(100 * 60_000);
  });

  it("when the rule asks for today's deposit, then a player without it is not qualified until they deposit", async () => {
    const id = await envelopes({
      reward: {
        type: 'RED_ENVELOPE',
        times: [manilaClock(-1)],
        grabMinutes: 30,
        roundBudget: '10.00',
        envelopes: 3,
        minAmount: '1.00',
        minDepositToday: '100.00',
        wagering: null,
      },
    });
    const player = await newPlayer(t);
    expect((await grab(player, id)).json().code).toBe('PROMO_NOT_QUALIFIED');
    await deposit(t, player, '100.00');
    expect((await grab(player, id)).json().code).toBe('OK');
  });
});

const DAY_MS = 86_400_000;

describe('raffles', () => {
  const raffle = () =>
    livePromotion(t, merchantId, {
      type: 'RAFFLE',
      category: 'EVENT',
      eligibility: ELIGIBLE_ANYONE,
      reward: {
        type: 'RAFFLE',
        ticketEvery: '10.00',
        maxTickets: 50,
        prizes: [
          { amount: '100.00', winners: 1 },
          { amount: '20.00', winners: 2 },
        ],
        claimDays: 7,
      },
      budget: null,
    });

  it('when the period ends, then the draw is reproducible from the revealed seed and the winners claim once', async () => {
    const id = await raffle();
    const players = await Promise.all(Array.from({ length: 5 }, () => newPlayer(t)));
    const before = (await promoApi(t, players[0]!.token).detail(id)).json().value.raffle;
    expect(before).toMatchObject({ seed: null, drawnAt: null, winners: [] });
    for (const [index, player] of players.entries()) {
      expect((await promoApi(t, player.token).join(id)).json().code).toBe('OK');
      if (index === 4) continue; // joined, never bet: no ticket
      await fund(t, player, 100_000n);
      await gamePosting(t, player, 'P8', 'GAME_BET', BigInt(index + 1) * 2_000n + 500n);
    }
    const counting = (await promoApi(t, players[2]!.token).detail(id)).json().value.raffle;
    expect(counting.mine).toEqual({ tickets: 6, first: null });
    // The period ends now (the clock the draw reads is the database's; the bets were before it).
    await sql`UPDATE promotions SET ends_at = clock_timestamp(), starts_at = clock_timestamp() - interval '2 days'
      WHERE id = ${id}`.execute(t.deps.db);
    expect(await drawDueRaffles(t.deps.db)).toBeGreaterThanOrEqual(1);
    expect(await drawDueRaffles(t.deps.db)).toBe(0);

    const drawn = (await promoApi(t, players[0]!.token).detail(id)).json().value;
    const { raffle: result } = drawn;
    expect(createHash('sha256').update(result.seed).digest('hex')).toBe(before.seedHash);
    expect(result).toMatchObject({ totalTickets: 2 + 4 + 6 + 8, entrants: 4 });
    expect(result.winners.map((w: { amount: string }) => w.amount)).toEqual(['100.00', '20.00', '20.00']);
    // Anyone can replay the pick from the seed and the numbered ranges.
    const ranges = await t.deps.db
      .selectFrom('raffle_tickets')
      .select(['entry_id as entryId', 'first_ticket as first', 'tickets'])
      .where('promotion_id', '=', id)
      .orderBy('first_ticket')
      .execute();
    const replay = pickWinners(String(id), result.seed, ranges, 3);
    expect(replay.map((w) => w.ticket)).toEqual(result.winners.map((w: { ticket: number }) => w.ticket));

    const states = await Promise.all(
      players.map(async (player) => (await promoApi(t, player.token).detail(id)).json().value.mine),
    );
    expect(states.filter((mine) => mine.state === 'ISSUED')).toHaveLength(3);
    expect(states[4]).toMatchObject({ state: 'CLOSE', reason: 'NOT_QUALIFIED' });
    expect(states.filter((mine) => mine.reason === 'NOT_WON')).toHaveLength(1);
    const index = states.findIndex((mine) => mine.state === 'ISSUED');
    const winner = players[index]!;
    const entryId = states[index]!.entryId as string;
    const balance = await mainBalance(t, winner);
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(t, winner.token).post(PROMOTION_PATHS.claim, { id: String(id), entryId }),
      ),
    );
    expect(claims.filter((res) => res.json().code === 'OK')).toHaveLength(1);
    const prize = BigInt(Math.round(Number(states[index]!.reward) * 100));
    expect(await mainBalance(t, winner)).toBe(balance + prize);

    // The winners list names the prizes, masked, with their promotion.
    const winners = (await t.app.inject({ url: PROMOTION_PATHS.winners })).json().value.list;
    const raffleWins = winners.filter(
      (w: { kind: string; promotionId: string }) => w.kind === 'RAFFLE' && w.promotionId === String(id),
    );
    expect(raffleWins.map((w: { amount: string }) => w.amount).sort()).toEqual(['100.00', '20.00', '20.00']);
    expect(raffleWins[0].name).toMatch(/^p[0-9a-f]\*\*\*[0-9a-f]{2}$/);
    expect(winners.some((w: { kind: string }) => w.kind === 'RED_ENVELOPE')).toBe(true);
  });

  it('when a raffle has not ended, then it is not drawn and joining twice answers PROMO_ALREADY_JOINED', async () => {
    const id = await raffle();
    const player = await newPlayer(t);
    expect((await promoApi(t, player.token).join(id)).json().code).toBe('OK');
    expect((await promoApi(t, player.token).join(id)).json().code).toBe('PROMO_ALREADY_JOINED');
    await drawDueRaffles(t.deps.db);
    const row = await t.deps.db
      .selectFrom('raffle_draws')
      .select('drawn_at')
      .where('promotion_id', '=', id)
      .executeTakeFirst();
    expect(row?.drawn_at ?? null).toBeNull();
    expect(DAY_MS).toBeGreaterThan(0);
  });
});
