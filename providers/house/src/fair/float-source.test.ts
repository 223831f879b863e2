import { describe, expect, it } from 'vitest';
import { isHit, randomInt, type TFloatSource, weightedPick } from './float-source.ts';

const fixed =
  (...floats: number[]): TFloatSource =>
  () => {
    const float = floats.shift();
    if (float === undefined) throw new Error('test source exhausted');
    return float;
  };

describe('float helpers', () => {
  it('when an integer is drawn, then it is floor(float × n)', () => {
    expect(randomInt(fixed(0), 416)).toBe(0);
    expect(randomInt(fixed(0.5), 416)).toBe(208);
    expect(randomInt(fixed(1 - 2 ** -32), 416)).toBe(415);
    expect(() => randomInt(fixed(0.5), 0)).toThrow(RangeError);
  });

  it('when a weighted pick is made, then the float walks the cumulative integer weights', () => {
    const weights = [40, 30, 20, 10];
    expect(weightedPick(fixed(0), weights)).toBe(0);
    expect(weightedPick(fixed(0.399), weights)).toBe(0);
    expect(weightedPick(fixed(0.4), weights)).toBe(1);
    expect(weightedPick(fixed(0.7), weights)).toBe(2);
    expect(weightedPick(fixed(0.95), weights)).toBe(3);
    expect(weightedPick(fixed(0.5), [0, 5, 0])).toBe(1);
    expect(() => weightedPick(fixed(0.5), [0, 0])).toThrow(RangeError);
    expect(() => weightedPick(fixed(0.5), [1.5])).toThrow(RangeError);
  });

  it('when a hit is tested, then it hits strictly below the probability', () => {
    expect(isHit(fixed(0.0999), 0.1)).toBe(true);
    expect(isHit(fixed(0.1), 0.1)).toBe(false);
    expect(() => isHit(fixed(0.1), 1.5)).toThrow(RangeError);
  });
});
