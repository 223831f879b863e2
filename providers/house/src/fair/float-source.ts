/**
 * A stream of uniform floats in [0, 1). Every game draws its randomness only through one of these, so the
 * same game code runs on the provably fair HMAC stream (real rounds, `round-floats.ts`) and on a fast
 * seeded generator (RTP simulations, `simulation/sfc32.ts`). Both produce multiples of 2^-32.
 */
export type TFloatSource = () => number;

/**
 * An integer in [0, exclusiveMax): floor(float × n), the same mapping public provably-fair verifiers use.
 * With 2^32 float values the bias is at most n / 2^32 (under 1e-7 for a 416-card shoe): negligible.
 */
export function randomInt(source: TFloatSource, exclusiveMax: number): number {
  if (!Number.isSafeInteger(exclusiveMax) || exclusiveMax < 1 || exclusiveMax > 2 ** 32) {
    throw new RangeError(`randomInt: bad range ${exclusiveMax}`);
  }
  return Math.floor(source() * exclusiveMax);
}

/**
 * Picks index i with probability weights[i] / Σ weights. Integer weights keep the pick exact to the
 * float's resolution and let a verifier redo it by hand: r = floor(float × Σ), then walk the cumulative sums.
 */
export function weightedPick(source: TFloatSource, weights: readonly number[]): number {
  let total = 0;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0)
      throw new RangeError(`weightedPick: bad weight ${weight}`);
    total += weight;
  }
  let remaining = randomInt(source, total);
  for (let index = 0; index < weights.length; index++) {
    remaining -= weights[index]!;
    if (remaining < 0) return index;
  }
  throw new Error('weightedPick: unreachable (weights sum to zero?)');
}

/** True with the given probability: float < p. Exact up to one step of 2^-32. */
export function isHit(source: TFloatSource, probability: number): boolean {
  if (!(probability >= 0 && probability <= 1)) throw new RangeError(`isHit: bad probability ${probability}`);
  return source() < probability;
}
