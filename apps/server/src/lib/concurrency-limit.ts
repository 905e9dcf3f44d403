/**
 * Runs at most `size` tasks at once; the others wait their turn, first come first served.
 * The callers bound how many may wait (e.g. the sign-in throttles bound the password checks).
 */
export function concurrencyLimit(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // The place passes straight to the next task: `running` stays the same.
    if (next) next();
    else running -= 1;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < size) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
