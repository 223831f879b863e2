import { GAME_CATEGORIES } from '@tala/contract/constants';
import { ZPointsRates } from '@tala/contract/loyalty/points';
import { describe, expect, it } from 'vitest';
import { parseMinPoints, ratesDraftOf, ratesOf } from './rates-draft.ts';

const rates = {
  categories: Object.fromEntries(GAME_CATEGORIES.map((category) => [category, 100])) as Record<
    (typeof GAME_CATEGORIES)[number],
    number
  >,
  deposit: 10,
  convertPointsPerUnit: 100,
  convertMinPoints: '100.00',
};

describe('the rates draft', () => {
  it('when the rates are shown and saved unchanged, then the same rates go back', () => {
    const draft = ratesDraftOf({ ...rates, categories: { ...rates.categories, LIVE: 70 } });
    expect(draft.categories.LIVE).toBe('0.70');
    expect(draft.deposit).toBe('0.10');
    const saved = ratesOf(draft);
    expect(ZPointsRates.parse(saved)).toEqual({ ...rates, categories: { ...rates.categories, LIVE: 70 } });
  });

  it('when any field holds something the server refuses, then there is nothing to save', () => {
    const draft = ratesDraftOf(rates);
    expect(ratesOf({ ...draft, categories: { ...draft.categories, FISH: '1.205' } })).toBeNull();
    expect(ratesOf({ ...draft, convertPointsPerUnit: '0' })).toBeNull();
    expect(ratesOf({ ...draft, convertMinPoints: '0.99' })).toBeNull();
  });

  it('when the minimum is typed as a whole number, then it is sent with two decimals', () => {
    expect(parseMinPoints('100')).toBe('100.00');
    expect(parseMinPoints('-5')).toBeNull();
  });
});
