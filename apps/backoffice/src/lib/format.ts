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
