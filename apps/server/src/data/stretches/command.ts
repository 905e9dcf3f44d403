import { installTickStretches } from '../../db/tick-stretches';
import type { DataCommandContext } from '../command-context';

const USAGE = `Usage: npm run data -- rebuild-stretches
Sums the trading ticks per bond and benchmark again (the tick stretches the data doctor reads)
and puts their triggers back: for a database restored without them, or when the doctor reports
tick_stretches_out_of_step. Reads every tick once (about a minute at 500,000 bonds).`;

export default async function rebuildStretchesCommand({
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
  const started = performance.now();
  await installTickStretches(database.db, (message) => console.log(message), true);
  console.log(`Tick stretches rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}
