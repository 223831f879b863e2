import { describe, expect, it } from 'vitest';
import { fromZonedLocal, isTimeZone, toZonedLocal } from './time-zone.ts';

describe('isTimeZone', () => {
  it('when given IANA names, then they are accepted', () => {
    for (const name of ['UTC', 'Asia/Manila', 'America/Argentina/Buenos_Aires', 'Etc/GMT+8']) {
      expect(isTimeZone(name), name).toBe(true);
    }
  });

  it('when given unknown names, offsets, SQL or overlong text, then they are refused', () => {
    for (const name of [
      'Mars/Olympus',
      '+08:00',
      "UTC'; drop table x; --",
      'Asia/Manila ',
      '',
      'A'.repeat(65),
    ]) {
      expect(isTimeZone(name), name).toBe(false);
    }
  });
});

describe('zoned datetime-local values', () => {
  it('when an instant is shown on a clock and read back, then it is the same instant', () => {
    expect(toZonedLocal('2026-11-27T16:00:00.000Z', 'Asia/Manila')).toBe('2026-11-28T00:00');
    expect(fromZonedLocal('2026-11-28T00:00', 'Asia/Manila')).toBe('2026-11-27T16:00:00.000Z');
    expect(fromZonedLocal('2026-07-01T09:30', 'Europe/London')).toBe('2026-07-01T08:30:00.000Z');
    expect(fromZonedLocal('2026-12-01T09:30', 'Europe/London')).toBe('2026-12-01T09:30:00.000Z');
    expect(fromZonedLocal('not a date', 'UTC')).toBeNull();
  });
});
