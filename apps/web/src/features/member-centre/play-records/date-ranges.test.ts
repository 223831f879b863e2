import { describe, expect, it } from 'vitest';
import { profitPresetRange } from './date-ranges.ts';

describe('profit presets in the merchant time zone', () => {
  // Sunday 2025-03-09 20:00 UTC is already Monday 2025-03-10 04:00 in Manila (UTC+8).
  const now = new Date('2025-03-09T20:00:00Z');

  it('when it is already tomorrow in Manila, then "last 7 days" ends with the Manila date', () => {
    expect(profitPresetRange('last7', 'Asia/Manila', now)).toEqual({
      fromDate: '2025-03-04',
      toDate: '2025-03-10',
    });
    expect(profitPresetRange('last7', 'UTC', now)).toEqual({ fromDate: '2025-03-03', toDate: '2025-03-09' });
  });

  it('when weeks are asked, then they start on the Monday of the zone', () => {
    // Monday in Manila: the current week starts that day; in UTC it is still Sunday (week from 03-03).
    expect(profitPresetRange('last4Weeks', 'Asia/Manila', now)).toEqual({
      fromDate: '2025-02-17',
      toDate: '2025-03-10',
    });
    expect(profitPresetRange('last4Weeks', 'UTC', now).fromDate).toBe('2025-02-10');
  });

  it('when months are asked across a year boundary, then whole months of the zone are given', () => {
    const newYearInManila = new Date('2024-12-31T18:00:00Z');
    expect(profitPresetRange('thisMonth', 'Asia/Manila', newYearInManila)).toEqual({
      fromDate: '2025-01-01',
      toDate: '2025-01-01',
    });
    expect(profitPresetRange('lastMonth', 'Asia/Manila', newYearInManila)).toEqual({
      fromDate: '2024-12-01',
      toDate: '2024-12-31',
    });
    expect(profitPresetRange('last3Months', 'America/New_York', newYearInManila)).toEqual({
      fromDate: '2024-10-01',
      toDate: '2024-12-31',
    });
  });
});
