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

/** "P 1,234.50": two decimals, thousands separators, the merchant's symbol. */
export function formatMoney(decimal: string, symbol: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${symbol} ${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
