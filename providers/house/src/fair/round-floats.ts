import type { TFloatSource } from './float-source.ts';
import { isValidClientSeed, isValidServerSeed } from './server-seed.ts';
import { hmacSha256 } from './sha256.ts';

export type TRoundSeeds = { serverSeed: string; clientSeed: string; nonce: number };

/** The longest round (a slot round with every free spin) needs a few hundred; a cap turns a loop bug into an error. */
export const MAX_FLOATS_PER_ROUND = 4096;
const FLOATS_PER_BLOCK = 8; // one HMAC-SHA256 digest = 32 bytes = 8 floats of 4 bytes

/**
 * The provably fair stream of one round (the Stake-style scheme, so public verifiers reproduce it):
 *   block[cursor] = HMAC-SHA256(key = serverSeed as UTF-8 text, message = `${clientSeed}:${nonce}:${cursor}`)
 *   cursor = 0, 1, 2, … ; each block gives 8 floats; float = b0/256 + b1/256² + b2/256³ + b3/256⁴.
 * The server seed is committed by hash before the round, the client seed is the player's, the nonce
 * counts the player's rounds under this seed pair, so neither side can steer the outcome.
 */
export function createRoundFloatSource(seeds: TRoundSeeds): TFloatSource {
  assertRoundSeeds(seeds);
  let block: Uint8Array = new Uint8Array(0);
  let drawn = 0;
  return () => {
    if (drawn >= MAX_FLOATS_PER_ROUND) throw new RangeError('round float stream exhausted');
    const offset = drawn % FLOATS_PER_BLOCK;
    if (offset === 0) block = roundBlock(seeds, drawn / FLOATS_PER_BLOCK);
    drawn += 1;
    return bytesToFloat(block, offset * 4);
  };
}

/** The first `count` floats of a round's stream (what a verify page lists). */
export function roundFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  if (!Number.isSafeInteger(count) || count < 0 || count > MAX_FLOATS_PER_ROUND) {
    throw new RangeError(`roundFloats: bad count ${count}`);
  }
  const source = createRoundFloatSource({ serverSeed, clientSeed, nonce });
  return Array.from({ length: count }, () => source());
}

// The house's own HMAC (sha256.ts), not node:crypto: the verify page ships this same module.
function roundBlock(seeds: TRoundSeeds, cursor: number): Uint8Array {
  return hmacSha256(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${cursor}`);
}

/** Big-endian base-256 fraction of 4 bytes: a multiple of 2^-32 in [0, 1). */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  return (
    bytes[offset]! / 256 +
    bytes[offset + 1]! / 256 ** 2 +
    bytes[offset + 2]! / 256 ** 3 +
    bytes[offset + 3]! / 256 ** 4
  );
}

function assertRoundSeeds(seeds: TRoundSeeds): void {
  if (!isValidServerSeed(seeds.serverSeed)) throw new RangeError('bad server seed');
  if (!isValidClientSeed(seeds.clientSeed)) throw new RangeError('bad client seed');
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new RangeError('bad nonce');
}
