import { createServerSeed, hashServerSeed, isValidServerSeed } from './server-seed.ts';
import { sha256Hex } from './sha256.ts';

/**
 * Seeds committed far ahead, for scheduled draws (lottery issues, event matches): a hash chain.
 *
 *   seeds[n-1] = 32 random bytes (hex);  seeds[i] = link(seeds[i + 1]);  anchor = link(seeds[0])
 *   link(seed) = SHA-256("chain:" + seed), lower-case hex
 *
 * Draw k uses seeds[k]. Publishing the anchor commits every seed of the chain at once, long before any
 * bet exists; revealing seeds[k] after draw k proves it belongs to the chain (link(seeds[k]) is seeds[k−1],
 * or the anchor for k = 0) — the operator could not choose it later. Each draw is also committed on its own
 * by `hashServerSeed(seeds[k])` (plain SHA-256 of the seed, as every other house round), which is safe to
 * publish before the draw: the chain link uses a different message ("chain:" prefix), so the per-draw hash
 * tells nothing about the previous seed.
 */
export type TSeedChain = { anchor: string; seeds: readonly string[] };

const LINK_PREFIX = 'chain:';
/** A day of 1-minute draws is 1,440: a chain covers weeks; generating it is one hash a seed. */
export const MAX_CHAIN_LENGTH = 1_000_000;

export function chainLink(seed: string): string {
  return sha256Hex(LINK_PREFIX + seed);
}

export function createSeedChain(length: number): TSeedChain {
  if (!Number.isSafeInteger(length) || length < 1 || length > MAX_CHAIN_LENGTH) {
    throw new RangeError(`createSeedChain: bad length ${length}`);
  }
  const seeds = new Array<string>(length);
  seeds[length - 1] = createServerSeed();
  for (let i = length - 2; i >= 0; i--) seeds[i] = chainLink(seeds[i + 1]!);
  return { anchor: chainLink(seeds[0]!), seeds };
}

/** True when `seed` is the link after `previous` (the previous draw's revealed seed, or the anchor). */
export function isChainSuccessor(seed: string, previous: string): boolean {
  return isValidServerSeed(seed) && chainLink(seed) === previous.toLowerCase();
}

/**
 * Walks from a revealed seed back to the anchor: true when `seed` is draw `position` of the chain. Costs
 * `position + 1` hashes; a verifier that knows an earlier revealed seed should use `isChainSuccessor`.
 */
export function isInChain(seed: string, position: number, anchor: string): boolean {
  if (!isValidServerSeed(seed) || !Number.isSafeInteger(position) || position < 0) return false;
  if (position >= MAX_CHAIN_LENGTH) return false;
  let current = seed;
  for (let i = 0; i <= position; i++) current = chainLink(current);
  return current === anchor.toLowerCase();
}

/** The per-draw commitment, the same as every house round's (`hashServerSeed`). */
export const drawSeedHash = hashServerSeed;

/**
 * Outside randomness for a draw, fixed at its cut-off and published with the result: SHA-256 over the
 * draw's public label (game and issue) and the sorted, de-duplicated contributions — the client seeds of
 * the bets placed before cut-off, chosen by players after the seed was committed. Used as the draw's client
 * seed (64 hex characters, a valid client seed), so the result depends on values the operator did not know
 * when it committed the server seed.
 */
export function drawEntropy(label: string, contributions: readonly string[]): string {
  // One buffer hashed at once (the house's SHA-256 is one-shot): the same bytes as the streamed form.
  let text = label;
  for (const part of [...new Set(contributions)].sort()) text += `\n${part}`;
  return sha256Hex(text);
}

/**
 * Seed `position` of a chain of `length` from its last seed (`seeds[length − 1]`, the only one a store
 * needs to keep): that seed hashed `length − 1 − position` times. Equals `createSeedChain(...).seeds[position]`.
 */
export function chainSeedAt(lastSeed: string, length: number, position: number): string {
  if (!isValidServerSeed(lastSeed)) throw new RangeError('chainSeedAt: bad seed');
  if (!Number.isSafeInteger(length) || length < 1 || length > MAX_CHAIN_LENGTH) {
    throw new RangeError(`chainSeedAt: bad length ${length}`);
  }
  if (!Number.isSafeInteger(position) || position < 0 || position >= length) {
    throw new RangeError(`chainSeedAt: position ${position} outside the chain`);
  }
  let seed = lastSeed;
  for (let i = length - 1; i > position; i--) seed = chainLink(seed);
  return seed;
}

/** Seeds at positions [from, from + count): the range's last one found as `chainSeedAt` does, then linked down. */
export function chainSeedRange(lastSeed: string, length: number, from: number, count: number): string[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`chainSeedRange: bad count ${count}`);
  if (count === 0) return [];
  const seeds = new Array<string>(count);
  seeds[count - 1] = chainSeedAt(lastSeed, length, from + count - 1);
  for (let i = count - 2; i >= 0; i--) seeds[i] = chainLink(seeds[i + 1]!);
  return seeds;
}
