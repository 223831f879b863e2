import { describe, expect, it } from 'vitest';
import { daySlots, labelEvery, linePath, niceAxis, niceStep } from './chart-scale.ts';

describe('team chart scale', () => {
  it('when a rough step is asked, then a 1, 2, 2.5 or 5 times a power of ten step at least as big comes', () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1.3)).toBe(2);
    expect(niceStep(2.2)).toBe(2.5);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7_300)).toBe(10_000);
    expect(niceStep(0.03)).toBe(0.05);
    expect(niceStep(0)).toBe(1);
  });

  it('when the values are all gains, then the axis starts at zero and ends on a nice tick above the top', () => {
    const axis = niceAxis([120, 980.5, 15]);
    expect(axis.min).toBe(0);
    expect(axis.max).toBeGreaterThanOrEqual(980.5);
    expect(axis.ticks[0]).toBe(0);
    expect(axis.ticks.at(-1)).toBe(axis.max);
    expect(axis).toEqual({ min: 0, max: 1000, ticks: [0, 250, 500, 750, 1000] });
  });

  it('when a day is a loss, then the axis goes below zero and zero stays a tick', () => {
    const axis = niceAxis([300, -120]);
    expect(axis.min).toBeLessThanOrEqual(-120);
    expect(axis.max).toBeGreaterThanOrEqual(300);
    expect(axis.ticks).toContain(0);
    for (const tick of axis.ticks) expect(Number.isInteger(tick * 100)).toBe(true);
  });

  it('when nothing was played, then the axis is 0 to 1 rather than an empty range', () => {
    expect(niceAxis([0, 0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(niceAxis([])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });

  it('when the values are small decimals, then the ticks carry no floating-point noise', () => {
    const axis = niceAxis([0.1, 0.2, 0.3]);
    for (const tick of axis.ticks) expect(String(tick)).toMatch(/^-?\d+(\.\d{1,3})?$/);
  });

  it('when the chart has one day, then its bar sits in the middle at the widest bar width', () => {
    const slots = daySlots(1, 60, 600);
    expect(slots.centre(0)).toBe(360);
    expect(slots.bar).toBe(44);
    expect(labelEvery(1, 600)).toBe(1);
  });

  it('when the chart has 31 days on a phone, then bars stay visible and labels do not collide', () => {
    const slots = daySlots(31, 60, 290);
    expect(slots.bar).toBeGreaterThanOrEqual(2);
    expect(slots.bar).toBeLessThan(slots.slot);
    expect(slots.centre(30)).toBeCloseTo(60 + 290 - slots.slot / 2);
    const every = labelEvery(31, 290);
    expect((290 / 31) * every).toBeGreaterThanOrEqual(46);
    expect(labelEvery(31, 800)).toBe(2);
  });

  it('when the line has several points, then it is one path; one point draws no path', () => {
    expect(
      linePath([
        [0, 10],
        [5.25, 2],
      ]),
    ).toBe('M0.0 10.0 L5.3 2.0');
    expect(linePath([[1, 1]])).toBe('');
  });
});
