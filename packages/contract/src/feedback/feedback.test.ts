import { describe, expect, it } from 'vitest';
import { isValidContact, ZFeedbackWordLimits } from './feedback.ts';

describe('feedback contact', () => {
  it('when a contact matches its kind, then it is accepted', () => {
    expect(isValidContact('EMAIL', 'player@example.com')).toBe(true);
    expect(isValidContact('MOBILE', '+63 917 123 4567')).toBe(true);
    expect(isValidContact('WHATSAPP', '09171234567')).toBe(true);
    expect(isValidContact('TELEGRAM', '@tala_player')).toBe(true);
    expect(isValidContact('LINE', 'tala.player')).toBe(true);
    expect(isValidContact('WECHAT', 'wxid_player1')).toBe(true);
    expect(isValidContact('ZALO', '0901234567')).toBe(true);
  });

  it('when a contact does not match its kind, then it is refused', () => {
    expect(isValidContact('EMAIL', 'not an email')).toBe(false);
    expect(isValidContact('EMAIL', 'a@b')).toBe(false);
    expect(isValidContact('MOBILE', 'call me')).toBe(false);
    expect(isValidContact('MOBILE', '12345')).toBe(false);
    expect(isValidContact('MOBILE', '+1234567890123456')).toBe(false);
    expect(isValidContact('TELEGRAM', '@ab')).toBe(false);
    expect(isValidContact('WECHAT', '1abc')).toBe(false);
    expect(isValidContact('LINE', 'has space')).toBe(false);
  });
});

describe('feedback word limits', () => {
  it('when the minimum is above the maximum, then the limits are refused', () => {
    expect(ZFeedbackWordLimits.safeParse({ minWords: 5, maxWords: 500 }).success).toBe(true);
    expect(ZFeedbackWordLimits.safeParse({ minWords: 50, maxWords: 10 }).success).toBe(false);
    expect(ZFeedbackWordLimits.safeParse({ minWords: 0, maxWords: 10 }).success).toBe(false);
    expect(ZFeedbackWordLimits.safeParse({ minWords: 1, maxWords: 5000 }).success).toBe(false);
  });
});
