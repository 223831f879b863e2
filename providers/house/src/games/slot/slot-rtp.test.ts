import { describe, expect, it } from 'vitest';
import { createRtpStats, recordRound, summarizeRtp } from '../../simulation/rtp-stats.ts';
import { createSeededFloatSource } from '../../simulation/sfc32.ts';
import { REEL_STRIPS } from './slot-reels.ts';
import { playSlotRound } from './slot-round.ts';
import { computeSlotRtp } from './slot-rtp.ts';
import { SLOT_DECLARED_RTP } from './slot-rules.ts';
import { FREE_SPINS } from './slot-symbols.ts';

const ROUNDS = 1_000_000;
const STANDARD_ERRORS = 5;

describe('slot RTP', () => {
  it('when the RTP is computed exactly from the strips, then it is the declared 96% to within 0.01%', () => {
    const exact = computeSlotRtp();
    expect(Math.abs(exact.totalRtp - SLOT_DECLARED_RTP)).toBeLessThan(0.0001);
    expect(exact.baseSpinRtp + exact.freeSpinsRtp).toBeCloseTo(exact.totalRtp, 12);
  });

  it('when two scatters sit within three cells of a strip, then the exact computation refuses the strips', () => {
    const crowded = REEL_STRIPS.map((strip) => [...strip]);
    crowded[0]![1] = 'scatter';
    crowded[0]![2] = 'scatter';
    expect(() => computeSlotRtp(crowded)).toThrow(/scatters closer/);
  });

  it('when 1,000,000 rounds are simulated, then RTP, base game and feature rate agree with the declared and exact values', () => {
    const exact = computeSlotRtp();
    const source = createSeededFloatSource(20_240_401);
    const total = createRtpStats();
    const baseSpin = createRtpStats();
    let features = 0;
    let longestFeature = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const result = playSlotRound(source, 1);
      recordRound(total, result.totalBetCents, result.totalWinCents);
      recordRound(baseSpin, result.totalBetCents, result.baseSpin.winCents);
      if (result.freeSpins.length > 0) features += 1;
      longestFeature = Math.max(longestFeature, result.freeSpins.length);
    }
    const summary = summarizeRtp(total, SLOT_DECLARED_RTP, STANDARD_ERRORS);
    expect(summary.isWithinTolerance, JSON.stringify(summary)).toBe(true);
    const base = summarizeRtp(baseSpin, exact.baseSpinRtp, STANDARD_ERRORS);
    expect(base.isWithinTolerance, JSON.stringify(base)).toBe(true);
    // Feature count is binomial(n, p): its standard error is sqrt(n p (1 − p)).
    const p = exact.triggerProbability;
    expect(Math.abs(features - ROUNDS * p)).toBeLessThan(STANDARD_ERRORS * Math.sqrt(ROUNDS * p * (1 - p)));
    expect(longestFeature).toBeLessThanOrEqual(FREE_SPINS.maxPerFeature);
  }, 60_000);
});
