import { describe, expect, it } from 'vitest';
import { createRtpStats, recordRound, summarizeRtp } from '../../simulation/rtp-stats.ts';
import { createSeededFloatSource } from '../../simulation/sfc32.ts';
import { computeBaccaratExact } from './baccarat-exact.ts';
import { playBaccaratRound, settleBaccaratBet } from './baccarat-round.ts';
import { BACCARAT_BETS, BACCARAT_DECLARED_RTP } from './baccarat-rules.ts';

describe('baccarat RTP', () => {
  it('when every deal is enumerated, then the outcome probabilities are the published 8-deck figures', () => {
    const exact = computeBaccaratExact();
    // Wizard of Odds, 8 decks: banker 0.458597, player 0.446247, tie 0.095156.
    expect(exact.bankerWins).toBeCloseTo(0.458597, 6);
    expect(exact.playerWins).toBeCloseTo(0.446247, 6);
    expect(exact.ties).toBeCloseTo(0.095156, 6);
    expect(exact.bankerWins + exact.playerWins + exact.ties).toBeCloseTo(1, 10);
  });

  it('when the exact return of each bet is computed, then the declared RTP is it rounded down to 0.01%', () => {
    const exact = computeBaccaratExact();
    for (const bet of BACCARAT_BETS) {
      expect(exact.rtp[bet], bet).toBeGreaterThanOrEqual(BACCARAT_DECLARED_RTP[bet]);
      expect(exact.rtp[bet] - BACCARAT_DECLARED_RTP[bet], bet).toBeLessThan(0.0001);
    }
  });

  it('when 1,000,000 coups are simulated with every bet placed, then each bet is within 5 standard errors', () => {
    const source = createSeededFloatSource(31_337);
    const stats = Object.fromEntries(BACCARAT_BETS.map((bet) => [bet, createRtpStats()]));
    for (let coup = 0; coup < 1_000_000; coup++) {
      const round = playBaccaratRound(source);
      for (const bet of BACCARAT_BETS) recordRound(stats[bet]!, 100, settleBaccaratBet(round, bet, 100));
    }
    for (const bet of BACCARAT_BETS) {
      const summary = summarizeRtp(stats[bet]!, BACCARAT_DECLARED_RTP[bet], 5);
      expect(summary.isWithinTolerance, `${bet}: ${JSON.stringify(summary)}`).toBe(true);
    }
  }, 60_000);
});
