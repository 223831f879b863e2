import { describe, expect, it } from 'vitest';
import { chipLabel, formatCents, parseCents, toDecimal } from './money.ts';

describe('money', () => {
  it('when a wire amount is parsed and written back, then it is the same amount in cents', () => {
    expect(parseCents('12.50')).toBe(1250n);
    expect(parseCents('0.05')).toBe(5n);
    expect(parseCents('7')).toBe(700n);
    expect(parseCents('-3.1')).toBe(-310n);
    expect(toDecimal(1250n)).toBe('12.50');
    expect(toDecimal(-5n)).toBe('-0.05');
    for (const cents of [0n, 1n, 99n, 100n, 123456789n]) expect(parseCents(toDecimal(cents))).toBe(cents);
  });

  it('when the text is not an amount, then parsing refuses it', () => {
    for (const text of ['', '1.234', 'abc', '1,000.00', '.5'])
      expect(() => parseCents(text)).toThrow(RangeError);
  });

  it('when an amount is shown to a person, then thousands are grouped and two decimals kept', () => {
    expect(formatCents(123456789n)).toBe('1,234,567.89');
    expect(formatCents(5n)).toBe('0.05');
    expect(formatCents(-150000n)).toBe('-1,500.00');
  });

  it('when a chip is labelled, then large values are shortened', () => {
    expect(chipLabel(50n)).toBe('0.5');
    expect(chipLabel(10_000n)).toBe('100');
    expect(chipLabel(250_000n)).toBe('2.5K');
    expect(chipLabel(100_000_000n)).toBe('1M');
  });
});
