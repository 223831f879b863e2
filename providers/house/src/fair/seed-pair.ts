import {
  createClientSeed,
  createServerSeed,
  hashServerSeed,
  isValidClientSeed,
  isValidServerSeed,
} from './server-seed.ts';

/**
 * A player's active seed pair. `serverSeed` never leaves the server until the pair is rotated. Beside it
 * the NEXT server seed is already committed: its hash is shown before the player picks the client seed
 * of the next pair, so the server seed that client seed will meet was fixed before the player chose — an
 * operator cannot pick (or grind) a server seed after seeing the client seed.
 */
export type TSeedPair = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  nextServerSeed: string;
  nextServerSeedHash: string;
};
/** What the player sees while the pair is active: both commitments, their client seed, the next nonce. */
export type TPublicSeedPair = {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  nextServerSeedHash: string;
};
/** A retired pair: the server seed is revealed so every round played under it can be recomputed. */
export type TRevealedSeedPair = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};

/** A committed server seed: the secret and the hash that is published for it. */
export function commitServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = createServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

/** A player's first pair: the active seed and the next one, both committed now. */
export function createSeedPair(clientSeed: string = createClientSeed()): TSeedPair {
  assertClientSeed(clientSeed);
  const active = commitServerSeed();
  const next = commitServerSeed();
  return {
    ...active,
    clientSeed,
    nonce: 0,
    nextServerSeed: next.serverSeed,
    nextServerSeedHash: next.serverSeedHash,
  };
}

export function toPublicSeedPair(pair: TSeedPair): TPublicSeedPair {
  return {
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nonce,
    nextServerSeedHash: pair.nextServerSeedHash,
  };
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
 * Reveals the current server seed and starts the next pair: the server seed committed as NEXT (its hash
 * was on show before the player typed `nextClientSeed`) becomes active with that client seed at nonce 0,
 * and a fresh next seed is committed. Changing the client seed goes through here too (as on the public
 * provably-fair sites): each pair is one (server seed, client seed) with one nonce sequence from 0, and
 * the rounds played under the old client seed become verifiable at once.
 */
export function rotateSeedPair(
  pair: TSeedPair,
  nextClientSeed: string = pair.clientSeed,
): { revealed: TRevealedSeedPair; next: TSeedPair } {
  if (!isValidServerSeed(pair.serverSeed) || !isValidServerSeed(pair.nextServerSeed)) {
    throw new RangeError('bad server seed');
  }
  if (hashServerSeed(pair.nextServerSeed) !== pair.nextServerSeedHash) {
    throw new Error('Invariant failed: the next server seed is the one committed');
  }
  assertClientSeed(nextClientSeed);
  const fresh = commitServerSeed();
  return {
    revealed: {
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      nonce: pair.nonce,
    },
    next: {
      serverSeed: pair.nextServerSeed,
      serverSeedHash: pair.nextServerSeedHash,
      clientSeed: nextClientSeed,
      nonce: 0,
      nextServerSeed: fresh.serverSeed,
      nextServerSeedHash: fresh.serverSeedHash,
    },
  };
}

function assertClientSeed(clientSeed: string): void {
  if (!isValidClientSeed(clientSeed)) throw new RangeError('bad client seed');
}
