/**
 * Money is integer minor units (bigint) in code and SQL, and a decimal string ("1234.50") on the wire.
 * Two decimals everywhere in this platform.
 */
export const MINOR_UNITS_SCALE = 2;
const SCALE = 10n ** BigInt(MINOR_UNITS_SCALE);

export function minorToDecimalString(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / SCALE;
  const fraction = (abs % SCALE).toString().padStart(MINOR_UNITS_SCALE, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

const DECIMAL_RE = /^-?\d{1,15}(\.\d{1,2})?$/;

/** Parses "12", "12.5", "12.50" to minor units; returns null for anything else. */
export function decimalStringToMinor(text: string): bigint | null {
  if (!DECIMAL_RE.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const minor = BigInt(whole) * SCALE + BigInt(fraction.padEnd(MINOR_UNITS_SCALE, '0'));
  return negative ? -minor : minor;
}

/**
 * "1,234.50": two decimals and thousands separators (seed 000 §9), no symbol. Every money amount a
 * person reads — player site, back office, the house game pages, server messages — goes through this
 * function (or formatMoney below), so one style holds everywhere.
 */
export function formatMoneyAmount(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** "P 1,234.50": the amount as formatMoneyAmount writes it, led by the merchant's currency symbol. */
export function formatMoney(decimal: string, symbol: string): string {
  const negative = decimal.startsWith('-');
  return `${negative ? '-' : ''}${symbol} ${formatMoneyAmount(negative ? decimal.slice(1) : decimal)}`;
}

/** formatMoney for integer minor units (server messages, the house pages). */
export function formatMinorMoney(minor: bigint, symbol: string): string {
  return formatMoney(minorToDecimalString(minor), symbol);
}
