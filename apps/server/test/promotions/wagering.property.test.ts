import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { feedWagering } from '../../src/modules/promotions/wagering.feed.ts';
import {
  expectBooksBalance,
  mainBalance,
  merchantId as merchantIdOf,
  newPlayer,
} from '../payments/payment-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import {
  bonusBalance,
  deposit,
  ELIGIBLE_ANYONE,
  gamePosting,
  livePromotion,
  promoApi,
} from './promotion-helpers.ts';

/**
 * Issue 13 §5: random bet streams over categories with weights, fed in random batches — the wagering done, and
 * when the bonus is released (which feed run) and with how much, equal an independent evaluator's.
 */
let t: TTestApp;
let merchantId: number;

/** The vendors the stream bets on, their category's weight in the rule below. */
const VENDORS = { TALA_SLOTS: 10_000, TALA_LIVE: 1_000, TALA_SPORTS: 5_000, TALA_FISH: 10_000 } as const;
type TVendor = keyof typeof VENDORS;
const MAX_BET = 8_000n;

type TEvent = { vendor: TVendor; stake: bigint; rollback: boolean };

/** The rule's arithmetic, written again from decision 049: weight truncated per stake, nothing above the max bet. */
function counted(event: TEvent): bigint {
  if (event.stake > MAX_BET) return 0n;
  return (event.stake * BigInt(VENDORS[event.vendor])) / 10_000n;
}

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
});
afterAll(async () => {
  await expectBooksBalance(t);
  await t.close();
});

it('when random bet streams are fed in random batches, then progress and release match an independent evaluator', async () => {
  const id = await livePromotion(t, merchantId, {
    type: 'DEPOSIT_BONUS',
    category: 'DEPOSIT',
    eligibility: ELIGIBLE_ANYONE,
    reward: {
      type: 'DEPOSIT_BONUS',
      percentBp: 10_000,
      cap: '100.00',
      minDeposit: '100.00',
      wagering: {
        multiplier: 3,
        base: 'BONUS',
        weightsBp: { LIVE: 1_000, SPORTS: 5_000 },
        maxBet: '80.00',
        expiryDays: 7,
        withdrawRule: 'FORFEIT',
      },
    },
    budget: null,
  });
  const event = fc.record({
    vendor: fc.constantFrom<TVendor>('TALA_SLOTS', 'TALA_LIVE', 'TALA_SPORTS', 'TALA_FISH'),
    stake: fc.bigInt({ min: 1n, max: 12_000n }),
    rollback: fc.boolean(),
  });
  // Each run: a few batches of events, the feed after each batch.
  const stream = fc.array(fc.array(event, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 });
  await fc.assert(
    fc.asyncProperty(stream, async (batches) => {
      const player = await newPlayer(t);
      await promoApi(t, player.token).join(id);
      await deposit(t, player, '5000.00');
      const required = 30_000n;
      let done = 0n;
      let releasedAfter: number | null = null;
      for (const [index, batch] of batches.entries()) {
        for (const item of batch) {
          await gamePosting(t, player, item.vendor, 'GAME_BET', item.stake);
          if (item.rollback) await gamePosting(t, player, item.vendor, 'GAME_ROLLBACK', item.stake);
          if (releasedAfter === null) done += item.rollback ? 0n : counted(item);
        }
        await feedWagering(t.deps.db);
        if (releasedAfter === null && done >= required) releasedAfter = index;
        // Released by the run that took in the stake crossing the requirement, not before, not later.
        const state = (await promoApi(t, player.token).bonuses()).json().value.list[0].state;
        expect(state).toBe(releasedAfter === null ? 'ACTIVE' : 'RELEASED');
      }
      const bonus = (await promoApi(t, player.token).bonuses()).json().value.list[0];
      const staked = batches.flat().reduce((sum, item) => sum + (item.rollback ? 0n : item.stake), 0n);
      if (releasedAfter === null) {
        expect(bonus).toMatchObject({ state: 'ACTIVE', wageringDone: (Number(done) / 100).toFixed(2) });
        expect(await bonusBalance(t, player)).toBe(10_000n);
        expect(await mainBalance(t, player)).toBe(500_000n - staked);
      } else {
        expect(bonus).toMatchObject({ state: 'RELEASED', endReason: 'WAGERED', wageringDone: '300.00' });
        expect(await bonusBalance(t, player)).toBe(0n);
        expect(await mainBalance(t, player)).toBe(500_000n - staked + 10_000n);
      }
    }),
    { numRuns: 12 },
  );
}, 240_000);
