import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256-bit session tokens from the CSPRNG; only their SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

export function hashesEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A numeric one-time code of `digits` digits. */
export function numericCode(digits: number): string {
  return Array.from({ length: digits }, () => randomInt(10)).join('');
}
