import { describe, expect, it } from 'vitest';
import type { TFloatSource } from '../../../fair/float-source.ts';
import { createSeededFloatSource } from '../../../simulation/sfc32.ts';
import {
  countPrizesWithDigits,
  drawVnNorth,
  drawVnRegional,
  VN_NORTH_TIERS,
  VN_REGIONAL_TIERS,
} from './vn-draw.ts';

/** Replays the given floats in order and counts how many were read. */
function scriptedSource(floats: readonly number[]): TFloatSource & { reads: () => number } {
  let cursor = 0;
  const source = (): number => {
    const value = floats[cursor];
    if (value === undefined) throw new Error('the draw read more floats than scripted');
    cursor += 1;
    return value;
  };
  return Object.assign(source, { reads: () => cursor });
}

describe('Vietnamese draws', () => {
  it('when a North sheet is drawn, then it reads 27 floats and prints 27 numbers, special first, at their widths', () => {
    const floats = Array.from({ length: 27 }, (_, index) => (index + 0.5) / 27);
    const source = scriptedSource(floats);
    const result = drawVnNorth(source);
    expect(source.reads()).toBe(27);
    expect(result.prizes.map((prize) => [prize.tier, prize.numbers.length])).toEqual([
      ['special', 1],
      ['first', 1],
      ['second', 2],
      ['third', 6],
      ['fourth', 4],
      ['fifth', 6],
      ['sixth', 3],
      ['seventh', 4],
    ]);
    const widths = result.prizes.flatMap((prize) => prize.numbers.map((number) => number.length));
    expect(widths).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2]);
  });

  it('when the floats are known, then each number is ⌊float × 10^digits⌋ with its leading zeros, in sheet order', () => {
    const floats = new Array<number>(27).fill(0.5);
    floats[0] = 0.000_075; // special: ⌊7.5⌋ → 00007
    floats[1] = 0.999_995; // first: ⌊99999.5⌋
    floats[26] = 0.035; // last seventh prize: ⌊3.5⌋ → 03
    const result = drawVnNorth(scriptedSource(floats));
    expect(result.prizes[0]).toEqual({ tier: 'special', numbers: ['00007'] });
    expect(result.prizes[1]).toEqual({ tier: 'first', numbers: ['99999'] });
    expect(result.prizes[2]).toEqual({ tier: 'second', numbers: ['50000', '50000'] });
    expect(result.prizes[7]).toEqual({ tier: 'seventh', numbers: ['50', '50', '50', '03'] });
  });

  it('when a regional sheet is drawn, then it reads 18 floats: special 6 digits first, eighth 2 digits last', () => {
    const floats = Array.from({ length: 18 }, (_, index) => index / 18);
    const source = scriptedSource(floats);
    const result = drawVnRegional(source);
    expect(source.reads()).toBe(18);
    expect(result.family).toBe('vn-regional');
    expect(result.prizes.map((prize) => prize.tier)).toEqual([
      'special',
      'first',
      'second',
      'third',
      'fourth',
      'fifth',
      'sixth',
      'seventh',
      'eighth',
    ]);
    expect(result.prizes[0]!.numbers).toEqual(['000000']);
    expect(result.prizes[8]!.numbers).toEqual([String(Math.floor((17 / 18) * 100))]);
  });

  it('when the sheets are counted, then North has 27/23/20 numbers of ≥2/3/4 digits and regional 18/17/16', () => {
    expect(VN_NORTH_TIERS.reduce((sum, tier) => sum + tier.count, 0)).toBe(27);
    expect(VN_REGIONAL_TIERS.reduce((sum, tier) => sum + tier.count, 0)).toBe(18);
    expect([2, 3, 4].map((digits) => countPrizesWithDigits('vn-north', digits))).toEqual([27, 23, 20]);
    expect([2, 3, 4].map((digits) => countPrizesWithDigits('vn-regional', digits))).toEqual([18, 17, 16]);
  });

  it('when 200,000 North sheets are drawn, then every position of the special prize is uniform (chi-square)', () => {
    const source = createSeededFloatSource(7);
    const counts = Array.from({ length: 5 }, () => new Array<number>(10).fill(0));
    const draws = 200_000;
    for (let draw = 0; draw < draws; draw++) {
      const special = drawVnNorth(source).prizes[0]!.numbers[0]!;
      for (let position = 0; position < 5; position++) counts[position]![Number(special[position])]! += 1;
    }
    for (const row of counts) {
      const chiSquare = row.reduce((sum, count) => sum + (count - draws / 10) ** 2 / (draws / 10), 0);
      // 9 degrees of freedom: P(χ² > 33.7) ≈ 1e-4.
      expect(chiSquare).toBeLessThan(33.7);
    }
  });
});
