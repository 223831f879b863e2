/**
 * The rank rules of decision 057 as pure functions, so the upgrade job, the monthly review and their property tests
 * share one definition. Money is minor units; a window's valid bets can dip below zero on a day of rollbacks only.
 */
export type TThresholds = { level: number; depositMinor: bigint; validBetMinor: bigint };
export type TWindowFigures = { depositMinor: bigint; validBetMinor: bigint };

/** Both thresholds met: a rank is reached (or kept) on deposits AND valid bets over the window. */
export function meetsThresholds(figures: TWindowFigures, rank: TThresholds): boolean {
  return figures.depositMinor >= rank.depositMinor && figures.validBetMinor >= rank.validBetMinor;
}

/**
 * The highest level the figures reach, 0 for none. Thresholds rise with level (the editor refuses otherwise), but
 * the answer does not rely on it: a level counts only when every level under it is met too, so a ladder edited
 * out of order never skips a rung.
 */
export function qualifiedLevel(ladder: readonly TThresholds[], figures: TWindowFigures): number {
  let reached = 0;
  for (const rank of [...ladder].sort((a, b) => a.level - b.level)) {
    if (rank.level !== reached + 1 || !meetsThresholds(figures, rank)) break;
    reached = rank.level;
  }
  return reached;
}

/** The level an upgrade moves to: never down (only the monthly review and staff lower a rank). */
export function upgradeTo(current: number, qualified: number): number | null {
  return qualified > current ? qualified : null;
}

export type TRankState = { level: number; graceUsed: number };
export type TReviewOutcome = TRankState & { outcome: 'KEPT' | 'GRACED' | 'DOWNGRADED' };

/**
 * The monthly review of one ranked member: meeting the rank's thresholds keeps it and resets the grace; missing them
 * spends one grace review (the rank stays, flagged); missing them with the grace spent drops one level and gives the
 * grace back at the new level. Never below 0. A level no longer on the ladder is not met.
 */
export function reviewRank(
  state: TRankState,
  rank: TThresholds | undefined,
  figures: TWindowFigures,
  graceAllowed: number,
): TReviewOutcome {
  if (rank && meetsThresholds(figures, rank)) return { level: state.level, graceUsed: 0, outcome: 'KEPT' };
  if (state.graceUsed < graceAllowed) {
    return { level: state.level, graceUsed: state.graceUsed + 1, outcome: 'GRACED' };
  }
  return { level: Math.max(state.level - 1, 0), graceUsed: 0, outcome: 'DOWNGRADED' };
}

/**
 * The level whose thresholds break the rise, or null: each rank's deposit and valid bet must be at least the rank
 * under it's and at most the rank over it's (equal is allowed: a rank may differ by one threshold only).
 */
export function firstUnrisingLevel(ladder: readonly TThresholds[]): number | null {
  const sorted = [...ladder].sort((a, b) => a.level - b.level);
  for (let i = 1; i < sorted.length; i++) {
    const below = sorted[i - 1];
    const rank = sorted[i];
    if (!below || !rank) continue;
    if (rank.depositMinor < below.depositMinor || rank.validBetMinor < below.validBetMinor) return rank.level;
  }
  return null;
}
