import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstUnrisingLevel,
  meetsThresholds,
  qualifiedLevel,
  reviewRank,
  type TThresholds,
  upgradeTo,
} from './vip-rules.ts';

const rank = (level: number, deposit: number, bet: number): TThresholds => ({
  level,
  depositMinor: BigInt(deposit),
  validBetMinor: BigInt(bet),
});
const LADDER = [rank(1, 0, 1_000), rank(2, 0, 20_000), rank(3, 10_000, 80_000), rank(4, 50_000, 300_000)];
const figures = (deposit: number, bet: number) => ({
  depositMinor: BigInt(deposit),
  validBetMinor: BigInt(bet),
});

/** A rising ladder of 1..8 ranks (each threshold at least the one below). */
const arbLadder = fc
  .array(fc.tuple(fc.nat(5_000), fc.nat(50_000)), { minLength: 1, maxLength: 8 })
  .map((steps) => {
    let deposit = 0;
    let bet = 0;
    return steps.map(([d, b], index) => {
      deposit += d;
      bet += b;
      return rank(index + 1, deposit, bet);
    });
  });
const arbFigures = fc.tuple(fc.nat(300_000), fc.integer({ min: -1_000, max: 3_000_000 }));

describe('qualifiedLevel', () => {
  it('when the figures meet several ranks at once, then the highest one is reached in one step', () => {
    expect(qualifiedLevel(LADDER, figures(10_000, 90_000))).toBe(3);
    expect(upgradeTo(0, qualifiedLevel(LADDER, figures(10_000, 90_000)))).toBe(3);
  });

  it('when both thresholds must be met, then a high valid bet without the deposit stops below', () => {
    expect(qualifiedLevel(LADDER, figures(0, 1_000_000))).toBe(2);
    expect(qualifiedLevel(LADDER, figures(0, 999))).toBe(0);
  });

  it('when the ladder is random, then the answer is the highest level whose rank and every rank below are met', () => {
    fc.assert(
      fc.property(arbLadder, arbFigures, (ladder, [deposit, bet]) => {
        const window = figures(deposit, bet);
        const level = qualifiedLevel(ladder, window);
        for (const row of ladder) {
          if (row.level <= level) expect(meetsThresholds(window, row)).toBe(true);
        }
        const next = ladder.find((row) => row.level === level + 1);
        if (next) expect(meetsThresholds(window, next)).toBe(false);
        expect(firstUnrisingLevel(ladder)).toBeNull();
      }),
    );
  });

  it('when a member already holds a higher rank, then an upgrade never lowers it', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (current, qualified) => {
        const to = upgradeTo(current, qualified);
        if (to === null) expect(qualified).toBeLessThanOrEqual(current);
        else expect(to).toBeGreaterThan(current);
      }),
    );
  });
});

describe('reviewRank', () => {
  const gold = LADDER[2];

  it('when a member misses the thresholds, then the grace is spent first, and a second miss drops one level', () => {
    const first = reviewRank({ level: 3, graceUsed: 0 }, gold, figures(0, 0), 1);
    expect(first).toEqual({ level: 3, graceUsed: 1, outcome: 'GRACED' });
    const second = reviewRank(first, gold, figures(0, 0), 1);
    expect(second).toEqual({ level: 2, graceUsed: 0, outcome: 'DOWNGRADED' });
  });

  it('when a member meets the thresholds again, then the grace is given back', () => {
    const graced = reviewRank({ level: 3, graceUsed: 0 }, gold, figures(0, 0), 2);
    expect(reviewRank(graced, gold, figures(10_000, 80_000), 2)).toEqual({
      level: 3,
      graceUsed: 0,
      outcome: 'KEPT',
    });
  });

  it('when there is no grace, then the first miss drops a level, and never below 0', () => {
    expect(reviewRank({ level: 1, graceUsed: 0 }, LADDER[0], figures(0, 0), 0)).toEqual({
      level: 0,
      graceUsed: 0,
      outcome: 'DOWNGRADED',
    });
  });

  it('when reviews repeat on random figures, then a level falls by at most one a review and stays in 0..level', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.nat(3),
        fc.array(arbFigures, { minLength: 1, maxLength: 12 }),
        (start, grace, months) => {
          let state = { level: start, graceUsed: 0 };
          for (const [deposit, bet] of months) {
            if (state.level === 0) break;
            const next = reviewRank(state, LADDER[state.level - 1], figures(deposit, bet), grace);
            expect(next.level).toBeGreaterThanOrEqual(Math.max(state.level - 1, 0));
            expect(next.level).toBeLessThanOrEqual(state.level);
            expect(next.graceUsed).toBeLessThanOrEqual(grace);
            if (next.outcome === 'DOWNGRADED') expect(state.graceUsed).toBe(grace);
            state = next;
          }
        },
      ),
    );
  });
});

describe('firstUnrisingLevel', () => {
  it('when a rank asks less than the one under it, then its level is named; equal thresholds are fine', () => {
    expect(firstUnrisingLevel([rank(1, 100, 100), rank(2, 100, 100)])).toBeNull();
    expect(firstUnrisingLevel([rank(1, 100, 100), rank(2, 50, 200), rank(3, 300, 300)])).toBe(2);
  });
});
