import type { TFloatSource } from './float-source.ts';
import { createRoundFloatSource } from './round-floats.ts';
import { drawEntropy, isChainSuccessor, isInChain } from './seed-chain.ts';
import { hashServerSeed, isValidServerSeed } from './server-seed.ts';

/**
 * Provably fair SCHEDULED draws — a virtual match, a lottery issue: a draw many players bet on, which no
 * player's own seed pair can protect. One API for the service that draws and the verify page that checks
 * (decision 059); browser-safe (the house's own SHA-256, no Node built-in).
 *
 *   1. commit   createSeedChain(length) (seed-chain.ts): publish the anchor long before the draws, store
 *               only the last seed. Each seed is the hash of the one after it, so the chain is revealed
 *               backwards: draw n's seed hashes to draw n − 1's, revealed before it (the anchor for n = 0).
 *   2. seed     chainSeedAt(lastSeed, length, n): draw n's seed. `drawSeedHash(seed)` is its own
 *               commitment, shown on the draw before betting opens.
 *   3. entropy  drawEntropy(label, contributions): at cut-off, SHA-256 over the draw's public label and the
 *               sorted, de-duplicated client seeds of the bets placed before it — values chosen after the
 *               chain was committed, by people the operator does not control.
 *   4. result   playDraw(...) / drawStream(seed, entropy): the family's draw reads
 *               HMAC-SHA256(seed, entropy + ":0:" + cursor), the stream of every house round, so the result
 *               is f(chain seed, entropy, label) and any public verifier reproduces it.
 *   5. verify   checkDrawProof(...): the seed is in the published chain (or follows the previous revealed
 *               seed), matches its own commitment, and the entropy is the listed contributions'.
 */

/** The result stream of a draw: its chain seed keyed, its entropy as the client seed, nonce 0. */
export function drawStream(seed: string, entropy: string): TFloatSource {
  return createRoundFloatSource({ serverSeed: seed, clientSeed: entropy, nonce: 0 });
}

/** The draw as the service makes it at cut-off: the entropy from the contributions, then the result. */
export function playDraw<TResult>(
  input: { seed: string; label: string; contributions: readonly string[] },
  play: (source: TFloatSource) => TResult,
): { entropy: string; result: TResult } {
  const entropy = drawEntropy(input.label, input.contributions);
  return { entropy, result: play(drawStream(input.seed, entropy)) };
}

/**
 * Positions a browser walks back to the anchor (one hash each): a chain of a week of 1-minute draws is
 * 10,080, well under this. Further back a verifier links to an earlier revealed seed instead.
 */
export const MAX_CHAIN_WALK = 100_000;

export type TDrawProof = {
  /** The revealed seed of the draw. */
  seed: string;
  /** The published entropy the result was drawn with. */
  entropy: string;
  /** The draw's label (`drawEntropy`'s first line). */
  label: string;
  /** The per-draw commitment published before betting; null or absent when not given. */
  seedHash?: string | null;
  /** The published anchor and the draw's place in its chain; null when not known. */
  chain?: { anchor: string; position: number } | null;
  /** The previous draw's revealed seed: the seed must hash to it (a check of one hash). */
  previousSeed?: string | null;
  /** The contributions as published; null when not fetched. */
  contributions?: readonly string[] | null;
};

/** Each check: true, false, or null when the proof did not carry what it needs. */
export type TDrawChecks = {
  isCommitmentValid: boolean | null;
  isInChain: boolean | null;
  isEntropyValid: boolean | null;
};

/** Every check a draw's published proof allows (the result itself is recomputed with `drawStream`). */
export function checkDrawProof(proof: TDrawProof): TDrawChecks {
  const seed = proof.seed.toLowerCase();
  const isSeed = isValidServerSeed(seed);
  const { chain, previousSeed, contributions, seedHash } = proof;
  let isChained: boolean | null = null;
  if (previousSeed) isChained = isSeed && isChainSuccessor(seed, previousSeed);
  else if (chain && chain.position < MAX_CHAIN_WALK)
    isChained = isInChain(seed, chain.position, chain.anchor);
  return {
    isCommitmentValid: seedHash ? isSeed && hashServerSeed(seed) === seedHash.toLowerCase() : null,
    isInChain: isChained,
    isEntropyValid: contributions
      ? drawEntropy(proof.label, contributions) === proof.entropy.toLowerCase()
      : null,
  };
}
