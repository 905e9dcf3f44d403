import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPOSITION_THROTTLE_MS, throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('repositions at 200 ms', () => {
    expect(REPOSITION_THROTTLE_MS).toBe(200);
  });

  it('runs the first call at once and the last of a burst when the window closes', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(50);
    t(2);
    vi.advanceTimersByTime(50);
    t(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1); // 200 ms after the first call
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it('never runs more than once per 200 ms under a steady stream of calls', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    for (let ms = 0; ms < 1000; ms += 10) {
      t(ms);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(200);
    // Calls at 0, 200, 400, 600, 800, and the trailing one at 1000.
    expect(fn).toHaveBeenCalledTimes(6);
    expect(fn).toHaveBeenLastCalledWith(990);
  });

  it('runs at once again after a quiet window', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t();
    vi.advanceTimersByTime(300);
    t();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops the pending call on cancel', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t();
    t();
    t.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
