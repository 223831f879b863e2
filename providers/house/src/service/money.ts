import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';
import { HouseError } from './api/house-error.ts';

/** Integer cents inside, decimal strings on the wire (house style 6). */
export function toMoney(cents: bigint | number): string {
  return minorToDecimalString(BigInt(cents));
}

/** A stake typed by the player: a positive decimal with at most two places, else BAD_REQUEST. */
export function parseStake(text: string): bigint {
  const cents = decimalStringToMinor(text);
  if (cents === null || cents <= 0n) throw new HouseError('BAD_REQUEST', 'bad amount');
  return cents;
}

/** A balance the platform sent ("123.45"); a malformed one is the platform's bug, not the player's. */
export function parseBalance(text: string | undefined): bigint | null {
  if (text === undefined) return null;
  return decimalStringToMinor(text);
}
