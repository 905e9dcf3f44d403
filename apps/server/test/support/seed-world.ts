import type { Database } from '../../src/db/client';
import { seedDemoWorld } from '../../src/data/demo/seed';

/** The demo world as of a fixed date, so assertions do not depend on the day tests run. */
export const TEST_AS_OF = '2026-11-20';

export function seedTestWorld(database: Database) {
  return database.db.transaction((tx) =>
    seedDemoWorld(tx, { asOf: TEST_AS_OF, seed: 1, days: 260 }),
  );
}
