import { describe, expect, it } from 'vitest';
import { createRtpStats, recordRound, summarizeRtp, type TRtpStats } from '../../simulation/rtp-stats.ts';
import { createSeededFloatSource } from '../../simulation/sfc32.ts';
import { EVENT_KINDS, playEventRound, settleEventBet } from './event-match.ts';
import { EVENTS_DECLARED_RTP, selectionRtp } from './event-odds.ts';

const STAKE_CENTS = 100; // any stake works; 100 cents makes stake × odds exact, so rounding down costs nothing
const ROUNDS = 1_000_000;

type TTally = { label: string; paid: TRtpStats; quotedSum: number };
const tally = (label: string): TTally => ({ label, paid: createRtpStats(), quotedSum: 0 });

describe('virtual events RTP', () => {
  for (const [index, kind] of EVENT_KINDS.entries()) {
    it(`when 1,000,000 ${kind} matches are simulated with a bet on every selection, then every selection and market is within 5 standard errors`, () => {
      // Odds and result come from separate streams, as in play (committed seed; seed + bettors' entropy).
      const oddsSource = createSeededFloatSource(4_000 + index);
      const resultSource = createSeededFloatSource(8_000 + index);
      // Markets and selections come in a fixed order per kind, so tallies are indexed by position.
      const first = createSeededFloatSource(0);
      const markets = playEventRound(first, first, kind).match.markets;
      const byMarket = markets.map((market) => tally(market.id));
      const bySelection = markets.map((market) =>
        market.selections.map((s) => tally(`${market.id}/${s.id}`)),
      );
      for (let i = 0; i < ROUNDS; i++) {
        const round = playEventRound(oddsSource, resultSource, kind);
        round.match.markets.forEach((market, m) => {
          let marketPaid = 0;
          market.selections.forEach((selection, s) => {
            const paid = settleEventBet(round, market.id, selection.id, STAKE_CENTS);
            const selectionTally = bySelection[m]![s]!;
            recordRound(selectionTally.paid, STAKE_CENTS, paid);
            selectionTally.quotedSum += selectionRtp(selection);
            marketPaid += paid;
          });
          recordRound(byMarket[m]!.paid, STAKE_CENTS * market.selections.length, marketPaid);
        });
      }
      for (const { label, paid } of [...bySelection.flat(), ...byMarket]) {
        const summary = summarizeRtp(paid, EVENTS_DECLARED_RTP, 5);
        expect(summary.isWithinTolerance, `${kind} ${label}: ${JSON.stringify(summary)}`).toBe(true);
      }
      // Rounding odds to hundredths moves one match's selection by up to ±0.5 × p points; over matches it cancels.
      for (const { label, quotedSum } of bySelection.flat()) {
        expect(Math.abs(quotedSum / ROUNDS - EVENTS_DECLARED_RTP), label).toBeLessThan(0.0005);
      }
    }, 60_000);
  }
});
