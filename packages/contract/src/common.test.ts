import { describe, expect, it } from 'vitest';
import { ZDay } from './common.ts';

describe('ZDay', () => {
  it('when a day exists, then it passes, leap days included', () => {
    for (const day of ['2026-11-27', '2024-02-29', '2000-02-29', '9999-12-31'])
      expect(ZDay.safeParse(day).success).toBe(true);
  });
  it('when a day has the shape but not the calendar, then it is refused (a database would answer 500)', () => {
    for (const day of [
      '4875-79-62',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-01-00',
      '2026-1-05',
    ])
      expect(ZDay.safeParse(day).success, day).toBe(false);
  });
});
