import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseUnavailable } from '../lib/database-errors';
import type { Db } from './client';
import * as schema from './schema/index';

/** The handle a transaction callback receives; repositories accept either it or the Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/**
 * Runs a use case atomically: every write inside commits together or not at all.
 *
 * On a PostgreSQL server the connection is taken here rather than by drizzle, whose pooled
 * transaction sends BEGIN before its try block: a connection that dies at that moment would
 * never go back to the pool (found by database-outage.test.ts: the pool then never drains).
 * A connection that failed is destroyed, not returned, so the next use case gets a fresh one.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return db.transaction(work);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const onClient = drizzle(client, { schema }) as unknown as Db;
    return await onClient.transaction(work);
  } catch (error) {
    if (isDatabaseUnavailable(error)) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}
