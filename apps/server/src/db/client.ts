import fs from 'node:fs';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { PgNotices } from './pg-notices';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  /** The requests' connections. */
  db: Db;
  /**
   * Connections for long background work (the screener's refresh, loading the screens held in
   * memory, a session lock), so that it never takes the requests' few: on PGlite, `db`.
   */
  background: Db;
  driver: DatabaseDriver;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on the channel: a write by this process before its
   * promise resolves (PGlite: every writer is in this process; PostgreSQL: db/pg-notices.ts),
   * another process's write a moment after its commit.
   */
  listen(channel: string, onNotify: () => void): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests start from a migrated one). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://... selects a PostgreSQL server; otherwise embedded PGlite. */
  url?: string | null;
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string | null;
  /** PGlite in memory: start from this tarball of a data directory (`dumpDataDir`). */
  loadDataDir?: Blob;
  /** PostgreSQL: the requests' connections (DATABASE_POOL_SIZE); by default defaultPoolSize(). */
  poolSize?: number | undefined;
}

/**
 * The requests' connections by default: one more than the cores, from 3 to 10. Queries past
 * the cores do not run sooner, they take turns on them, and on a 2-core machine a random page
 * of the 500,000-bond screener cost PostgreSQL 1.5 ms of CPU with 2 queries running at once and
 * 5.3 ms with 10 (pgbench; docs/benchmarks.md 2026-12-02, "connections"): every switch between
 * backends costs more than the query's own work. Waiting in the pool's line is cheaper.
 */
export function defaultPoolSize(cores = os.availableParallelism()): number {
  return Math.min(10, Math.max(3, cores + 1));
}

/** The background's connections: the screener refresh's two loops, a load and a lock. */
const BACKGROUND_POOL_SIZE = 4;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? defaultPoolSize())
    : openPglite(options.dataDir ?? null, options.loadDataDir);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  // The database's files are the owner's alone (issue 31): created 0700, as initdb does.
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    background: db,
    driver: 'pglite',
    // The embedded engine runs one query at a time in this process: a ping would wait behind
    // every heavy query in line (seconds under load) to learn what `closed` says at once.
    ping: async () => !client.closed,
    close: () => client.close(),
    listen: async (channel, onNotify) => void (await client.listen(channel, onNotify)),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const notices = new PgNotices(url);
  const pool = openPool(url, poolSize, notices);
  const backgroundPool = openPool(url, BACKGROUND_POOL_SIZE, notices);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const background = drizzlePg(backgroundPool, { schema }) as unknown as Db;
  // Health's own connection: under load every pooled one may be busy with heavy queries, and
  // health asks whether the database answers, not how long the queue is (issue 31 item 3).
  const pingPool = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 60_000 });
  pingPool.on('error', () => undefined);
  pingPool.on('connect', (client) => client.on('error', () => undefined));
  return {
    db,
    background,
    driver: 'postgres',
    ping: () =>
      pingPool.query('select 1').then(
        () => true,
        () => false,
      ),
    close: async () => {
      await notices.close();
      await Promise.all([pool.end(), backgroundPool.end(), pingPool.end()]);
    },
    listen: (channel, onNotify) => notices.listen(channel, onNotify),
  };
}

function openPool(url: string, max: number, notices: PgNotices): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    Client: notices.listeningClient(),
    // No JIT: our statements are short or batched by ids, and PostgreSQL compiles any plan whose
    // cost estimate passes jit_above_cost (a join over the 38 M-row ticks index is estimated so,
    // however few rows it reads), which cost ~1 s of compiling for a 0.6 s statement at 500,000
    // bonds. A connection string's own `options` still wins (pg reads it over these).
    options: '-c jit=off',
  });
  // A connection the server drops (a restart, a network cut) emits 'error'; without a listener
  // Node would exit. The pool listens while a client is idle; a checked-out client (inside a
  // transaction) needs its own listener. Either way the query in flight fails (the request
  // answers 503 database_unavailable), the broken client is discarded and the next query
  // opens a new connection once the server is back.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
