import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { START_UP_LOCK_KEY, whileLocked } from './db/session-lock';
import { prepareFirstRun, startSyncScheduler } from './data/index';
import { keepScreenCurrent } from './modules/screener/screen-keeper';
import { screensInMemory } from './modules/bonds/bond-list-memory';

/** Listens; everything else is in buildApp(). */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await runMigrations(database, (message) => console.log(message));
  // Instances started together on an empty database: one seeds it, the others find it full.
  const firstRun = await whileLocked(database, START_UP_LOCK_KEY, () =>
    prepareFirstRun(database.db, config),
  );

  const app = await buildApp({
    database,
    production: config.production,
    secureCookies: config.secureCookies,
    trustProxy: config.trustProxy,
    rateLimitPerMinute: config.rateLimitPerMinute,
    rateLimitShareMs: config.rateLimitShareMs,
    signUpsPerHour: config.signUpsPerHour,
    openData: config.openData,
    answerCacheBytes: config.answerCacheBytes,
    pagePdfWarm: config.pagePdfWarm,
    pagePdfMemoryBytes: config.pagePdfMemoryBytes,
    connectionLimits: config.connectionLimits,
    syncSources: config.sync.sources,
    logger: { level: config.logLevel },
  });

  let closing = false;
  let stopScreenKeeper: () => void = () => undefined;
  let stopSync: () => void = () => undefined;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    stopScreenKeeper();
    stopSync();
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const where =
    database.driver === 'pglite'
      ? `embedded PGlite in ${config.dataDir}`
      : 'PostgreSQL server (DATABASE_URL)';
  console.log(`\nBondsight is running at ${url}  (database: ${where})`);
  if (firstRun) console.log(firstRun);
  // The screener's rows, in the background: the list answers meanwhile, its numbers filling in
  // batch by batch.
  stopScreenKeeper = keepScreenCurrent(database.background, app.log);
  // The list's screens held in memory (ADR 0024 increment 6), loaded now rather than by the
  // first screen asked; the database answers until they are.
  screensInMemory(database.db, database.background).preload();
  // SYNC=moex,ust: the daily update at SYNC_AT (and once now with SYNC_ON_START=1), in the
  // background: a child process on PostgreSQL, in-process between requests on PGlite.
  stopSync = startSyncScheduler({
    ...config.sync,
    database,
    databaseUrl: config.databaseUrl,
    log: { info: (m) => app.log.info(m), error: (m) => app.log.error(m) },
  }).stop;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
