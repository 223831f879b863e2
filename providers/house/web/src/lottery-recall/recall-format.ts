import { currentLanguage } from '../shared/i18n.ts';
import { formatCents, parseCents } from '../shared/money.ts';

/** An amount with the slip's currency: "PHP 1,234.50". */
export function moneyText(currency: string, decimal: string): string {
  return `${currency} ${formatCents(parseCents(decimal))}`;
}

export function timeText(iso: string): string {
  return new Date(iso).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'medium' });
}
