import { describe, expect, it } from 'vitest';
import { isTimeZone } from './time-zone.ts';

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
