import { describe, expect, it } from 'vitest';
import {
  barShare,
  compactText,
  goalValue,
  nextTier,
  pointsText,
  reachedAt,
  remainingTo,
  type TCardTier,
  timeLeft,
} from './mission-figures.ts';

const tier = (n: number, target: string, reached: boolean, claimed = false): TCardTier => ({
  tier: n,
  target,
  rewardKind: 'CASH',
  reward: '10.00',
  bonus: null,
  reached,
  claimed,
});

describe('barShare', () => {
  const targets = [1000, 5000, 20_000];

  it('when the figure is zero, then the bar is empty', () => {
    expect(barShare(0, targets)).toBe(0);
  });

  it('when the figure sits at a tier, then the bar ends at that tier’s equal share', () => {
    expect(barShare(1000, targets)).toBeCloseTo(1 / 3);
    expect(barShare(5000, targets)).toBeCloseTo(2 / 3);
  });

  it('when the figure is between two tiers, then it moves linearly inside that stretch', () => {
    expect(barShare(500, targets)).toBeCloseTo(1 / 6);
    expect(barShare(3000, targets)).toBeCloseTo(1 / 3 + 1 / 6);
    expect(barShare(12_500, targets)).toBeCloseTo(2 / 3 + 1 / 6);
  });

  it('when the figure passes the last tier, then the bar is full and no further', () => {
    expect(barShare(20_000, targets)).toBe(1);
    expect(barShare(99_999, targets)).toBe(1);
  });

  it('when there are no tiers, then the bar is empty', () => {
    expect(barShare(50, [])).toBe(0);
  });

  it('when random figures rise, then the share never falls and stays within 0..1', () => {
    let last = 0;
    for (let figure = 0; figure <= 25_000; figure += 137) {
      const share = barShare(figure, targets);
      expect(share).toBeGreaterThanOrEqual(last);
      expect(share).toBeLessThanOrEqual(1);
      last = share;
    }
  });
});

describe('tiers', () => {
  it('when some tiers are reached, then the next is the first one not reached', () => {
    expect(nextTier([tier(1, '10', true), tier(2, '20', false), tier(3, '30', false)])?.tier).toBe(2);
    expect(nextTier([tier(1, '10', true)])).toBeNull();
  });

  it('when what is left is asked, then counts stay whole, money keeps cents and nothing goes below zero', () => {
    expect(remainingTo('12', '4', 'ROUNDS')).toBe('8');
    expect(remainingTo('1000.00', '250.50', 'VALID_BET')).toBe('749.50');
    expect(remainingTo('1000.00', '1250.00', 'DEPOSIT')).toBe('0.00');
  });

  it('when a preview moves its figure, then a tier is reached at its target exactly', () => {
    const flags = reachedAt([{ target: '100.00' }, { target: '500.00' }], 100).map((t) => t.reached);
    expect(flags).toEqual([true, false]);
    expect(reachedAt([{ target: '' }], 0)[0]?.reached).toBe(false);
  });
});

describe('words and figures', () => {
  it('when a goal is money, then the app’s money format is used; a count is a whole number', () => {
    const money = (text: string) => `P ${text}`;
    expect(goalValue('1500.00', { money, language: 'en', goal: 'VALID_BET' })).toBe('P 1500.00');
    expect(goalValue('1234', { money, language: 'en', goal: 'ROUNDS' })).toBe('1,234');
  });

  it('when points are whole, then they read without cents', () => {
    expect(pointsText('1200.00', 'en')).toBe('1,200');
    expect(pointsText('72.50', 'en')).toBe('72.50');
  });

  it('when a target is large, then its mark is short', () => {
    expect(compactText('20000.00', 'en')).toBe('20K');
  });

  it('when the time left is asked, then it is whole days, hours and minutes, never negative', () => {
    const now = Date.UTC(2025, 0, 1);
    expect(timeLeft(now + (2 * 1440 + 3 * 60 + 4) * 60_000, now)).toEqual({ d: 2, h: 3, m: 4 });
    expect(timeLeft(now - 1000, now)).toEqual({ d: 0, h: 0, m: 0 });
  });
});
