import { API_PATHS } from '@tala/contract/paths';
import { ApiError } from '../../../lib/api-client.ts';
import { readSession } from '../../../lib/session-store.ts';

/** The raw ALTCHA challenge (altcha-lib v1): challenge = hex(SHA-256(salt + number)). */
type TChallenge = {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
};

const DEFAULT_MAX_NUMBER = 1_000_000;
/** Hashes per batch: big enough to be fast, small enough that the UI gets a frame between batches. */
const BATCH = 2000;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function fetchChallenge(): Promise<TChallenge> {
  // The endpoint answers the bare ALTCHA challenge JSON (not the WPS envelope), so plain fetch.
  const merchant = readSession('merchantCode');
  const response = await fetch(API_PATHS.humanCheckChallenge, {
    headers: merchant ? { Merchant: merchant } : {},
  }).catch(() => null);
  const json = (await response?.json().catch(() => null)) as TChallenge | { value: TChallenge } | null;
  if (!response?.ok || !json) throw new ApiError('NETWORK', '', response?.status ?? 0);
  return 'value' in json ? json.value : json;
}

/** Finds the number whose hash matches, in batches that yield to the event loop. */
async function solve(challenge: TChallenge, signal?: AbortSignal): Promise<number> {
  const encoder = new TextEncoder();
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const algorithm = challenge.algorithm.toUpperCase();
  for (let start = 0; start <= max; start += BATCH) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const end = Math.min(start + BATCH, max + 1);
    const hashes = await Promise.all(
      Array.from({ length: end - start }, (_, i) =>
        crypto.subtle.digest(algorithm, encoder.encode(challenge.salt + (start + i))),
      ),
    );
    const found = hashes.findIndex((hash) => toHex(hash) === challenge.challenge);
    if (found >= 0) return start + found;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('ALTCHA challenge has no solution');
}

/**
 * Runs the self-hosted ALTCHA proof-of-work (architecture: human check) and returns the payload the
 * server verifies: base64 of {algorithm, challenge, number, salt, signature}.
 */
export async function solveHumanCheck(signal?: AbortSignal): Promise<string> {
  const challenge = await fetchChallenge();
  const number = await solve(challenge, signal);
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return btoa(JSON.stringify(payload));
}
