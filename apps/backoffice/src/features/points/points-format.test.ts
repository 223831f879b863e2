import { describe, expect, it } from 'vitest';
import {
  convertedCash,
  earnedPoints,
  newRequestId,
  normalizeDecimal,
  parseRatio,
  ratioText,
} from './points-format.ts';

describe('points ratios as staff type them', () => {
  it('when a ratio is typed as a decimal, then it is read in hundredths', () => {
    expect(parseRatio('0.70')).toBe(70);
    expect(parseRatio('0.7')).toBe(70);
    expect(parseRatio('.7')).toBe(70);
    expect(parseRatio('1')).toBe(100);
    expect(parseRatio(' 1.20 ')).toBe(120);
    expect(parseRatio('0')).toBe(0);
    expect(parseRatio('1000.00')).toBe(100_000);
  });

  it('when a ratio is not a plain decimal or above the cap, then it is refused', () => {
    for (const text of ['', '-1', '0.705', '1,5', 'abc', '1000.01', '1e2', '.'])
      expect(parseRatio(text)).toBeNull();
  });

  it('when a ratio is shown, then it reads like the navigation labels', () => {
    expect(ratioText(70)).toBe('0.70');
    expect(ratioText(120)).toBe('1.20');
    for (const hundredths of [0, 5, 70, 100, 12_345])
      expect(parseRatio(ratioText(hundredths))).toBe(hundredths);
  });
});

describe('points figures', () => {
  it('when an amount is typed loosely, then it is sent with two decimals', () => {
    expect(normalizeDecimal('500')).toBe('500.00');
    expect(normalizeDecimal('-50')).toBe('-50.00');
    expect(normalizeDecimal('1,200.5')).toBe('1200.50');
    expect(normalizeDecimal('1.234')).toBeNull();
    expect(normalizeDecimal('ten')).toBeNull();
  });

  it('when a bet earns points, then it is rounded down like the server feed', () => {
    expect(earnedPoints('100.00', 70)).toBe('70.00');
    expect(earnedPoints('0.01', 70)).toBe('0.00');
    expect(earnedPoints('1.01', 120)).toBe('1.21');
  });

  it('when points convert, then the money is points over the rate, rounded down', () => {
    expect(convertedCash('10000.00', 100)).toBe('100.00');
    expect(convertedCash('150.00', 100)).toBe('1.50');
    expect(convertedCash('1.00', 3)).toBe('0.33');
  });

  it('when a request id is made, then the contract accepts it and it is new each time', () => {
    const first = newRequestId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(first);
  });
});
