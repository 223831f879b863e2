import { randomInt, type TFloatSource } from '../../../fair/float-source.ts';
import type { TDraw, TVnPrize } from '../lottery-types.ts';

/** One prize tier of a Vietnamese result sheet: how many numbers it draws and how many digits each has. */
export type TVnTier = { tier: string; count: number; digits: number };

export type TVnFamily = 'vn-north' | 'vn-regional';

/**
 * The North sheet (Xổ số Miền Bắc), special prize first as it is printed: 27 numbers. The draw reads the
 * floats in this order, so the order is part of the provably fair scheme: never reorder it.
 */
export const VN_NORTH_TIERS: readonly TVnTier[] = [
  { tier: 'special', count: 1, digits: 5 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 2, digits: 5 },
  { tier: 'third', count: 6, digits: 5 },
  { tier: 'fourth', count: 4, digits: 4 },
  { tier: 'fifth', count: 6, digits: 4 },
  { tier: 'sixth', count: 3, digits: 3 },
  { tier: 'seventh', count: 4, digits: 2 },
];

/** One province's sheet in the South and Central (Miền Nam, Miền Trung), special prize first: 18 numbers. */
export const VN_REGIONAL_TIERS: readonly TVnTier[] = [
  { tier: 'special', count: 1, digits: 6 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 1, digits: 5 },
  { tier: 'third', count: 2, digits: 5 },
  { tier: 'fourth', count: 7, digits: 5 },
  { tier: 'fifth', count: 1, digits: 4 },
  { tier: 'sixth', count: 3, digits: 4 },
  { tier: 'seventh', count: 1, digits: 3 },
  { tier: 'eighth', count: 1, digits: 2 },
];

export const VN_TIERS: Readonly<Record<TVnFamily, readonly TVnTier[]>> = {
  'vn-north': VN_NORTH_TIERS,
  'vn-regional': VN_REGIONAL_TIERS,
};

/** How many numbers a sheet has with at least `digits` digits: the prizes a lô of that width can hit. */
export function countPrizesWithDigits(family: TVnFamily, digits: number): number {
  let count = 0;
  for (const tier of VN_TIERS[family]) if (tier.digits >= digits) count += tier.count;
  return count;
}

/**
 * Draws a sheet: one float per number, in sheet order (tier by tier, special first), number =
 * ⌊float × 10^digits⌋ written with its leading zeros. Numbers are independent and may repeat, as on the
 * real sheets (each is drawn from its own set of digit balls).
 */
function drawSheet(tiers: readonly TVnTier[], source: TFloatSource): TVnPrize[] {
  return tiers.map(({ tier, count, digits }) => {
    const numbers: string[] = [];
    for (let index = 0; index < count; index++) {
      numbers.push(String(randomInt(source, 10 ** digits)).padStart(digits, '0'));
    }
    return { tier, numbers };
  });
}

export const drawVnNorth: TDraw<'vn-north'> = (source) => ({
  family: 'vn-north',
  prizes: drawSheet(VN_NORTH_TIERS, source),
});

export const drawVnRegional: TDraw<'vn-regional'> = (source) => ({
  family: 'vn-regional',
  prizes: drawSheet(VN_REGIONAL_TIERS, source),
});
