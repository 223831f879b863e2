import { describe, expect, it } from 'vitest';
import { formatPeriod } from './period-text.ts';

/** Intl puts thin and narrow spaces around the dash and the time: compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const MANILA = 'Asia/Manila';

describe('settlement periods', () => {
  it('when a daily wage settles a day, then the period reads as that day of the merchant calendar', () => {
    // Manila midnight is 16:00 UTC the day before.
    const text = formatPeriod(
      'DAILY_WAGE',
      '2025-06-14T16:00:00.000Z',
      '2025-06-15T16:00:00.000Z',
      'en',
      MANILA,
    );
    expect(plain(text)).toBe('Jun 15, 2025');
  });

  it('when a dividend settles a week, then the period reads as its first to last day', () => {
    const text = formatPeriod(
      'DIVIDEND',
      '2025-06-08T16:00:00.000Z',
      '2025-06-15T16:00:00.000Z',
      'en',
      MANILA,
    );
    expect(plain(text)).toBe('Jun 9 – 15, 2025');
  });

  it('when an hourly salary settles an hour, then the period reads as the day and its hours', () => {
    const text = formatPeriod(
      'HOURLY_SALARY',
      '2025-06-15T06:00:00.000Z',
      '2025-06-15T07:00:00.000Z',
      'en',
      MANILA,
    );
    expect(plain(text)).toBe('Jun 15, 14:00 – 15:00');
  });

  it('when the server sends something that is not a time, then it is shown as sent', () => {
    expect(formatPeriod('REALTIME_SALARY', 'x', 'y', 'en', MANILA)).toBe('x – y');
  });
});
