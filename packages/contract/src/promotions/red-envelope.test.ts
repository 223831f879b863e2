import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { envelopeWindows, splitEnvelopes, ZRedEnvelopeReward } from './red-envelope.ts';

/** Issue 13 §5: red-envelope splits sum to the pot and none is under the minimum, whatever the weights. */
describe('splitEnvelopes', () => {
  it('when any pot is split, then the envelopes sum to it exactly and none is under the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000 }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        fc.bigInt({ min: 0n, max: 10_000_000n }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 50 }),
        (count, minimum, extra, weights) => {
          const pot = minimum * BigInt(count) + extra;
          let at = 0;
          const amounts = splitEnvelopes(pot, count, minimum, () => weights[at++ % weights.length]!);
          expect(amounts).toHaveLength(count);
          expect(amounts.reduce((sum, amount) => sum + amount, 0n)).toBe(pot);
          for (const amount of amounts) expect(amount >= minimum).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('when the pot is below count × minimum, then it refuses', () => {
    expect(() => splitEnvelopes(99n, 10, 10n, () => 1)).toThrow(RangeError);
  });

  it('when the weights differ, then so do the amounts (the spare is shared by weight)', () => {
    expect(
      splitEnvelopes(
        1_000n,
        2,
        100n,
        (() => {
          let i = 0;
          return () => [1, 3][i++]!;
        })(),
      ),
    ).toEqual([300n, 700n]);
  });
});

describe('envelope rounds', () => {
  const reward = { times: ['12:00', '20:00'], grabMinutes: 30 };
  const period = { startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2027-01-01T00:00:00Z') };

  it("when it is inside a round on the merchant's clock, then that round is open and the next is later", () => {
    // 12:10 in Manila is 04:10 UTC.
    const windows = envelopeWindows(reward, 'Asia/Manila', period, new Date('2026-11-28T04:10:00Z'));
    expect(windows.open?.startsAt.toISOString()).toBe('2026-11-28T04:00:00.000Z');
    expect(windows.next?.startsAt.toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(windows.last?.startsAt.toISOString()).toBe('2026-11-27T12:00:00.000Z');
  });

  it('when it is between rounds or outside the period, then nothing is open', () => {
    expect(envelopeWindows(reward, 'Asia/Manila', period, new Date('2026-11-28T05:00:00Z')).open).toBeNull();
    const over = { ...period, endsAt: new Date('2026-11-28T00:00:00Z') };
    const after = envelopeWindows(reward, 'Asia/Manila', over, new Date('2026-11-28T04:10:00Z'));
    expect([after.open, after.next]).toEqual([null, null]);
  });

  it('when rounds overlap or the pot is below the minimums, then the rule is refused', () => {
    const base = {
      type: 'RED_ENVELOPE',
      times: ['12:00'],
      grabMinutes: 30,
      roundBudget: '100.00',
      envelopes: 10,
      minAmount: '1.00',
      minDepositToday: '0.00',
      wagering: null,
    };
    expect(ZRedEnvelopeReward.safeParse(base).success).toBe(true);
    expect(ZRedEnvelopeReward.safeParse({ ...base, times: ['12:00', '12:20'] }).success).toBe(false);
    expect(ZRedEnvelopeReward.safeParse({ ...base, times: ['23:50', '00:10'] }).success).toBe(false);
    expect(ZRedEnvelopeReward.safeParse({ ...base, minAmount: '20.00' }).success).toBe(false);
  });
});
