import { describe, expect, it } from 'vitest';
import { formatRate } from './rate-percent.ts';

describe('contract rates', () => {
  it('when a rate is read, then it is a percentage with two decimals in the reader language', () => {
    expect(formatRate(150, 'en')).toBe('1.50%');
    expect(formatRate(0, 'en')).toBe('0.00%');
    expect(formatRate(1234, 'en')).toBe('12.34%');
  });
});
