import { decimalStringToMinor, formatMinorMoney } from '@tala/contract/money';
import { AppError, assert } from '../../lib/app-error.ts';

/** The contract schema already refused anything but "digits[.dd]" above zero; this converts it. */
export function parseAmount(text: string): bigint {
  const minor = decimalStringToMinor(text);
  assert(minor !== null && minor > 0n, 'amount validated by ZAmountInput');
  return minor;
}

/** The limits in the message are written as the site writes money: "P 100.00", "P 50,000.00". */
export function ensureAmountInRange(
  amount: bigint,
  range: { min: bigint; max: bigint; symbol: string },
): void {
  if (amount < range.min || amount > range.max) {
    throw new AppError('PAY_AMOUNT_OUT_OF_RANGE', {
      params: {
        min: formatMinorMoney(range.min, range.symbol),
        max: formatMinorMoney(range.max, range.symbol),
      },
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
