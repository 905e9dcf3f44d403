import type { DataCommandContext } from '../command-context';
import { progressBar } from '../../lib/progress';
import { formatReport } from './report';
import { SOURCES, sourceByName } from './sources/index';
import { FormatError, parseDate } from './values';

/**
 * `npm run data -- import <source> <path> [--as-of YYYY-MM-DD]`. Exit codes: 0 every row
 * imported, 3 imported with rejected rows (listed with their lines), 2 usage error or a file
 * of the wrong format (refused before any write), 1 an unexpected failure.
 */
const USAGE =
  'Usage: npm run data -- import <source> <path> [--as-of YYYY-MM-DD]   (--help lists the sources)';

export function importHelp(): string {
  const lines = [
    USAGE,
    '',
    'Imports are idempotent: a second run inserts and updates nothing. A file whose header does',
    'not match the source is refused before anything is written; a bad row (wrong date,',
    'non-numeric value, unknown bond, duplicate key) is rejected with its line and reason and',
    'the rest imports. Exit code 0 = all rows imported, 3 = some rejected, 2 = refused.',
    '',
    'Sources:',
  ];
  for (const s of SOURCES) {
    lines.push(`  ${s.name.padEnd(20)} ${s.summary}`);
    for (const f of s.format) lines.push(`      ${f}`);
    lines.push('');
  }
  return lines.join('\n');
}

export default async function importCommand({
  database,
  args,
}: DataCommandContext): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(importHelp());
    return 0;
  }
  const positional: string[] = [];
  let asOf: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--as-of') asOf = args[++i];
    else if (arg.startsWith('--as-of=')) asOf = arg.slice('--as-of='.length);
    else if (arg.startsWith('--')) {
      console.error(`Unknown option ${arg}\n${USAGE}`);
      return 2;
    } else positional.push(arg);
  }
  const [name, file] = positional;
  const source = name ? sourceByName(name) : undefined;
  if (!source || !file || positional.length > 2) {
    console.error(name && !source ? `Unknown source "${name}".\n${USAGE}` : USAGE);
    return 2;
  }
  try {
    if (asOf !== undefined) asOf = parseDate(asOf, '--as-of');
    const report = await source.run(database.db, file, {
      ...(asOf ? { asOf } : {}),
      onProgress: progressBar(`Importing ${source.name}`),
    });
    console.log(formatReport(report));
    return report.rejected.length > 0 ? 3 : 0;
  } catch (error) {
    if (error instanceof FormatError || (error as Error).name === 'RowError') {
      console.error(`Refused, nothing was written: ${(error as Error).message}`);
      return 2;
    }
    throw error;
  }
}
