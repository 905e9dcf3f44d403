import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';
import { MIGRATIONS_DIR } from '../lib/paths';
import { BOND_SCREEN_MARKS } from './bond-screen-marks';
import { installDerivedTable, type DerivedTable } from './derived-tables';
import { DOCTOR_BOND_MARKS, DOCTOR_TABLE_MARKS } from './doctor-marks';
import { REPORT_PERIOD_CHECKS } from './report-period-checks';
import { SEARCH_MARKS } from './search-marks';
import { TICK_STRETCHES } from './tick-stretches';
import { START_UP_LOCK_KEY, whileLocked } from './session-lock';

/** The tables derived by triggers written from the code's rules (db/derived-tables.ts). */
export const DERIVED_TABLES: readonly DerivedTable[] = [
  TICK_STRETCHES,
  REPORT_PERIOD_CHECKS,
  BOND_SCREEN_MARKS,
  DOCTOR_BOND_MARKS,
  DOCTOR_TABLE_MARKS,
  SEARCH_MARKS,
];

/**
 * Applies the one migration folder to either driver (drizzle-kit migrate is silent on PGlite),
 * then the triggers of the derived tables. On PostgreSQL under the start-up lock: instances
 * started together (and the data tool) migrate one after the other, the later ones finding
 * nothing left to do.
 */
export async function runMigrations(
  database: Database,
  log: (message: string) => void = () => undefined,
): Promise<void> {
  await whileLocked(database, START_UP_LOCK_KEY, () => migrateNow(database, log));
}

async function migrateNow(database: Database, log: (message: string) => void): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, {
      migrationsFolder: MIGRATIONS_DIR,
    });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_DIR });
  }
  for (const derived of DERIVED_TABLES) await installDerivedTable(database.db, derived, log);
}
