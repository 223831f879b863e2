import { randomInt } from '../../../fair/float-source.ts';
import type { TDraw, TLotteryResult } from '../lottery-types.ts';

export const K3_DICE_COUNT = 3;

/** The K3 draw: three floats, one per die in draw order, each die = ⌊float × 6⌋ + 1 (216 equally likely rolls). */
export const drawK3: TDraw<'k3'> = (source) => {
  const dice: number[] = [];
  for (let die = 0; die < K3_DICE_COUNT; die++) dice.push(randomInt(source, 6) + 1);
  return { family: 'k3', dice };
};

/** The dice of a K3 result; anything else here is a bug in the caller. */
export function k3Dice(result: TLotteryResult): readonly number[] {
  if (
    result.family !== 'k3' ||
    result.dice.length !== K3_DICE_COUNT ||
    !result.dice.every((die) => Number.isInteger(die) && die >= 1 && die <= 6)
  ) {
    throw new Error(`not a K3 result: ${JSON.stringify(result)}`);
  }
  return result.dice;
}
