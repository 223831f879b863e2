import { describe, expect, it } from 'vitest';
import { matchesRule, REGISTER_PATTERNS, ruleLengthText } from './patterns.ts';

const rule = (patternId: number, minLength = 1, maxLength = 50) => ({
  patternId,
  acceptedPattern: REGISTER_PATTERNS[patternId]!,
  minLength,
  maxLength,
});

describe('register patterns', () => {
  it('when every id 0..20 is listed, then each compiles with the unicode flag', () => {
    for (let id = 0; id <= 20; id++) {
      const source = REGISTER_PATTERNS[id];
      expect(source, `pattern ${id}`).toBeDefined();
      if (source !== '*') expect(() => new RegExp(source!, 'u')).not.toThrow();
    }
  });
  it('when a username starts with a digit, then pattern 1 rejects it', () => {
    expect(matchesRule('abc123', rule(1))).toBe(true);
    expect(matchesRule('1abc', rule(1))).toBe(false);
  });
  it('when a value is out of length bounds, then it is rejected even with pattern *', () => {
    expect(matchesRule('abc', rule(0, 4, 10))).toBe(false);
    expect(matchesRule('abcd', rule(0, 4, 10))).toBe(true);
  });
  it('when pattern 20 is used, then upper, lower, digit and special are all needed', () => {
    expect(matchesRule('Abcdef1!', rule(20))).toBe(true);
    expect(matchesRule('abcdef1!', rule(20))).toBe(false);
    expect(matchesRule('Abcdefg!', rule(20))).toBe(false);
  });
  it('when pattern 7 is used, then one capital is needed', () => {
    expect(matchesRule('abC123', rule(7))).toBe(true);
    expect(matchesRule('abc123', rule(7))).toBe(false);
  });
  it('when min equals max, then the length text is a single number', () => {
    expect(ruleLengthText({ minLength: 6, maxLength: 6 })).toBe('6');
    expect(ruleLengthText({ minLength: 6, maxLength: 12 })).toBe('6-12');
  });
});
