import pg from 'pg';
import type { Database } from './client';

/** Start-up's advisory lock: migrations, then the first run's world (ADR 0027). */
export const START_UP_LOCK_KEY = 3_500_035;

/**
 * Runs `work` while this process holds a session advisory lock, waiting for another process
 * (another server instance starting, the data tool) that holds it. PostgreSQL only: on PGlite
 * one process owns the database, and `work` runs at once. The lock is held by a background
 * connection kept aside meanwhile; `work` has every connection of the requests' pool.
 */
export async function whileLocked<T>(
  database: Database,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  const pool = (database.background as unknown as { $client: unknown }).$client;
  if (database.driver !== 'postgres' || !(pool instanceof pg.Pool)) return work();
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    // A connection whose unlock failed may still hold the lock: it is closed, not reused.
    client.release(broken);
  }
}
