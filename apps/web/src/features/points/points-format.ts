import { formatMoneyAmount } from '@tala/contract/money';

/** "1,200" or "72.50": points as a person reads them (the ledger keeps hundredths; whole points drop ".00"). */
export function formatPoints(decimal: string): string {
  const text = formatMoneyAmount(decimal);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
