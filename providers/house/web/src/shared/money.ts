import { formatMoneyAmount, minorToDecimalString } from '@tala/contract/money';

/**
 * Money on the wire is a decimal string ("12.50"); here it is integer cents as bigint, as everywhere in
 * Tala, so nothing is ever off by a float rounding.
 */
const DECIMAL_RE = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/;

export function parseCents(decimal: string): bigint {
  const match = DECIMAL_RE.exec(decimal.trim());
  if (match === null) throw new RangeError(`not a money amount: ${decimal}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** The wire form: "1234.50". */
export function toDecimal(cents: bigint): string {
  return minorToDecimalString(cents);
}

/**
 * For people: the platform's one money style (grouped thousands, two decimals: "1,234.50"), from the
 * contract's formatter, so the game and the site never write an amount two ways. The balance adds the
 * platform's currency symbol in front.
 */
export function formatCents(cents: bigint): string {
  return formatMoneyAmount(minorToDecimalString(cents));
}

/** Short chip labels: 50, 1K, 2.5K, 1M. */
export function chipLabel(cents: bigint): string {
  const units = Number(cents) / 100;
  if (units >= 1_000_000) return `${trim(units / 1_000_000)}M`;
  if (units >= 1_000) return `${trim(units / 1_000)}K`;
  return trim(units);
}

function trim(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
}
