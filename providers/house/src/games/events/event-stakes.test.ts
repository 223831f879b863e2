import { describe, expect, it } from 'vitest';
import { createSeededFloatSource } from '../../simulation/sfc32.ts';
import { createEventMatch, EVENT_KINDS, MIN_EVENT_STAKE_CENTS } from './event-match.ts';
import { EVENTS_DECLARED_RTP, type TSelectionQuote, winPayoutCents } from './event-odds.ts';

const MATCHES = 4_000;
/** The odds are rounded to the nearest 0.01 per match; over matches that averages out to within this. */
const ODDS_ROUNDING_TOLERANCE = 0.0005;

/** The exact expected return of one selection at one stake: P(win) × paid / stake + P(refund). */
function selectionReturn(selection: TSelectionQuote, stakeCents: number): number {
  const paid = winPayoutCents(stakeCents, selection.oddsHundredths);
  return (selection.probability * paid) / stakeCents + selection.refundProbability;
}

describe('virtual events return at every allowed stake', () => {
  for (const kind of EVENT_KINDS) {
    it(`when ${kind} bets of every stake residue (0.01 to 2.00) are priced over ${MATCHES} matches, then every selection returns at least the declared RTP`, () => {
      const matches = Array.from({ length: MATCHES }, (_, i) =>
        createEventMatch(createSeededFloatSource(10_000 + i), kind),
      );
      for (let stake = MIN_EVENT_STAKE_CENTS; stake <= 200; stake++) {
        const sums = new Map<string, number>();
        for (const match of matches) {
          for (const market of match.markets) {
            for (const selection of market.selections) {
              const key = `${market.id}/${selection.id}`;
              sums.set(key, (sums.get(key) ?? 0) + selectionReturn(selection, stake));
            }
          }
        }
        for (const [key, sum] of sums) {
          expect(sum / MATCHES, `${kind} ${key} at ${stake} cents`).toBeGreaterThanOrEqual(
            EVENTS_DECLARED_RTP - ODDS_ROUNDING_TOLERANCE,
          );
        }
      }
    }, 60_000);
  }

  it('when any stake wins at any odds, then the payout is never below stake × odds', () => {
    for (let stake = 1; stake <= 300; stake++) {
      for (let odds = 101; odds <= 2_000; odds += 7) {
        expect(winPayoutCents(stake, odds) * 100).toBeGreaterThanOrEqual(stake * odds);
        expect(winPayoutCents(stake, odds) * 100 - stake * odds).toBeLessThan(100);
      }
    }
  });
});
