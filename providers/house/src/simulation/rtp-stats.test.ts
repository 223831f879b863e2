import { describe, expect, it } from 'vitest';
import { createRtpStats, recordRound, summarizeRtp } from './rtp-stats.ts';

describe('RTP statistics', () => {
  it('when rounds are recorded, then mean and standard error are those of the return ratios', () => {
    const stats = createRtpStats();
    for (const paid of [0, 200, 0, 200]) recordRound(stats, 100, paid); // ratios 0, 2, 0, 2
    const summary = summarizeRtp(stats, 1, 5);
    expect(summary.simulatedRtp).toBeCloseTo(1, 12);
    // sample variance 4/3, standard error sqrt(4/3 / 4)
    expect(summary.standardError).toBeCloseTo(Math.sqrt(1 / 3), 12);
    expect(summary.tolerance).toBeCloseTo(5 * Math.sqrt(1 / 3), 12);
    expect(summary.isWithinTolerance).toBe(true);
  });

  it('when the mean is further than k standard errors from the declared RTP, then it is out of tolerance', () => {
    const stats = createRtpStats();
    for (const paid of [90, 100, 110, 100]) recordRound(stats, 100, paid);
    expect(summarizeRtp(stats, 0.5, 5).isWithinTolerance).toBe(false);
  });
});
