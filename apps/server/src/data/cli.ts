import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import type { DataCommand } from './command-context';
import { afterDataWritten } from './after-write';

/**
 * `npm run data -- <command> ...`: the operator's data tool, and its one entry point (see
 * README.md). Each command lives in its own folder and receives a migrated database and its
 * arguments; a command's module is loaded only when it is the one asked for.
 *
 *   generate [--bonds N] [--years N] [--seed N] [--as-of YYYY-MM-DD]   build the demo world
 *   import <source> <path>                                              load public data
 *   sync moex [--universe] [--base-url URL] ...                         pull from MOEX ISS
 *   sync status [--limit N]                                             the recorded runs
 *   sync ust [--base-url URL] [--from D] [--till D] ...                 pull the US Treasury
 *   doctor [--as-of YYYY-MM-DD] [--examples N] [--list]                 check every invariant
 *   rebuild-derived                                                     re-derive the doctor's tables
 *
 * After a command that wrote data (generate done, import with or without rejected rows, sync
 * with or without failed bonds) the doctor runs and its counts close the command's report;
 * they never change the command's exit code, which says what the command itself did.
 */
const COMMANDS: Record<string, () => Promise<DataCommand>> = {
  generate: async () => (await import('./demo-world/command')).default,
  import: async () => (await import('./importers/command')).default,
  sync: async () => (await import('./sync/command')).default,
  doctor: async () => (await import('./doctor/command')).default,
  'rebuild-derived': async () => (await import('./derived/command')).default,
  // Its name before the statements had a derived table too.
  'rebuild-stretches': async () => (await import('./derived/command')).default,
};

/** The exit codes after which a command has written data (see each command's usage). */
const WROTE: Record<string, readonly number[]> = { generate: [0], import: [0, 3], sync: [0, 1] };

const USAGE = `Usage: npm run data -- <command>
  generate [--bonds N] [--years N] [--seed N] [--as-of YYYY-MM-DD]
  import <source> <path>        (npm run data -- import --help lists the sources)
  sync moex [--universe] [--base-url URL]   (npm run data -- sync --help)
  sync status [--limit N]       every sync run, and whether a source is stale
  sync ust [--from D] [--till D]            (npm run data -- sync ust --help)
  doctor [--as-of YYYY-MM-DD] [--examples N] [--list]
  rebuild-derived
Stop the server first when it runs on embedded PGlite: one process may open its data dir.`;

/** What a command asked for its usage gets: touching it is a bug, said so. */
const NO_DATABASE = new Proxy({} as Database, {
  get: (_target, key) => {
    throw new Error(`a usage text read the database (${String(key)})`);
  },
});

/** A sync the server ran at its start (`--trigger start`): its doctor judges everything. */
const startedWithServer = (args: readonly string[]) =>
  args.some((a, i) => a === '--trigger=start' || (a === '--trigger' && args[i + 1] === 'start'));

async function main(): Promise<number> {
  const [name, ...args] = process.argv.slice(2);
  if (name === '--help' || name === '-h' || name === 'help') {
    console.log(USAGE);
    return 0;
  }
  const load = name ? COMMANDS[name] : undefined;
  if (!load) {
    console.error(USAGE);
    return 2;
  }
  const command = await load();
  // A usage text needs no database: none is opened (or created, or migrated) for it.
  if (args.some((a) => a === '--help' || a === '-h'))
    return command({ database: NO_DATABASE, args });
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    await runMigrations(database, (message) => console.error(message));
    const status = await command({ database, args });
    const help = args.some((a) => a === '--help' || a === '-h');
    // `sync status` only reads the runs.
    const readOnly = name === 'sync' && args[0] === 'status';
    const wrote = Boolean(name && WROTE[name]?.includes(status) && !help && !readOnly);
    // The site search's rows, the screener's rows of the bonds the command touched (the
    // triggers marked them) and the doctor (after-write.ts). DATA_DOCTOR=off leaves the doctor
    // out (a script that runs several commands in a row, then `doctor` once, or the browser
    // suite's start-up, whose world the API suite checks). After a sync the doctor judges what
    // it touched, unless a full run is due or the server starts.
    if (wrote) {
      const doctorOff = process.env.DATA_DOCTOR === 'off';
      const { attachDoctor } = await import('./sync/record-run');
      const summary = await afterDataWritten(database, {
        doctor: doctorOff ? null : name !== 'sync' || startedWithServer(args) ? 'full' : 'due',
        onDoctor: (r) => attachDoctor(database.db, r),
        progress: true,
      });
      if (summary) console.log(summary);
    }
    return status;
  } finally {
    await database.close();
  }
}

// Started by the server's scheduler (data/sync/scheduler.ts) with an IPC channel: die with the
// server, so that no orphan keeps working while another instance takes the daily update over;
// the channel itself must not keep this process alive.
if (process.send) {
  process.on('disconnect', () => process.exit(1));
  process.channel?.unref();
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
