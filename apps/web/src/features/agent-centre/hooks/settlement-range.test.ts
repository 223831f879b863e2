import { SETTLEMENT_MAX_DAYS } from '@tala/contract/agent/contracts';
import { describe, expect, it } from 'vitest';
import { shiftDay } from './day-range.ts';
import { daysIn, isSpanAllowed, monthSoFar } from './settlement-range.ts';

describe('settlement ranges', () => {
  it('when the page opens, then it shows this month from its first day to today', () => {
    expect(monthSoFar('2025-06-15')).toEqual({ from: '2025-06-01', to: '2025-06-15' });
    expect(monthSoFar('2025-01-01')).toEqual({ from: '2025-01-01', to: '2025-01-01' });
  });

  it('when days are counted, then both ends count and a backwards range has none', () => {
    expect(daysIn({ from: '2025-06-01', to: '2025-06-01' })).toBe(1);
    expect(daysIn({ from: '2025-02-01', to: '2025-03-01' })).toBe(29);
    expect(daysIn({ from: '2025-06-02', to: '2025-06-01' })).toBe(0);
  });

  it('when a range is longer than the calls take, then it is not sent', () => {
    const from = '2025-01-01';
    expect(isSpanAllowed({ from, to: shiftDay(from, SETTLEMENT_MAX_DAYS - 1) })).toBe(true);
    expect(isSpanAllowed({ from, to: shiftDay(from, SETTLEMENT_MAX_DAYS) })).toBe(false);
    expect(isSpanAllowed({ from: '2025-01-02', to: from })).toBe(false);
  });
});
