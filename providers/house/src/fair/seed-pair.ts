import {
  createClientSeed,
  createServerSeed,
  hashServerSeed,
  isValidClientSeed,
  isValidServerSeed,
} from './server-seed.ts';

/** A player's active seed pair. `serverSeed` never leaves the server until the pair is rotated. */
export type TSeedPair = { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
/** What the player sees while the pair is active: the commitment, their client seed, the next nonce. */
export type TPublicSeedPair = { serverSeedHash: string; clientSeed: string; nonce: number };
/** A retired pair: the server seed is revealed so every round played under it can be recomputed. */
export type TRevealedSeedPair = TSeedPair;

export function createSeedPair(clientSeed: string = createClientSeed()): TSeedPair {
  assertClientSeed(clientSeed);
  const serverSeed = createServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 };
}

export function toPublicSeedPair(pair: TSeedPair): TPublicSeedPair {
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce };
}

/**
 * Takes the nonce for one round and returns the pair to store for the next one. The caller must persist
 * the incremented nonce before revealing the outcome, so no nonce is ever used twice under one pair.
 */
export function takeNonce(pair: TSeedPair): { nonce: number; next: TSeedPair } {
  if (!Number.isSafeInteger(pair.nonce + 1)) throw new RangeError('nonce overflow: rotate the seed pair');
  return { nonce: pair.nonce, next: { ...pair, nonce: pair.nonce + 1 } };
}

/**
 * Reveals the current server seed and starts a new pair (fresh server seed committed by its hash, nonce 0).
 * Changing the client seed goes through here too (as on the public provably-fair sites): each pair is then
 * one (server seed, client seed) with one nonce sequence from 0, and the rounds played under the old
 * client seed become verifiable at once instead of waiting for some later rotation.
 */
export function rotateSeedPair(
  pair: TSeedPair,
  nextClientSeed: string = pair.clientSeed,
): { revealed: TRevealedSeedPair; next: TSeedPair } {
  if (!isValidServerSeed(pair.serverSeed)) throw new RangeError('bad server seed');
  return { revealed: { ...pair }, next: createSeedPair(nextClientSeed) };
}

function assertClientSeed(clientSeed: string): void {
  if (!isValidClientSeed(clientSeed)) throw new RangeError('bad client seed');
}
