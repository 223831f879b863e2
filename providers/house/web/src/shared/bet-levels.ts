/** At most this many choices in a bet selector: a long list helps nobody on a phone. */
export const MAX_BET_LEVELS = 24;
const STEPS = [1n, 2n, 5n] as const;

/**
 * The bets a selector offers: the 1-2-5 series between the limits, plus the limits themselves, each a
 * multiple of `unitCents` (a slot bet must split evenly over its 20 lines). Thinned evenly if too long.
 */
export function betLevels(minCents: bigint, maxCents: bigint, unitCents = 1n): bigint[] {
  if (unitCents < 1n || maxCents < minCents) return [];
  const roundUp = (value: bigint) => ((value + unitCents - 1n) / unitCents) * unitCents;
  const low = roundUp(minCents);
  const high = (maxCents / unitCents) * unitCents;
  if (high < low) return [];
  const levels = new Set<bigint>([low, high]);
  for (let scale = 1n; scale <= high; scale *= 10n) {
    for (const step of STEPS) {
      const value = step * scale;
      if (value > low && value < high && value % unitCents === 0n) levels.add(value);
    }
  }
  const sorted = [...levels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return thin(sorted, MAX_BET_LEVELS);
}

/** Keeps the first and last and spreads the rest evenly. */
function thin(levels: bigint[], max: number): bigint[] {
  if (levels.length <= max) return levels;
  const kept: bigint[] = [];
  for (let i = 0; i < max; i++) kept.push(levels[Math.round((i * (levels.length - 1)) / (max - 1))]!);
  return kept;
}

/** The level closest to a wanted bet (the default bet, or the last bet after the limits changed). */
export function nearestLevel(levels: readonly bigint[], wanted: bigint): bigint | null {
  let best: bigint | null = null;
  for (const level of levels) {
    const distance = level > wanted ? level - wanted : wanted - level;
    if (best === null || distance < (best > wanted ? best - wanted : wanted - best)) best = level;
  }
  return best;
}
