import fc from 'fast-check';

/**
 * The contract fuzz's randomness: one seeded generator per case (mulberry32 seeded from the run's seed
 * and the case's index), so any case is reproduced from those two numbers alone, whatever ran before.
 */
export type TRng = {
  /** [0, 1) */
  next: () => number;
  /** An integer in [0, n). */
  int: (n: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
  /** A string matching `pattern` (fast-check's stringMatching, seeded from this generator). */
  matching: (pattern: string) => string | null;
};

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes the run's seed and the case index into the case's own 32-bit seed. */
export function caseSeed(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

const patternArbitraries = new Map<string, fc.Arbitrary<string> | null>();

function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
  if (!patternArbitraries.has(pattern)) {
    let arbitrary: fc.Arbitrary<string> | null = null;
    try {
      arbitrary = fc.stringMatching(new RegExp(pattern, 'u'));
    } catch {
      arbitrary = null; // a pattern fast-check cannot invert: the caller generates free text instead
    }
    patternArbitraries.set(pattern, arbitrary);
  }
  return patternArbitraries.get(pattern) ?? null;
}

export function rngOf(seed: number): TRng {
  const next = mulberry32(seed);
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from nothing');
      return items[int(items.length)] as (typeof items)[number];
    },
    chance: (p) => next() < p,
    matching: (pattern) => {
      const arbitrary = patternArbitrary(pattern);
      if (!arbitrary) return null;
      return fc.sample(arbitrary, { seed: int(2 ** 31), numRuns: 1 })[0] ?? null;
    },
  };
}
