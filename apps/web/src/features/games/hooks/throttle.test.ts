import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle.ts';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('when called many times inside 200 ms, then it runs once at once and once at the end of the window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 200);
    for (let i = 0; i < 10; i++) throttled.run();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('when calls are further apart than the window, then each runs at once', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 200);
    throttled.run();
    vi.advanceTimersByTime(250);
    throttled.run();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('when cancelled, then the pending trailing call never runs', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 200);
    throttled.run();
    throttled.run();
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
