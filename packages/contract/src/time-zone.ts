import { z } from 'zod';

/**
 * An IANA time zone name ("Asia/Manila", "UTC") that both this runtime and PostgreSQL know (both use the
 * IANA database): a merchant's calendar day — daily withdrawal counts, profit by day — is a day there.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZone = z.string().trim().max(64).refine(isTimeZone, { message: 'unknown time zone' });
