import { randomInt, type TFloatSource } from '../../../fair/float-source.ts';
import type { TDraw, TResultOf } from '../lottery-types.ts';

/** The 4D prize tiers, in the order the result is drawn and printed, with how many numbers each has. */
export const SEA_4D_TIERS = [
  { tier: 'first', count: 1 },
  { tier: 'second', count: 1 },
  { tier: 'third', count: 1 },
  { tier: 'starter', count: 10 },
  { tier: 'consolation', count: 10 },
] as const;

export type TSea4dTier = (typeof SEA_4D_TIERS)[number]['tier'];

export const SEA_4D_NUMBERS = 10_000;
export const SEA_4D_DRAWN = 23;

/**
 * The first `count` steps of a Fisher–Yates shuffle of 0…size − 1, on a virtual array (only the moved
 * entries are stored): step i reads one float, j = i + ⌊float × (size − i)⌋, swaps a[i] and a[j] and keeps
 * a[i]. Exactly `count` floats, no rejection, every ordered choice of different numbers equally likely
 * (to the float's 2^-32 resolution): the same procedure the baccarat shoe uses, easy to redo by hand.
 */
export function drawDistinct(source: TFloatSource, size: number, count: number): number[] {
  const moved = new Map<number, number>();
  const valueAt = (index: number): number => moved.get(index) ?? index;
  const drawn: number[] = [];
  for (let step = 0; step < count; step++) {
    const swapWith = step + randomInt(source, size - step);
    const picked = valueAt(swapWith);
    moved.set(swapWith, valueAt(step));
    moved.set(step, picked);
    drawn.push(picked);
  }
  return drawn;
}

const asNumberText = (value: number): string => String(value).padStart(4, '0');

/** A 4D draw: 23 floats, 23 different numbers: first, second, third, then 10 starter, then 10 consolation. */
export const drawSea4d: TDraw<'sea-4d'> = (source) => {
  const numbers = drawDistinct(source, SEA_4D_NUMBERS, SEA_4D_DRAWN).map(asNumberText);
  return {
    family: 'sea-4d',
    first: numbers[0]!,
    second: numbers[1]!,
    third: numbers[2]!,
    starter: numbers.slice(3, 13),
    consolation: numbers.slice(13, 23),
  };
};

/** The numbers of each tier of a result, in tier order. */
export function tierNumbers(result: TResultOf<'sea-4d'>): Array<{ tier: TSea4dTier; numbers: string[] }> {
  return [
    { tier: 'first', numbers: [result.first] },
    { tier: 'second', numbers: [result.second] },
    { tier: 'third', numbers: [result.third] },
    { tier: 'starter', numbers: result.starter },
    { tier: 'consolation', numbers: result.consolation },
  ];
}
