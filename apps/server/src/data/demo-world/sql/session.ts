import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../../../db/client';
import type { ColumnMeta, TableMeta } from './columns';
import { BinaryWriter } from './binary-copy';

/**
 * A raw connection inside one transaction, for bulk loading. Drizzle builds one parameter
 * per value, which is far too slow for millions of rows, so the generator talks to the
 * driver underneath: PGlite gets binary COPY ... FROM '/dev/blob' (its in-memory COPY), a
 * PostgreSQL server gets `INSERT ... SELECT * FROM unnest($1::type[], ...)` with one binary
 * array parameter per column (pg-copy-streams, for COPY over node-postgres, is not a
 * dependency). Binary, because parsing numbers from text costs more than storing them.
 */
export interface SqlSession {
  driver: 'pglite' | 'postgres';
  exec(sql: string): Promise<void>;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Writes rows; the promise settles when the database has them. */
  load(meta: TableMeta, rows: readonly Record<string, unknown>[]): Promise<void>;
}

type Queryable = Pick<Transaction, 'query' | 'exec'>;

function pgliteSession(tx: Queryable): SqlSession {
  return {
    driver: 'pglite',
    exec: async (sql) => {
      await tx.exec(sql);
    },
    rows: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows,
    load: async (meta, rows) => {
      if (rows.length === 0) return;
      const data = BinaryWriter.copy(meta.columns, meta.split(rows, meta.defaultList));
      const names = meta.columns.map((c) => c.name).join(', ');
      await tx.query(`COPY ${meta.name} (${names}) FROM '/dev/blob' WITH (FORMAT binary)`, [], {
        blob: new Blob([data]),
      });
    },
  };
}

const selectOf = (c: ColumnMeta, i: number) => (c.kind === 'textArray' ? `c${i}::text[]` : `c${i}`);

function postgresSession(client: pg.PoolClient): SqlSession {
  const statements = new Map<TableMeta, string>();
  const statementOf = (meta: TableMeta) => {
    let text = statements.get(meta);
    if (!text) {
      const cols = meta.columns;
      const params = cols.map((c, i) => `$${i + 1}::${c.arrayType}`).join(', ');
      const aliases = cols.map((_, i) => `c${i}`).join(', ');
      text =
        `INSERT INTO ${meta.name} (${cols.map((c) => c.name).join(', ')}) ` +
        `SELECT ${cols.map(selectOf).join(', ')} FROM unnest(${params}) AS u(${aliases})`;
      statements.set(meta, text);
    }
    return text;
  };
  // One query at a time on the connection: each waits for the one before (the caller keeps
  // computing meanwhile, which is the point of pipelining).
  let tail: Promise<unknown> = Promise.resolve();
  const queue = <T>(run: () => Promise<T>): Promise<T> => {
    const next = tail.then(run);
    tail = next.catch(() => undefined);
    return next;
  };
  return {
    driver: 'postgres',
    exec: async (sql) => {
      await queue(() => client.query(sql));
    },
    rows: async <T>(sql: string, params: unknown[] = []) =>
      (await queue(() => client.query(sql, params))).rows as T[],
    load: async (meta, rows) => {
      if (rows.length === 0) return;
      const values = meta.split(rows, meta.defaultList);
      const params = meta.columns.map((c, k) => BinaryWriter.array(c, values[k] as unknown[]));
      await queue(() => client.query(statementOf(meta), params));
    },
  };
}

function isPglite(client: unknown): client is PGlite {
  return (
    typeof (client as { transaction?: unknown }).transaction === 'function' &&
    typeof (client as { exec?: unknown }).exec === 'function'
  );
}

/**
 * Foreign keys are checked by a trigger per row, which costs more than the insert itself
 * (on PGlite about 25 us per key and row). The generator writes parents before children by
 * construction (and the tests check there are no orphans), so for its own transaction it
 * turns those triggers off with session_replication_role = replica. That needs superuser
 * rights on a PostgreSQL server; without them the load simply runs with the checks.
 */
async function skipForeignKeyTriggers(session: SqlSession): Promise<boolean> {
  try {
    await session.exec('savepoint fast_load');
    await session.exec('set local session_replication_role = replica');
    await session.exec('release savepoint fast_load');
    return true;
  } catch {
    await session.exec('rollback to savepoint fast_load');
    return false;
  }
}

/** Runs `work` in one transaction on the driver under a drizzle database: all or nothing. */
export async function withSession<T>(
  db: Db,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) {
    return client.transaction(async (tx) => {
      const session = pgliteSession(tx);
      await skipForeignKeyTriggers(session);
      return work(session);
    });
  }
  const pool = client as pg.Pool;
  const connection = await pool.connect();
  try {
    await connection.query('BEGIN');
    const session = postgresSession(connection);
    await skipForeignKeyTriggers(session);
    const result = await work(session);
    await connection.query('COMMIT');
    return result;
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}
