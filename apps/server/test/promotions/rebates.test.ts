import { randomUUID } from 'node:crypto';
import { rebateFor, type TRebateReward } from '@tala/contract/promotions/promotion-rules';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTeamFigures } from '../../src/modules/agent/team-figures.feed.ts';
import {
  ensureHouseAccount,
  ensurePlayerAccount,
  houseAccountCode,
  post,
} from '../../src/modules/ledger/ledger.service.ts';
import { rebateAmounts } from '../../src/modules/promotions/rebate.repository.ts';
import { settleRebates } from '../../src/modules/promotions/rebate-settlement.ts';
import {
  expectBooksBalance,
  mainBalance,
  merchantId as merchantIdOf,
  newPlayer,
  type TPlayer,
} from '../payments/payment-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { ELIGIBLE_ANYONE, livePromotion, promoApi } from './promotion-helpers.ts';

/** Issue 13 §1 rebates (decision 050): a period's play, paid once after it ended, by the rule, within the budget. */
let t: TTestApp;
let merchantId: number;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  // The demo's own daily rebate would pay these players too: each test's sums are its promotion's alone.
  await sql`UPDATE promotions SET status = 'PAUSED' WHERE type = 'REBATE'`.execute(t.deps.db);
});
afterAll(async () => {
  await expectBooksBalance(t);
  await t.close();
});

/** A stake (or win) yesterday afternoon on the merchant's clock (Manila), as the seamless path posts it. */
async function playedYesterday(
  player: TPlayer,
  vassalage: string,
  kind: 'GAME_BET' | 'GAME_WIN',
  amount: bigint,
) {
  const scope = { merchantId, currency: 'PHP' };
  const main = await ensurePlayerAccount(t.deps.db, { ...scope, memberId: player.memberId, code: 'MAIN' });
  const game = await ensureHouseAccount(t.deps.db, { ...scope, code: houseAccountCode.game(vassalage) });
  const change = kind === 'GAME_BET' ? -amount : amount;
  const posted = await post(t.deps.db, {
    merchantId,
    idempotencyKey: `rebate-test:${randomUUID()}`,
    kind,
    entries: [
      { accountId: main, amount: change },
      { accountId: game, amount: -change },
    ],
  });
  await sql`UPDATE ledger_transactions
    SET created_at = (date_trunc('day', now() AT TIME ZONE 'Asia/Manila') - interval '10 hours') AT TIME ZONE 'Asia/Manila'
    WHERE id = ${posted.transactionId}`.execute(t.deps.db);
}

async function funded(): Promise<TPlayer> {
  const player = await newPlayer(t);
  const scope = { merchantId, currency: 'PHP' };
  const main = await ensurePlayerAccount(t.deps.db, { ...scope, memberId: player.memberId, code: 'MAIN' });
  const house = await ensureHouseAccount(t.deps.db, { ...scope, code: 'TEST_FUNDING' });
  await post(t.deps.db, {
    merchantId,
    idempotencyKey: `fund:${randomUUID()}`,
    kind: 'TEST',
    entries: [
      { accountId: main, amount: 1_000_000n },
      { accountId: house, amount: -1_000_000n },
    ],
  });
  return player;
}

const REBATE: TRebateReward = {
  type: 'REBATE',
  basis: 'VALID_BET',
  period: 'DAILY',
  ratesBp: { RNG: 100, LIVE: 50 },
  minPayout: '1.00',
  cap: '50.00',
  claimDays: null,
};

const rebate = (reward: TRebateReward, budget: string | null = null) =>
  livePromotion(t, merchantId, {
    type: 'REBATE',
    category: 'REBATE',
    eligibility: ELIGIBLE_ANYONE,
    reward,
    budget,
    startsAt: new Date(Date.now() - 3 * DAY_MS).toISOString(),
    endsAt: new Date(Date.now() + 3 * DAY_MS).toISOString(),
  });

/** The feed takes the play in, then the job settles what ended (twice: the second must find nothing new). */
async function settle() {
  await feedTeamFigures(t.deps.db);
  const first = await settleRebates(t.deps.db);
  const again = await settleRebates(t.deps.db);
  return { first, again };
}

describe('rebates', () => {
  it("when yesterday's bets are settled, then each real member gets the rate of each vendor's category once", async () => {
    const id = await rebate(REBATE);
    const slots = await funded();
    const mixed = await funded();
    const small = await funded();
    await playedYesterday(slots, 'TALA_SLOTS', 'GAME_BET', 300_000n);
    await playedYesterday(slots, 'TALA_SLOTS', 'GAME_WIN', 500_000n);
    await playedYesterday(mixed, 'TALA_SLOTS', 'GAME_BET', 20_000n);
    await playedYesterday(mixed, 'TALA_LIVE', 'GAME_BET', 40_000n);
    await playedYesterday(mixed, 'TALA_SPORTS', 'GAME_BET', 90_000n);
    await playedYesterday(small, 'TALA_SLOTS', 'GAME_BET', 9_999n);
    const before = await Promise.all([slots, mixed, small].map((p) => mainBalance(t, p)));
    const { first, again } = await settle();
    expect(first.periods).toBeGreaterThanOrEqual(1);
    expect(again).toEqual({ periods: 0, members: 0, paidMinor: 0n });
    // 1 % of 3,000.00 is 30.00 (wins do not matter on valid bets); 1 % of 200 + 0.5 % of 400 (sports has no
    // rate) = 4.00; 1 % of 99.99 = 0.99, under the 1.00 minimum.
    expect((await mainBalance(t, slots)) - (before[0] ?? 0n)).toBe(3_000n);
    expect((await mainBalance(t, mixed)) - (before[1] ?? 0n)).toBe(400n);
    expect((await mainBalance(t, small)) - (before[2] ?? 0n)).toBe(0n);
    const history = (await promoApi(t, slots.token).rewards()).json().value.history;
    expect(history[0]).toMatchObject({
      promotionId: String(id),
      state: 'CLAIMED',
      amount: '30.00',
      isBonus: false,
    });
    const run = await t.deps.db
      .selectFrom('promotion_runs')
      .selectAll()
      .where('promotion_id', '=', id)
      .execute();
    expect(run.map((r) => [r.state, r.members, r.paid])).toContainEqual(['DONE', 2, 3_400n]);
    expect((await promoApi(t, slots.token).detail(id)).json().value.mine.state).toBe('JOINED');
  }, 30_000);

  it('when the rebate is on net loss, capped and claimed in the reward centre, then it waits and is paid once', async () => {
    const id = await rebate({ ...REBATE, basis: 'NET_LOSS', cap: '5.00', claimDays: 3 });
    const loser = await funded();
    await playedYesterday(loser, 'TALA_SLOTS', 'GAME_BET', 100_000n);
    await playedYesterday(loser, 'TALA_SLOTS', 'GAME_WIN', 20_000n);
    const before = await mainBalance(t, loser);
    await settle();
    expect(await mainBalance(t, loser)).toBe(before);
    const waiting = (await promoApi(t, loser.token).rewards()).json().value.waiting;
    const entry = waiting.find((r: { promotionId: string }) => r.promotionId === String(id));
    // 1 % of the 800.00 lost is 8.00, capped at 5.00.
    expect(entry).toMatchObject({ amount: '5.00', state: 'ISSUED' });
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/wps/promo/claim',
          headers: { authorization: `Bearer ${loser.token}` },
          payload: { id: String(id), entryId: entry.entryId },
        }),
      ),
    );
    expect(claims.filter((res) => res.json().code === 'OK')).toHaveLength(1);
    expect((await mainBalance(t, loser)) - before).toBe(500n);
  }, 30_000);

  it('when the budget cannot pay every member, then it pays as many as it covers and closes the rest', async () => {
    const id = await rebate(REBATE, '120.00');
    const players = [await funded(), await funded(), await funded()];
    for (const player of players) await playedYesterday(player, 'TALA_SLOTS', 'GAME_BET', 1_000_000n);
    await settle();
    // Everyone who played yesterday is owed (this file's earlier players too): 120.00 pays members in id order
    // while it lasts; the rest close. Never more than the budget, and what was paid is what was spent.
    const { spent } = await t.deps.db
      .selectFrom('promotions')
      .select('spent')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const entries = await t.deps.db
      .selectFrom('promotion_entries')
      .select(['state', 'reason', 'reward', 'member_id'])
      .where('promotion_id', '=', id)
      .execute();
    const claimed = entries.filter((entry) => entry.state === 'CLAIMED');
    expect(spent).toBeLessThanOrEqual(12_000n);
    expect(claimed.reduce((sum, entry) => sum + (entry.reward ?? 0n), 0n)).toBe(spent);
    const last = entries.find((entry) => entry.member_id === players[2]?.memberId);
    expect(last).toMatchObject({ state: 'CLOSE', reason: 'BUDGET_SPENT' });
  }, 30_000);
});

describe('the rebate rule', () => {
  it("when random play is reckoned by the settlement's SQL, then it equals the contract's rebateFor", async () => {
    const vendors = {
      TALA_SLOTS: 'RNG',
      TALA_LIVE: 'LIVE',
      TALA_SPORTS: 'SPORTS',
      TALA_FISH: 'FISH',
    } as const;
    const members = await Promise.all(Array.from({ length: 4 }, () => newPlayer(t)));
    const play = fc.array(
      fc.record({
        member: fc.integer({ min: 0, max: 3 }),
        vendor: fc.constantFrom(...(Object.keys(vendors) as (keyof typeof vendors)[])),
        stake: fc.bigInt({ min: 0n, max: 5_000_000n }),
        win: fc.bigInt({ min: 0n, max: 5_000_000n }),
      }),
      { maxLength: 12 },
    );
    const rate = fc.integer({ min: 0, max: 300 });
    let day = 0;
    await fc.assert(
      fc.asyncProperty(
        play,
        fc.record({ RNG: rate, LIVE: rate, SPORTS: rate, FISH: rate }),
        fc.constantFrom('VALID_BET', 'NET_LOSS'),
        async (lines, ratesBp, basis) => {
          const reward = { ...REBATE, basis, ratesBp: { ...ratesBp, RNG: ratesBp.RNG + 1 } } as TRebateReward;
          day += 1;
          const from = new Date(Date.UTC(2001, 0, day)).toISOString().slice(0, 10);
          const to = new Date(Date.UTC(2001, 0, day + 1)).toISOString().slice(0, 10);
          for (const line of lines) {
            await sql`INSERT INTO member_vendor_days AS d (member_id, day, vassalage, bets, stake, win)
            VALUES (${members[line.member]?.memberId}, ${from}::date, ${line.vendor}, 1, ${line.stake}, ${line.win})
            ON CONFLICT (member_id, day, vassalage) DO UPDATE SET stake = d.stake + EXCLUDED.stake, win = d.win + EXCLUDED.win`.execute(
              t.deps.db,
            );
          }
          const computed = await rebateAmounts(t.deps.db, {
            merchantId,
            from,
            to,
            reward,
            cap: 5_000n,
            minimum: 100n,
          });
          const expected = members
            .map((member, index) => {
              const byVendor = new Map<string, { stakeMinor: bigint; winMinor: bigint; rateBp: number }>();
              for (const line of lines.filter((l) => l.member === index)) {
                const seen = byVendor.get(line.vendor) ?? {
                  stakeMinor: 0n,
                  winMinor: 0n,
                  rateBp: reward.ratesBp[vendors[line.vendor]] ?? 0,
                };
                byVendor.set(line.vendor, {
                  ...seen,
                  stakeMinor: seen.stakeMinor + line.stake,
                  winMinor: seen.winMinor + line.win,
                });
              }
              return { member_id: member.memberId, amount: rebateFor(reward, [...byVendor.values()]) };
            })
            .filter((row) => row.amount > 0n)
            .sort((a, b) => (a.member_id < b.member_id ? -1 : 1));
          expect(computed).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  });
});
