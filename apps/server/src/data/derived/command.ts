import { DERIVED_TABLES } from '../../db/migrate';
import { installDerivedTable } from '../../db/derived-tables';
import type { DataCommandContext } from '../command-context';

const USAGE = `Usage: npm run data -- rebuild-derived
Derives again the tables the data doctor reads instead of the raw rows (the trading ticks summed
per bond and benchmark; the statements judged per report period) and puts their triggers back:
for a database restored without them, or when the doctor reports tick_stretches_out_of_step or
report_period_checks_out_of_step. Reads every tick and every statement value once (a few
minutes at 500,000 bonds). The old name rebuild-stretches does the same.`;

export default async function rebuildDerivedCommand({
  database,
  args,
}: DataCommandContext): Promise<number> {
  if (args.some((a) => a === '--help' || a === '-h')) {
    console.log(USAGE);
    return 0;
  }
  if (args.length > 0) {
    console.error(`Unknown argument ${args[0]}\n${USAGE}`);
    return 2;
  }
  for (const derived of DERIVED_TABLES) {
    const started = performance.now();
    await installDerivedTable(database.db, derived, (message) => console.log(message), true);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${derived.table} rebuilt in ${seconds} s`);
  }
  return 0;
}
