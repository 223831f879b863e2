import { sha256Hex, toHex } from './sha256.ts';

/** 256-bit server seeds: as strong as the session tokens, far beyond any brute force of the commitment. */
export const SERVER_SEED_BYTES = 32;
export const CLIENT_SEED_MAX_LENGTH = 64;

const SERVER_SEED_RE = /^[0-9a-f]{64}$/;
// Printable ASCII only, so the HMAC message is the same bytes in every verifier (no Unicode normalisation).
const CLIENT_SEED_RE = /^[\x20-\x7e]+$/;

/** A fresh server seed: 32 random bytes as 64 lower-case hex characters. Kept secret until rotated. */
export function createServerSeed(): string {
  return randomHex(SERVER_SEED_BYTES);
}

/**
 * The platform CSPRNG through `globalThis.crypto` (Node ≥ 19 and every browser), not node:crypto: this
 * module is shared with the verify page, which must bundle without Node built-ins.
 */
function randomHex(byteCount: number): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(byteCount)));
}

/** A default client seed for a player who has not chosen one (they may replace it at any time). */
export function createClientSeed(): string {
  return randomHex(16);
}

/**
 * The commitment shown before play: SHA-256 of the server seed's hex text (UTF-8), as lower-case hex.
 * Hashing the text rather than the raw bytes lets a player check it with any online SHA-256 tool.
 */
export function hashServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** True when a revealed server seed is the one committed to by `serverSeedHash`. */
export function isServerSeedCommitment(serverSeed: string, serverSeedHash: string): boolean {
  return hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();
}

export function isValidServerSeed(serverSeed: string): boolean {
  return SERVER_SEED_RE.test(serverSeed);
}

/** 1–64 printable ASCII characters (spaces allowed; a player may type a phrase). */
export function isValidClientSeed(clientSeed: string): boolean {
  return clientSeed.length <= CLIENT_SEED_MAX_LENGTH && CLIENT_SEED_RE.test(clientSeed);
}
