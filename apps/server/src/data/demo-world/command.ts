import { sql } from 'drizzle-orm';
import type { DataCommandContext } from '../command-context';
import { progressBar } from '../../lib/progress';
import { generateWorld } from './generate';
import { parseGenerateArgs } from './options';

const USAGE =
  'Usage: npm run data -- generate [--bonds N] [--years N] [--seed N] [--as-of YYYY-MM-DD]';

/**
 * `npm run data -- generate`: builds a demo world of the given size into the configured
 * database (DATABASE_URL, else PGlite in DATA_DIR). It refuses a database that already
 * holds bonds: worlds are not merged.
 */
export default async function generate({ database, args }: DataCommandContext): Promise<number> {
  if (args.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  let options;
  try {
    options = parseGenerateArgs(args);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const existing = (await database.db.execute(
    sql`select count(*)::int as n from emissions`,
  )) as unknown as { rows: { n: number }[] };
  if (Number(existing.rows[0]?.n ?? 0) > 0) {
    console.error(
      'The database already holds bonds; generate into an empty database (a new DATA_DIR or database).',
    );
    return 1;
  }
  console.log(
    `Generating ${options.bonds} bonds, ${options.years} years of daily history as of ${options.asOf} (seed ${options.seed}) into ${database.driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}...`,
  );
  const report = await generateWorld(database.db, {
    ...options,
    batchRows: database.driver === 'postgres' ? 10_000 : 20_000,
    onProgress: progressBar('Generating'),
  });
  console.log(
    `Done in ${report.seconds.toFixed(1)} s: ${report.issuers} issuers, ${report.bonds} bonds, ${report.ticks} ticks; peak memory ${report.peakRssMb} MB.`,
  );
  for (const [table, rows] of Object.entries(report.rows))
    if (rows > 0) console.log(`  ${table.padEnd(26)} ${rows}`);
  return 0;
}
