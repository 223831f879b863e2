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

/** An instant as a `datetime-local` value ("2026-11-28T00:00") on the clock of `timeZone`. */
export function toZonedLocal(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/**
 * A `datetime-local` value read on the clock of `timeZone`, as an ISO instant: the zone's offset at that moment is
 * found by formatting a first guess back (twice, so a guess across a daylight-saving change settles). Null when the
 * value is not a date and time.
 */
export function fromZonedLocal(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const shown = Date.parse(`${toZonedLocal(new Date(guess).toISOString(), timeZone)}:00Z`);
    guess += wanted - shown;
  }
  return new Date(guess).toISOString();
}
