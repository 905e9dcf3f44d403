import type { SyncRun } from '@bondsight/contracts';
import type { Database } from '../../db/client';
import { readSyncFreshness } from '../../lib/sync-freshness';
import { listRuns } from '../../modules/sync-runs/sync-runs.repository';
import { toSyncRun } from '../../modules/sync-runs/sync-runs.service';

const USAGE = `Usage: npm run data -- sync status [--limit N]
Every recorded sync run, newest first (default the last 20): when, source, what, trigger,
status, counts, duration, the first failures with their reasons, the doctor's counts; then per
source its last successful run (ok or partial) and STALE when none came in 2 trading days of
its market (MOEX days for moex, US business days for ust). A run whose process was killed shows
as interrupted (no heartbeat for 10 minutes). Exit code 0, or 2 = usage.`;

/** Failures printed per run: the admin page lists them all. */
const FAILURES_SHOWN = 5;

const moment = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '-');

function duration(seconds: number | null): string {
  if (seconds === null) return '-';
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const m = Math.floor(seconds / 60);
  return m < 60
    ? `${m} min ${Math.round(seconds % 60)} s`
    : `${Math.floor(m / 60)} h ${m % 60} min`;
}

/** One run as a few lines of text. */
export function formatRun(run: SyncRun): string {
  const lines = [
    `#${run.id}  ${moment(run.startedAt)}  ${run.source} ${run.what} (${run.trigger})  ` +
      `${run.status.toUpperCase()}  ${duration(run.seconds)}`,
  ];
  if (run.counts) {
    const { bonds, rows } = run.counts;
    lines.push(
      `    bonds ${bonds.read} read, ${bonds.inserted} created, ${bonds.updated} updated, ` +
        `${bonds.rejected} failed; rows ${rows.read} read, ${rows.inserted} inserted, ` +
        `${rows.updated} updated, ${rows.unchanged} unchanged, ${rows.rejected} rejected` +
        (run.requests === null ? '' : `; ${run.requests} requests`),
    );
  }
  if (run.error) lines.push(`    error: ${run.error}`);
  for (const f of run.failures.slice(0, FAILURES_SHOWN))
    lines.push(`    FAILED ${f.item}: ${f.reason}`);
  if (run.failuresTotal > FAILURES_SHOWN)
    lines.push(`    ... ${run.failuresTotal - FAILURES_SHOWN} more failures`);
  if (run.doctor) {
    const broken = Object.entries(run.doctor.findings).map(([code, n]) => `${code} ${n}`);
    lines.push(
      run.doctor.problems === 0
        ? '    doctor: no problems'
        : `    doctor: ${run.doctor.problems} problems: ${[...broken, ...run.doctor.failedChecks.map((c) => `${c} FAILED`)].join(', ')}`,
    );
  }
  return lines.join('\n');
}

/** `npm run data -- sync status [--limit N]`: reads only. */
export default async function statusCommand(database: Database, args: string[]): Promise<number> {
  if (args.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  let limit = 20;
  const m = /^--limit(?:=(.+))?$/.exec(args[0] ?? '');
  const value = m ? (m[1] ?? args[1]) : undefined;
  const extra = m ? (m[1] === undefined ? args.slice(2) : args.slice(1)) : args;
  if (extra.length > 0 || (m && !/^[1-9]\d{0,4}$/.test(value ?? ''))) {
    console.error(USAGE);
    return 2;
  }
  if (value) limit = Number(value);
  const runs = (await listRuns(database.db, limit)).map(toSyncRun);
  if (runs.length === 0) console.log('No sync run recorded yet.');
  for (const run of runs) console.log(formatRun(run));
  const sources = await readSyncFreshness(database.db);
  if (sources.length > 0) console.log('\nSources:');
  for (const s of sources)
    console.log(
      `  ${s.source.padEnd(6)} last successful run ${moment(s.lastOk)}` +
        (s.stale ? '  STALE: none in 2 trading days' : '  fresh'),
    );
  return 0;
}
