/**
 * Runs `fn` at most once per `wait` ms: the first call at once, and the last call of a burst once
 * the window closes, so the final scroll position is never missed.
 */
export interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a pending trailing call, e.g. when the popup closes. */
  cancel(): void;
}

export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  wait: number,
): Throttled<Args> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: Args | null = null;

  const run = (args: Args) => {
    last = Date.now();
    fn(...args);
  };

  const throttled = (...args: Args) => {
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0 && timer === null) {
      run(args);
      return;
    }
    pending = args;
    if (timer === null) {
      timer = setTimeout(() => {
        timer = null;
        if (pending) {
          const next = pending;
          pending = null;
          run(next);
        }
      }, remaining);
    }
  };

  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}

/** The spec's popup repositioning rate. */
export const REPOSITION_THROTTLE_MS = 200;
