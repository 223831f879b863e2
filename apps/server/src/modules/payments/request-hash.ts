import { createHash, randomBytes } from 'node:crypto';

/** Fingerprint of what a request asked for, so a replayed key can be told from a reused one. */
export function requestFingerprint(parts: (string | bigint)[]): string {
  return createHash('sha256').update(parts.join('|')).digest('hex');
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "D7KQ2M9XH4": short enough to type into a bank's transfer note, 50 bits of randomness. */
export function newReference(prefix: string): string {
  const bytes = randomBytes(10);
  let text = prefix;
  for (const byte of bytes) text += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return text;
}
