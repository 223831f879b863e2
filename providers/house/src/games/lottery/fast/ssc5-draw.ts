import { randomInt } from '../../../fair/float-source.ts';
import type { TDraw, TLotteryResult } from '../lottery-types.ts';

export const SSC5_POSITION_COUNT = 5;

/**
 * The 5D draw: five floats, position 1 (the ten-thousands digit) first, each digit = ⌊float × 10⌋. Every
 * one of the 100,000 results is equally likely (up to the float's 2^-32 resolution).
 */
export const drawSsc5: TDraw<'ssc5'> = (source) => {
  const digits: number[] = [];
  for (let position = 0; position < SSC5_POSITION_COUNT; position++) digits.push(randomInt(source, 10));
  return { family: 'ssc5', digits };
};

/** The digits of a 5D result; anything else here is a bug in the caller (wrong family, corrupt row). */
export function ssc5Digits(result: TLotteryResult): readonly number[] {
  if (
    result.family !== 'ssc5' ||
    result.digits.length !== SSC5_POSITION_COUNT ||
    !result.digits.every((digit) => Number.isInteger(digit) && digit >= 0 && digit <= 9)
  ) {
    throw new Error(`not a 5D result: ${JSON.stringify(result)}`);
  }
  return result.digits;
}
