import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';
import { MIGRATIONS_DIR } from '../lib/paths';
import { installTickStretches } from './tick-stretches';

/**
 * Applies the one migration folder to either driver (drizzle-kit migrate is silent on PGlite),
 * then the triggers written from the code's rules (db/tick-stretches.ts).
 */
export async function runMigrations(
  database: Database,
  log: (message: string) => void = () => undefined,
): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, {
      migrationsFolder: MIGRATIONS_DIR,
    });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_DIR });
  }
  await installTickStretches(database.db, log);
}
