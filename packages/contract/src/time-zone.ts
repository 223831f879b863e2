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

/** The calendar day (YYYY-MM-DD) `at` falls on in `timeZone`. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
