import { describe, expect, it } from 'vitest';
import {
  decimalStringToMinor,
  formatMinorMoney,
  formatMoney,
  formatMoneyAmount,
  minorToDecimalString,
} from './money.ts';

describe('money', () => {
  it('when minor units are formatted, then two decimals are kept', () => {
    expect(minorToDecimalString(123450n)).toBe('1234.50');
    expect(minorToDecimalString(5n)).toBe('0.05');
    expect(minorToDecimalString(-5n)).toBe('-0.05');
  });
  it('when a decimal string is parsed, then it round-trips', () => {
    expect(decimalStringToMinor('12')).toBe(1200n);
    expect(decimalStringToMinor('12.5')).toBe(1250n);
    expect(decimalStringToMinor('0.01')).toBe(1n);
    expect(decimalStringToMinor('1.001')).toBeNull();
    expect(decimalStringToMinor('abc')).toBeNull();
  });
  it('when money is displayed, then thousands are separated and the symbol leads', () => {
    expect(formatMoney('1234567.5', 'P')).toBe('P 1,234,567.50');
    expect(formatMoney('-10.00', '₱')).toBe('-₱ 10.00');
  });
  it('when an amount is shown without its symbol, then it has the same grouping and two decimals', () => {
    expect(formatMoneyAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatMoneyAmount('-1500')).toBe('-1,500.00');
    expect(formatMoneyAmount('0.05')).toBe('0.05');
    expect(formatMinorMoney(5000000n, 'P')).toBe('P 50,000.00');
  });
});
