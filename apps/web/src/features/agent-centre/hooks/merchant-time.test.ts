import { describe, expect, it } from 'vitest';
import { todayIn } from './merchant-time.ts';

describe('merchant days', () => {
  it('when it is evening in UTC, then Manila is already on the next day', () => {
    const now = new Date('2026-11-26T23:40:00Z');
    expect(todayIn('Asia/Manila', now)).toBe('2026-11-27');
    expect(todayIn('UTC', now)).toBe('2026-11-26');
  });

  it('when the time zone is not known yet, then the day is a calendar day all the same', () => {
    expect(todayIn(undefined)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
