import type { TLotteryResult } from '../../../src/games/lottery/lottery-types.ts';

/**
 * What trend views read from recent results: how often each number came (hot and cold), and the road of
 * one two-sided subject (big/small or odd/even of the sum) in draw order.
 */

/** The "numbers" a family's trend counts: digits for 5D, faces for K3, the winning car for PK10,
 * the last two digits of every prize for the Vietnamese sheets (lô), every digit of the 4D numbers. */
export function trendNumbers(result: TLotteryResult): string[] {
  switch (result.family) {
    case 'ssc5':
      return result.digits.map(String);
    case 'k3':
      return result.dice.map(String);
    case 'pk10':
      return result.order.slice(0, 3).map(String);
    case 'vn-north':
    case 'vn-regional':
      return result.prizes.flatMap((prize) => prize.numbers.map((number) => number.slice(-2)));
    case 'sea-4d':
      return [result.first, result.second, result.third].flatMap((number) => number.split(''));
  }
}

/** Every number a family's trend can show, so a number that never came counts as cold (0). */
export function trendUniverse(family: TLotteryResult['family']): string[] {
  const range = (from: number, to: number, width = 1) =>
    Array.from({ length: to - from + 1 }, (_, index) => String(from + index).padStart(width, '0'));
  if (family === 'k3') return range(1, 6);
  if (family === 'pk10') return range(1, 10);
  if (family === 'vn-north' || family === 'vn-regional') return range(0, 99, 2);
  return range(0, 9);
}

export type TFrequency = { number: string; count: number };

/** Counts over the results, hottest first (ties by number), and the coldest `size` at the end. */
export function hotAndCold(
  family: TLotteryResult['family'],
  results: readonly TLotteryResult[],
  size: number,
): { hot: TFrequency[]; cold: TFrequency[] } {
  const counts = new Map(trendUniverse(family).map((number) => [number, 0]));
  for (const result of results) {
    for (const number of trendNumbers(result)) counts.set(number, (counts.get(number) ?? 0) + 1);
  }
  const sorted = [...counts].map(([number, count]) => ({ number, count }));
  const byHot = [...sorted].sort((a, b) => b.count - a.count || a.number.localeCompare(b.number));
  const byCold = [...sorted].sort((a, b) => a.count - b.count || a.number.localeCompare(b.number));
  return { hot: byHot.slice(0, size), cold: byCold.slice(0, size) };
}

/** The sum a fast game's two-sided road reads: 5D all five digits, K3 the dice, PK10 the first two cars. */
export function roadSum(result: TLotteryResult): number | null {
  if (result.family === 'ssc5') return result.digits.reduce((a, b) => a + b, 0);
  if (result.family === 'k3') return result.dice.reduce((a, b) => a + b, 0);
  if (result.family === 'pk10') return (result.order[0] ?? 0) + (result.order[1] ?? 0);
  return null;
}

export type TRoadMark = 'big' | 'small' | 'odd' | 'even' | 'triple';

/** Big/small of the sum by the play types' own lines (5D 23+, K3 11–17 with a triple neither, PK10 12+). */
export function roadMark(result: TLotteryResult, road: 'size' | 'parity'): TRoadMark | null {
  const sum = roadSum(result);
  if (sum === null) return null;
  if (road === 'parity') return sum % 2 === 1 ? 'odd' : 'even';
  if (result.family === 'k3' && new Set(result.dice).size === 1) return 'triple';
  const bigFrom = result.family === 'ssc5' ? 23 : result.family === 'k3' ? 11 : 12;
  return sum >= bigFrom ? 'big' : 'small';
}

/**
 * The bead road: marks oldest first, filling columns of `rows` top to bottom, as the bead plates of
 * Asian lottery and baccarat sites do.
 */
export function beadColumns<T>(marksOldestFirst: readonly T[], rows: number): T[][] {
  const columns: T[][] = [];
  marksOldestFirst.forEach((mark, index) => {
    if (index % rows === 0) columns.push([]);
    columns[columns.length - 1]!.push(mark);
  });
  return columns;
}
