import type { DataCommandContext } from '../command-context';
import { progressBar } from '../../lib/progress';
import { INVARIANTS } from './registry';
import { formatDoctorReport } from './report';
import { runDoctor } from './runner';
import { runStoredDoctor } from './stored';

const USAGE = `Usage: npm run data -- doctor [--incremental | --as-of YYYY-MM-DD] [--examples N] [--list]
Scans the whole database, read-only, and prints per invariant how many rows break it and the
first of them. Bonds are judged on their own as-of date (the world's generation date, an
import's run) unless --as-of names one day for all (then nothing is stored). The findings are
stored; --incremental judges only the bonds and tables written since the last run (as the
daily sync's doctor does) and keeps the other findings. --list prints the invariants only.
Exit code 0 = every invariant holds, 1 = some are broken (or a check failed), 2 = usage.`;

export default async function doctorCommand({
  database,
  args,
}: DataCommandContext): Promise<number> {
  let asOf: string | undefined;
  let examples = 5;
  let incremental = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const [flag, inline] = arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const value = () => inline ?? args[++i];
    if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      return 0;
    } else if (flag === '--list') {
      for (const inv of INVARIANTS)
        console.log(`${inv.group.padEnd(11)} ${inv.code.padEnd(34)} ${inv.title}`);
      return 0;
    } else if (flag === '--incremental') {
      incremental = true;
    } else if (flag === '--as-of') {
      asOf = value();
      if (!asOf || !/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf))) {
        console.error(`--as-of must be YYYY-MM-DD, got ${asOf ?? 'nothing'}\n${USAGE}`);
        return 2;
      }
    } else if (flag === '--examples') {
      const raw = value();
      examples = Number(raw);
      if (!Number.isInteger(examples) || examples < 0 || examples > 1000) {
        console.error(
          `--examples must be an integer from 0 to 1000, got ${raw ?? 'nothing'}\n${USAGE}`,
        );
        return 2;
      }
    } else {
      console.error(`Unknown argument ${arg}\n${USAGE}`);
      return 2;
    }
  }
  if (asOf && incremental) {
    console.error(`--as-of and --incremental do not go together\n${USAGE}`);
    return 2;
  }
  const onProgress = progressBar('Data doctor');
  const report = asOf
    ? await runDoctor(database.db, { asOf, examples, onProgress })
    : await runStoredDoctor(database.db, {
        mode: incremental ? 'incremental' : 'full',
        examples,
        onProgress,
      });
  console.log(formatDoctorReport(report));
  return report.problems === 0 ? 0 : 1;
}
