import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
const ISSUER = 'Tala Back Office';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

export function otpauthUri(secret: string, label: string): string {
  return totpOf(secret, label).toString();
}

export function currentTotpCode(secret: string, at = Date.now()): string {
  return totpOf(secret, 'code').generate({ timestamp: at });
}

/**
 * The 30-second step the code belongs to (one step of clock drift either way), or null. The caller
 * stores the step so the same code cannot be used twice.
 */
export function matchTotpStep(secret: string, code: string, at = Date.now()): bigint | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, 'code').validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return null;
  return BigInt(Math.floor(at / 1000 / PERIOD_S) + delta);
}
