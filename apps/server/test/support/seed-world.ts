import type { Database } from '../../src/db/client';
import { generateWorld, TEST_SIZE } from '../../src/data/index';

/** The demo world as of a fixed date, so assertions do not depend on the day tests run. */
export const TEST_AS_OF = '2026-11-20';
export const TEST_SEED = 1;

/** The demo world's small preset: 60 bonds, a year of ticks, every kind of data. */
export function seedTestWorld(database: Database, seed = TEST_SEED) {
  return generateWorld(database.db, { ...TEST_SIZE, seed, asOf: TEST_AS_OF });
}
