import { describe, expect, it } from 'vitest';
import { betLevels, MAX_BET_LEVELS, nearestLevel } from './bet-levels.ts';

describe('bet levels', () => {
  it('when limits are given, then the levels run from the minimum to the maximum in 1-2-5 steps', () => {
    expect(betLevels(10n, 1000n)).toEqual([10n, 20n, 50n, 100n, 200n, 500n, 1000n]);
  });

  it('when bets must be multiples of a step, then every level is one and stays within the limits', () => {
    const levels = betLevels(20n, 20_000n, 20n);
    expect(levels[0]).toBe(20n);
    expect(levels.at(-1)).toBe(20_000n);
    for (const level of levels) expect(level % 20n).toBe(0n);
  });

  it('when the limits span many decades, then the list is thinned to the cap, keeping both ends', () => {
    const levels = betLevels(1n, 100_000_000_000n);
    expect(levels.length).toBe(MAX_BET_LEVELS);
    expect(levels[0]).toBe(1n);
    expect(levels.at(-1)).toBe(100_000_000_000n);
  });

  it('when no multiple of the step fits the limits, then there is nothing to offer', () => {
    expect(betLevels(5n, 9n, 10n)).toEqual([]);
    expect(betLevels(10n, 5n)).toEqual([]);
  });

  it('when a wanted bet is not a level, then the nearest level is chosen', () => {
    expect(nearestLevel([10n, 20n, 50n], 31n)).toBe(20n);
    expect(nearestLevel([10n, 20n, 50n], 40n)).toBe(50n);
    expect(nearestLevel([], 40n)).toBeNull();
  });
});
