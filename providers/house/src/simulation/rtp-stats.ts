/**
 * Running mean and variance (Welford) of each round's return ratio x = paid / staked. With a constant
 * stake per round the mean is the simulated RTP and sqrt(variance / n) its standard error.
 */
export type TRtpStats = { rounds: number; mean: number; m2: number };

export type TRtpSummary = {
  rounds: number;
  simulatedRtp: number;
  standardError: number;
  tolerance: number;
  deviation: number;
  isWithinTolerance: boolean;
};

export function createRtpStats(): TRtpStats {
  return { rounds: 0, mean: 0, m2: 0 };
}

export function recordRound(stats: TRtpStats, stakeCents: number, paidCents: number): void {
  const ratio = paidCents / stakeCents;
  stats.rounds += 1;
  const delta = ratio - stats.mean;
  stats.mean += delta / stats.rounds;
  stats.m2 += delta * (ratio - stats.mean);
}

export function rtpStandardError(stats: TRtpStats): number {
  if (stats.rounds < 2) return Number.POSITIVE_INFINITY;
  return Math.sqrt(stats.m2 / (stats.rounds - 1) / stats.rounds);
}

/**
 * Compares the simulation with the declared RTP. Tolerance = k standard errors estimated from the
 * game's own variance: for k = 5 a correct game fails with probability about 6e-7 (normal approximation;
 * a million rounds is enough even for the slot's heavy tail), so a failure means the game is wrong, not
 * unlucky. The band is as wide as the game is volatile (±1.7% for the slot, ±0.5% for baccarat's main
 * bets); the slot's and baccarat's exact computations pin their RTP far tighter than any simulation.
 */
export function summarizeRtp(stats: TRtpStats, declaredRtp: number, standardErrors: number): TRtpSummary {
  const standardError = rtpStandardError(stats);
  const tolerance = standardErrors * standardError;
  const deviation = stats.mean - declaredRtp;
  return {
    rounds: stats.rounds,
    simulatedRtp: stats.mean,
    standardError,
    tolerance,
    deviation,
    isWithinTolerance: Math.abs(deviation) <= tolerance,
  };
}
