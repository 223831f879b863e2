import { describe, expect, it } from 'vitest';
import { bpToPercent, formatRate, percentToBp } from './rate-percent.ts';

describe('contract rates', () => {
  it('when a percentage is typed with up to two decimals, then it becomes whole basis points', () => {
    expect(percentToBp('1.5')).toBe(150);
    expect(percentToBp('1.50')).toBe(150);
    expect(percentToBp('0.01')).toBe(1);
    expect(percentToBp('12')).toBe(1200);
    expect(percentToBp(' 100 ')).toBe(10_000);
    expect(percentToBp('0')).toBe(0);
  });

  it('when a decimal comma is typed, then it reads as the decimal point', () => {
    expect(percentToBp('0,75')).toBe(75);
  });

  it('when the text is not a plain percentage, then nothing comes back', () => {
    for (const text of ['', '1.234', '-1', '1e2', 'abc', '1.', '.5', '1000', '1.5%'])
      expect(percentToBp(text), text).toBeNull();
  });

  it('when basis points are shown in an input, then they read back as the same basis points', () => {
    expect(bpToPercent(150)).toBe('1.50');
    expect(bpToPercent(5)).toBe('0.05');
    expect(bpToPercent(10_000)).toBe('100.00');
    for (const bp of [0, 1, 99, 100, 101, 1234, 9999]) expect(percentToBp(bpToPercent(bp))).toBe(bp);
  });

  it('when a rate is read, then it is a percentage with two decimals in the reader language', () => {
    expect(formatRate(150, 'en')).toBe('1.50%');
    expect(formatRate(0, 'en')).toBe('0.00%');
    expect(formatRate(1234, 'en')).toBe('12.34%');
  });
});
