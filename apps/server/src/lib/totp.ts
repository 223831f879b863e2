import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 one-time codes, for staff (decision 016) and players (decision 022) alike: the defaults every
 * authenticator app understands, SHA-1, 6 digits, 30-second steps.
 */
const PERIOD_S = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app shows beside the codes: who issued the secret and for which account. */
export type TTotpLabel = { issuer: string; label: string };

function totpOf(secret: string, label: TTotpLabel): TOTP {
  return new TOTP({
    issuer: label.issuer,
    label: label.label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** The codes do not depend on the label; this one is used only to compute and check them. */
const CODE_ONLY: TTotpLabel = { issuer: 'Tala', label: 'code' };

/** The `otpauth://totp/…` URI an authenticator app scans (as a QR code) to add the secret. */
export function otpauthUri(secret: string, label: TTotpLabel): string {
  return totpOf(secret, label).toString();
}

export function currentTotpCode(secret: string, at = Date.now()): string {
  return totpOf(secret, CODE_ONLY).generate({ timestamp: at });
}

/**
 * The 30-second step the code belongs to (one step of clock drift either way), or null. The caller
 * stores the step so the same code cannot be used twice.
 */
export function matchTotpStep(secret: string, code: string, at = Date.now()): bigint | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, CODE_ONLY).validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return null;
  return BigInt(Math.floor(at / 1000 / PERIOD_S) + delta);
}
