import { describe, expect, it } from 'vitest';
import { quoteOddsHundredths, selectionRtp, winPayoutCents } from './event-odds.ts';

const selection = (probability: number, refundProbability = 0) => ({
  id: 's',
  probability,
  refundProbability,
});

describe('event odds', () => {
  it('when a selection is priced, then odds = (RTP − refund chance) / win chance, to the nearest hundredth', () => {
    expect(quoteOddsHundredths(selection(0.5))).toBe(190);
    expect(quoteOddsHundredths(selection(0.3))).toBe(317); // 3.1666… → 3.17
    expect(quoteOddsHundredths(selection(0.45, 0.05))).toBe(200); // sabong: 0.90 / 0.45
  });

  it('when odds are rounded, then the selection still returns the RTP within half a hundredth × p', () => {
    for (const p of [0.07, 0.2, 0.333, 0.5, 0.61, 0.8]) {
      const odds = quoteOddsHundredths(selection(p));
      expect(Math.abs(selectionRtp({ ...selection(p), oddsHundredths: odds }) - 0.95)).toBeLessThanOrEqual(
        0.005 * p + 1e-12,
      );
    }
  });

  it('when a price would fall below 1.01 or the chance is not a probability, then pricing refuses', () => {
    expect(() => quoteOddsHundredths(selection(0.95))).toThrow(/below 1.01/);
    expect(() => quoteOddsHundredths(selection(0))).toThrow(RangeError);
    expect(() => quoteOddsHundredths(selection(1))).toThrow(RangeError);
  });

  it("when a win is paid, then stake × odds is rounded up to the cent, in the player's favour", () => {
    expect(winPayoutCents(100, 190)).toBe(190);
    expect(winPayoutCents(333, 190)).toBe(633); // 6.327 → 6.33
    expect(winPayoutCents(1, 317)).toBe(4); // 0.0317 → 0.04
    expect(winPayoutCents(1, 195)).toBe(2);
  });
});
