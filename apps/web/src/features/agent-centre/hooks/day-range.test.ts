import { describe, expect, it } from 'vitest';
import { formatAxisDay, formatDayRange, initialCustomRange, shiftDay } from './day-range.ts';

describe('agent centre days', () => {
  it('when a range is one day, then it reads as that day; when longer, as a range in the reader language', () => {
    // Intl puts thin spaces around the dash: compare with plain spaces.
    const range = (from: string, to: string) => formatDayRange(from, to, 'en').replace(/\s/g, ' ');
    expect(range('2025-06-15', '2025-06-15')).toBe('Jun 15, 2025');
    expect(range('2025-06-01', '2025-06-15')).toBe('Jun 1 – 15, 2025');
    expect(range('2025-05-30', '2025-06-02')).toBe('May 30 – Jun 2, 2025');
  });

  it("when the reader's clock is far from UTC, then the server's days are not shifted", () => {
    // Day strings are the merchant's calendar days; formatting them must not move them by a zone offset.
    expect(formatAxisDay('2025-01-01', 'en')).toBe('1/1');
    expect(formatAxisDay('2025-12-31', 'en')).toBe('12/31');
  });

  it('when a day is shifted across a month or a year, then the calendar carries over', () => {
    expect(shiftDay('2025-03-01', -1)).toBe('2025-02-28');
    expect(shiftDay('2024-12-31', 1)).toBe('2025-01-01');
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('when custom is picked, then it starts from the range on screen, or the last seven days', () => {
    expect(initialCustomRange({ from: '2025-06-01', to: '2025-06-15' }, '2025-06-15')).toEqual({
      from: '2025-06-01',
      to: '2025-06-15',
    });
    expect(initialCustomRange(undefined, '2025-06-15')).toEqual({ from: '2025-06-09', to: '2025-06-15' });
  });
});
