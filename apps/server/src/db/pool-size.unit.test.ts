import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { defaultPoolSize } from './client';

describe("the requests' PostgreSQL connections", () => {
  it('are one more than the cores, at least 3 and at most 10', () => {
    expect([1, 2, 4, 8, 16].map((cores) => defaultPoolSize(cores))).toEqual([3, 3, 5, 9, 10]);
  });

  it('follow DATABASE_POOL_SIZE, refusing what is not a count from 1 to 100', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: ' 24 ' }).databasePoolSize).toBe(24);
    for (const bad of ['0', '101', '2.5', 'many'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(
        /DATABASE_POOL_SIZE must be a whole number from 1 to 100/,
      );
  });
});
