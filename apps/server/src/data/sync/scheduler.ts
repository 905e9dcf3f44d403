import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Database } from '../../db/client';
import { nextRunAt, type SyncAt } from '../../lib/sync-schedule';
import { readSyncFreshness } from '../../lib/sync-freshness';
import { afterDataWritten } from '../after-write';
import syncCommand from './command';
import { attachDoctor, markLockHoldersGone, slotDone, type SyncTrigger } from './record-run';

export interface SchedulerOptions {
  database: Database;
  /** The PostgreSQL server's address (the child process opens its own connection). */
  databaseUrl: string | null;
  sources: readonly string[];
  at: SyncAt;
  onStart: boolean;
  /** Each source's address (SYNC_<SOURCE>_URL); null: its public server. */
  urls: Readonly<Record<string, string | null>>;
  /** Each source's requests a second (SYNC_<SOURCE>_RATE); null or absent: the command's. */
  rates?: Readonly<Record<string, number | null>>;
  log: { info(message: string): void; error(message: string): void };
  now?: () => Date;
  /** How often an instance that finds the lock held tries it again (ms; tests shorten it). */
  lockPollMs?: number;
}

/** The advisory lock every instance's scheduler takes: one daily update at a time. */
export const SYNC_LOCK_KEY = 3_400_034;
/** A daily update re-reads this many days before its last success (late corrections). */
const OVERLAP_DAYS = 7;
/** How often a waiting instance tries the lock again. */
export const LOCK_POLL_MS = 10_000;
/** The lock's connection, named so an operator sees who holds the daily update. */
export const LOCK_APPLICATION_NAME = 'bondsight-sync-lock';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** The data tool's entry beside this code: the bundle's dist/data/cli.js, or the source. */
function cliEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts'))
    return { file: path.join(path.dirname(here), '..', 'cli.ts'), execArgv: ['--import', 'tsx'] };
  return { file: path.join(path.dirname(here), 'data', 'cli.js'), execArgv: [] };
}

/**
 * The server keeps itself current (issue 34 item 4): at SYNC_AT on each weekday, and once at
 * start with SYNC_ON_START=1, each source of SYNC in turn, recorded as trigger `schedule` or
 * `start`. Never on the event loop's critical path and never twice at once:
 * - PostgreSQL: the run is the data tool's own `sync <source>` in a child process (its
 *   migrations check, the sync, the search entries, the screener rows, the doctor), under a
 *   session advisory lock (ADR 0027). With several server instances the first one to take it
 *   runs the slot; the others wait, trying it again every LOCK_POLL_MS, and once they hold it
 *   run each source only if no run of it ended since the slot came (`slotDone`): a finished
 *   holder's work is not repeated, a killed holder's is done by a survivor. The lock is free
 *   again when the holder's connection ends, also when its process dies; the child dies with
 *   its parent (IPC `disconnect`) and is killed when the parent's lock connection is lost, so
 *   that no orphan works beside the next holder.
 * - PGlite (this process owns the data dir): in-process; the sync awaits every request, so
 *   requests are served between bonds; then the same steps as the data tool.
 * A failed run is recorded as failed by the sync itself and logged here; the next one comes.
 */
export function startSyncScheduler(options: SchedulerOptions) {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let busy = false;

  const argsOf = async (source: string, trigger: SyncTrigger) => {
    const url = options.urls[source];
    const rate = options.rates?.[source];
    const args = [
      source,
      '--trigger',
      trigger,
      ...(url ? ['--base-url', url] : []),
      ...(rate ? ['--rate', String(rate)] : []),
    ];
    if (source !== 'moex') return args;
    // The whole market's list; the history since a week before the last success.
    const last = (await readSyncFreshness(options.database.db)).find((s) => s.source === source);
    const from = last?.lastOk
      ? new Date(Date.parse(last.lastOk) - OVERLAP_DAYS * 86_400_000).toISOString().slice(0, 10)
      : null;
    return [...args, '--universe', ...(from ? ['--from', from] : [])];
  };

  const inChild = (args: string[], lost: AbortSignal) =>
    new Promise<number>((resolve, reject) => {
      const cli = cliEntry();
      const child = spawn(process.execPath, [...cli.execArgv, cli.file, 'sync', ...args], {
        env: { ...process.env, DATABASE_URL: options.databaseUrl ?? '' },
        // The IPC channel closes when this process dies: the child then exits (data/cli.ts).
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      const killChild = () => child.kill('SIGKILL');
      lost.addEventListener('abort', killChild, { once: true });
      child.on('exit', () => lost.removeEventListener('abort', killChild));
      options.log.info(`sync: ${args[0]} works in process ${child.pid}`);
      // The report's lines go to the log; the progress bars (stderr) are dropped.
      child.stdout!.setEncoding('utf8').on('data', (text: string) => {
        for (const line of text.split('\n')) if (line.trim()) options.log.info(`sync: ${line}`);
      });
      child.stderr!.resume();
      child.on('error', reject);
      child.on('exit', (code) => resolve(code ?? 1));
    });

  const inProcess = async (args: string[], trigger: SyncTrigger) => {
    const db = options.database.db;
    const status = await syncCommand({ database: options.database, args });
    if (status === 0 || status === 1)
      await afterDataWritten(options.database, {
        // What the run touched; everything at the server's start or when a full run is due.
        doctor: process.env.DATA_DOCTOR === 'off' ? null : trigger === 'start' ? 'full' : 'due',
        onDoctor: (report) => attachDoctor(db, report),
      });
    return status;
  };

  /** Ends the waiting of a stopped scheduler. */
  const stopping = new AbortController();

  /**
   * Runs `work` under the advisory lock, on a connection of its own, waiting for it while
   * another instance holds it; `lost` fires when that connection dies (the lock with it).
   * False: the scheduler was stopped while waiting.
   */
  const underLock = async (work: (lost: AbortSignal) => Promise<void>): Promise<boolean> => {
    const client = new pg.Client({
      connectionString: options.databaseUrl!,
      application_name: LOCK_APPLICATION_NAME,
    });
    const lost = new AbortController();
    client.on('error', () => lost.abort());
    client.on('end', () => lost.abort());
    await client.connect();
    try {
      let told = false;
      for (;;) {
        const { rows } = await client.query<{ ok: boolean }>(
          'select pg_try_advisory_lock($1) as ok',
          [SYNC_LOCK_KEY],
        );
        if (rows[0]?.ok) break;
        if (!told) options.log.info('sync: another instance runs the daily update; waiting for it');
        told = true;
        await sleep(options.lockPollMs ?? LOCK_POLL_MS, stopping.signal);
        if (stopping.signal.aborted) return false;
      }
      await work(lost.signal);
      return true;
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  /** `slot`: the moment this update is for (the planned time, or the start-up). */
  const runAll = async (trigger: SyncTrigger, slot: Date) => {
    if (busy) return options.log.info('sync: the previous run still works; this one is skipped');
    busy = true;
    try {
      const underLockWork = async (lost: AbortSignal) => {
        // Holding the lock, any scheduler run still `running` lost its maker.
        await markLockHoldersGone(options.database.db);
        for (const source of options.sources) {
          if (lost.aborted) throw new Error('the lock connection was lost; the run stops here');
          if (await slotDone(options.database.db, source, slot)) {
            options.log.info(
              `sync: ${source} was updated by another instance since ${slot.toISOString()}; skipped here`,
            );
            continue;
          }
          const args = await argsOf(source, trigger);
          options.log.info(`sync: ${source} starts (${trigger})`);
          const status = await inChild(args, lost);
          options.log.info(`sync: ${source} done, exit code ${status}`);
        }
        if (lost.aborted) throw new Error('the lock connection was lost; the run was stopped');
      };
      const inProcessWork = async () => {
        for (const source of options.sources) {
          const args = await argsOf(source, trigger);
          options.log.info(`sync: ${source} starts (${trigger})`);
          const status = await inProcess(args, trigger);
          options.log.info(`sync: ${source} done, exit code ${status}`);
        }
      };
      if (options.databaseUrl) await underLock(underLockWork);
      else await inProcessWork();
    } catch (error) {
      options.log.error(`sync: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      busy = false;
    }
  };

  const plan = () => {
    if (stopped) return;
    const next = nextRunAt(options.at, now());
    // setTimeout holds at most 24.8 days; a weekday is never further than 3 days away.
    timer = setTimeout(
      () => {
        running = runAll('schedule', next).finally(plan);
      },
      Math.max(0, next.getTime() - now().getTime()),
    );
    timer.unref();
    options.log.info(`sync: next daily update ${next.toISOString()}`);
  };

  if (options.sources.length > 0) {
    // The start-up's slot is the wall clock's moment, whatever `now` the schedule is planned by.
    if (options.onStart) running = runAll('start', new Date());
    plan();
  }
  return {
    /** Resolves when the current run (if any) has finished. */
    idle: () => running,
    stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
    },
  };
}
