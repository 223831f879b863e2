import { ratioLabel } from '@tala/contract/loyalty/point-ratio';
import { POINTS_RATIO_MAX } from '@tala/contract/loyalty/points';
import { decimalStringToMinor, formatMoneyAmount, minorToDecimalString } from '@tala/contract/money';

/**
 * Staff read and write points ratios as the navigation's labels show them ("0.70"); the wire keeps hundredths
 * (70). Points themselves are two-decimal strings like money.
 */
export const ratioText = ratioLabel;

/** "0.7", ".70", "1" → 70, 70, 100; null for anything else (more than two decimals, a sign, above the cap). */
export function parseRatio(text: string): number | null {
  const trimmed = text.trim();
  if (!/^(\d{1,4}(\.\d{0,2})?|\.\d{1,2})$/.test(trimmed)) return null;
  const [whole = '', fraction = ''] = trimmed.split('.');
  const hundredths = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return hundredths <= POINTS_RATIO_MAX ? hundredths : null;
}

/** "12", "-50", "12.5" → "12.00", "-50.00", "12.50" (the contract's two-decimal form); null when not a number. */
export function normalizeDecimal(text: string): string | null {
  const minor = decimalStringToMinor(text.trim().replace(/,/g, ''));
  return minor === null ? null : minorToDecimalString(minor);
}

/** A points figure as staff read it: "1,200.00". */
export function pointsText(decimal: string): string {
  return formatMoneyAmount(decimal);
}

/**
 * What `amount` (a decimal) earns at `ratio` hundredths, rounded down like the server's points feed
 * (stake in minor units × ratio / 100 is points in hundredths).
 */
export function earnedPoints(amount: string, ratio: number): string {
  const minor = decimalStringToMinor(amount) ?? 0n;
  return minorToDecimalString((minor * BigInt(ratio)) / 100n);
}

/** The money `points` (a decimal) convert to at `pointsPerUnit` whole points for 1.00, rounded down. */
export function convertedCash(points: string, pointsPerUnit: number): string {
  const minor = decimalStringToMinor(points) ?? 0n;
  return minorToDecimalString(minor / BigInt(Math.max(1, pointsPerUnit)));
}

/** A staff adjustment's key: crypto-random, 32 hex characters (the contract wants 8–64 of [A-Za-z0-9_-]). */
export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
