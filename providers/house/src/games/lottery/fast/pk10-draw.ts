import { randomInt } from '../../../fair/float-source.ts';
import type { TDraw, TLotteryResult } from '../lottery-types.ts';

export const PK10_CAR_COUNT = 10;

/**
 * The PK10 race: a Fisher–Yates shuffle of cars 1–10, nine floats. Start from [1, 2, …, 10]; for
 * i = 0 … 8, j = i + ⌊float × (10 − i)⌋ and swap places i and j. order[0] is the winner. Each of the
 * 10! finishing orders is equally likely (up to the float's 2^-32 resolution).
 */
export const drawPk10: TDraw<'pk10'> = (source) => {
  const order = Array.from({ length: PK10_CAR_COUNT }, (_, index) => index + 1);
  for (let i = 0; i < PK10_CAR_COUNT - 1; i++) {
    const j = i + randomInt(source, PK10_CAR_COUNT - i);
    const car = order[i]!;
    order[i] = order[j]!;
    order[j] = car;
  }
  return { family: 'pk10', order };
};

/** The finishing order of a PK10 result (a permutation of 1–10); anything else here is a bug in the caller. */
export function pk10Order(result: TLotteryResult): readonly number[] {
  if (result.family !== 'pk10' || !isPermutationOfCars(result.order)) {
    throw new Error(`not a PK10 result: ${JSON.stringify(result)}`);
  }
  return result.order;
}

// A bit per car: settlement calls this once per line, so it avoids sorting a copy each time.
function isPermutationOfCars(order: readonly number[]): boolean {
  if (order.length !== PK10_CAR_COUNT) return false;
  let seen = 0;
  for (const car of order) {
    if (!Number.isInteger(car) || car < 1 || car > PK10_CAR_COUNT) return false;
    seen |= 1 << car;
  }
  return seen === (1 << (PK10_CAR_COUNT + 1)) - 2;
}
