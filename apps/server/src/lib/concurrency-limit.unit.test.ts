import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

describe('concurrencyLimit', () => {
  it('runs at most its size at once, the rest in their order, and passes failures on', async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      order.push(n);
      if (n === 3) throw new Error('three');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => run(task(n))));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // The places are all given back: two more run at once again.
    await Promise.all([run(task(7)), run(task(8))]);
    expect(most).toBe(2);
  });
});
