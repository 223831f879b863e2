import { describe, expect, it } from 'vitest';
import type { TFloatSource } from '../../../fair/float-source.ts';
import { createSeededFloatSource } from '../../../simulation/sfc32.ts';
import { drawDistinct, drawSea4d } from './sea-draw.ts';

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

describe('4D draw', () => {
  it('when every float is 0, then the shuffle keeps its order: 0000, 0001, … in tier order', () => {
    const source = scriptedSource(new Array<number>(23).fill(0));
    const result = drawSea4d(source);
    expect(source.reads()).toBe(23);
    expect([result.first, result.second, result.third]).toEqual(['0000', '0001', '0002']);
    expect(result.starter).toEqual([
      '0003',
      '0004',
      '0005',
      '0006',
      '0007',
      '0008',
      '0009',
      '0010',
      '0011',
      '0012',
    ]);
    expect(result.consolation[9]).toBe('0022');
  });

  it('when every float is just under 1, then each step takes the last entry, which the previous swap moved there', () => {
    // Step 0 takes a[9999] = 9999 and moves 0 there; step 1 takes a[9999] = 0 and moves 1 there; and so on.
    const result = drawSea4d(scriptedSource(new Array<number>(23).fill(1 - 2 ** -32)));
    expect([result.first, result.second, result.third, result.starter[0]]).toEqual([
      '9999',
      '0000',
      '0001',
      '0002',
    ]);
  });

  it('when every float grid point of a 5-choose-3 shuffle is tried, then each ordered triple comes exactly once', () => {
    const seen = new Map<string, number>();
    for (let a = 0; a < 5; a++) {
      for (let b = 0; b < 4; b++) {
        for (let c = 0; c < 3; c++) {
          const source = scriptedSource([(a + 0.5) / 5, (b + 0.5) / 4, (c + 0.5) / 3]);
          const key = drawDistinct(source, 5, 3).join(',');
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
      }
    }
    expect(seen.size).toBe(60);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
    expect([...seen.keys()].every((key) => new Set(key.split(',')).size === 3)).toBe(true);
  });

  it('when 200,000 draws are made, then all 23 numbers differ and every prize slot is uniform in its last digit', () => {
    const source = createSeededFloatSource(44);
    const draws = 200_000;
    const counts = Array.from({ length: 23 }, () => new Array<number>(10).fill(0));
    let badDraws = 0;
    for (let draw = 0; draw < draws; draw++) {
      const result = drawSea4d(source);
      const numbers = [result.first, result.second, result.third, ...result.starter, ...result.consolation];
      if (new Set(numbers).size !== 23 || !numbers.every((number) => /^[0-9]{4}$/.test(number)))
        badDraws += 1;
      numbers.forEach((number, slot) => {
        counts[slot]![Number(number[3])]! += 1;
      });
    }
    expect(badDraws).toBe(0);
    for (const row of counts) {
      const chiSquare = row.reduce((sum, count) => sum + (count - draws / 10) ** 2 / (draws / 10), 0);
      // 9 degrees of freedom, 23 rows: P(any χ² > 37.7) ≈ 23 × 1e-5.
      expect(chiSquare).toBeLessThan(37.7);
    }
  });
});
