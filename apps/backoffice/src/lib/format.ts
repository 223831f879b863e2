import { formatMoney } from '@tala/contract/money';
import { currentLanguage } from './i18n.ts';

export function money(decimal: string, currency: string): string {
  return formatMoney(decimal, `${currency}`);
}

export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A fresh key per dialog opening: a double click or retry of the same dialog applies once. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `bo-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** An age like "3 min" or "2 hr", in the console's language without translation keys (Intl units). */
export function duration(seconds: number): string {
  const [value, unit] =
    seconds < 3600
      ? [Math.max(0, Math.floor(seconds / 60)), 'minute']
      : seconds < 86_400
        ? [Math.floor(seconds / 3600), 'hour']
        : [Math.floor(seconds / 86_400), 'day'];
  return new Intl.NumberFormat(currentLanguage(), { style: 'unit', unit, unitDisplay: 'short' }).format(
    value,
  );
}

/** A whole count ("1,234") in the console's language. */
export function count(value: number): string {
  return new Intl.NumberFormat(currentLanguage()).format(value);
}
