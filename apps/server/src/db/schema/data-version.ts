import { bigint, check, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The version of the market and reference data: one row, bumped by a statement trigger on
 * every data table (migration 0007), so every import, generation, sync or hand edit moves it
 * and a cached answer keyed by it can never outlive the data it was computed from. The
 * triggers fire ALWAYS, also under the generator's session_replication_role = replica.
 */
export const dataVersion = pgTable(
  'data_version',
  {
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('data_version_one_row', sql`${t.id} = 1`)],
);
