import { describe, expect, it } from 'vitest';
import { niceAxis } from '../overview/chart-scale.ts';
import { stackDay, tallestDay } from './income-stack.ts';

describe('income chart stacking', () => {
  it('when a day has several kinds, then they stack from zero in the kinds’ order', () => {
    expect(stackDay([10, 0, 5.5, 2])).toEqual([
      { index: 0, from: 0, to: 10 },
      { index: 2, from: 10, to: 15.5 },
      { index: 3, from: 15.5, to: 17.5 },
    ]);
  });

  it('when a day has nothing, or only a correction below zero, then it has no segment', () => {
    expect(stackDay([0, 0, 0, 0])).toEqual([]);
    expect(stackDay([-3, 4])).toEqual([{ index: 1, from: 0, to: 4 }]);
  });

  it('when the axis is drawn, then it reaches the tallest stack, not the largest single amount', () => {
    const days = [
      [100, 50, 0, 0],
      [0, 0, 120, 0],
    ];
    expect(tallestDay(days)).toBe(150);
    const axis = niceAxis([tallestDay(days)]);
    expect(axis.min).toBe(0);
    expect(axis.max).toBeGreaterThanOrEqual(150);
    expect(tallestDay([])).toBe(0);
  });
});
