import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';
import { AppError, assert } from '../../lib/app-error.ts';

/** The contract schema already refused anything but "digits[.dd]" above zero; this converts it. */
export function parseAmount(text: string): bigint {
  const minor = decimalStringToMinor(text);
  assert(minor !== null && minor > 0n, 'amount validated by ZAmountInput');
  return minor;
}

export function ensureAmountInRange(amount: bigint, min: bigint, max: bigint): void {
  if (amount < min || amount > max) {
    throw new AppError('PAY_AMOUNT_OUT_OF_RANGE', {
      params: { min: minorToDecimalString(min), max: minorToDecimalString(max) },
    });
  }
}

export function isoOrNull(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** "****6789": enough for the member to recognise the account. */
export function maskAccountNumber(number: string): string {
  return `****${number.slice(-4)}`;
}
