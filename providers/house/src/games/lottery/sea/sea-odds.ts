import type { TSea4dTier } from './sea-draw.ts';

/**
 * Default odds, integer hundredths of what 1 unit brings back (stake included). The shape is the public
 * per-$1 tables of Singapore Pools and the Malaysian operators (Big: first 2,000, second 1,000, third 490,
 * starter 250, consolation 60; Small: 3,000 / 2,000 / 800; 3D "ABC" equal on each of the top three), which
 * return about 66% (Big) and 58% (Small) because they fund a lottery duty. The house returns what its other
 * games do, so each table keeps the public ratios between tiers, scaled to a 96% return; an operator can
 * set the public figures instead.
 */
export const SEA_BIG_ODDS: Readonly<Record<TSea4dTier, number>> = {
  first: 300_000,
  second: 150_000,
  third: 75_000,
  starter: 35_000,
  consolation: 8500,
};

export const SEA_SMALL_ODDS: Readonly<Partial<Record<TSea4dTier, number>>> = {
  first: 500_000,
  second: 330_000,
  third: 130_000,
};

/** 3D "ABC": the last three digits against the first (A), second (B) and third (C) prizes. */
export const SEA_3D_ABC_ODDS: Readonly<Partial<Record<TSea4dTier, number>>> = {
  first: 32_000,
  second: 32_000,
  third: 32_000,
};

/** 3D "A": the last three digits against the first prize only. */
export const SEA_3D_A_ODDS: Readonly<Partial<Record<TSea4dTier, number>>> = { first: 96_000 };

/** The numbers of permutations a box can have (4 different digits, one pair, two pairs, a triple). */
export const SEA_PERMUTATION_COUNTS = [24, 12, 6, 4] as const;

/**
 * i-Box odds: the straight odds divided by the number's permutations, rounded down to the hundredth as the
 * operators do (Big first /24 = 125.00; starter 350 / 24 = 14.58). Keyed `<tier>/<permutations>`.
 */
export function iboxOdds(straight: Readonly<Partial<Record<TSea4dTier, number>>>): Record<string, number> {
  const odds: Record<string, number> = {};
  for (const [tier, value] of Object.entries(straight)) {
    for (const permutations of SEA_PERMUTATION_COUNTS) {
      odds[`${tier}/${permutations}`] = Math.floor(value / permutations);
    }
  }
  return odds;
}
