import pg from 'pg';

/** Advisory lock keys of the start-up steps that one instance at a time may take (issue 35). */
export const LOCK_KEYS = { migrations: 3_500_035, firstRun: 3_500_036 } as const;

/**
 * Runs a step on one process at a time across every instance and command over one PostgreSQL
 * server: under a session advisory lock held on a connection of its own, so that two instances
 * started together do not migrate at once or generate two worlds; the next waits, then finds
 * the work done. The lock is free again when that connection ends, also when the holder dies.
 * PGlite (no url) belongs to one process: nothing to share.
 */
export async function underAdvisoryLock<T>(
  url: string | null | undefined,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  if (!url) return work();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}
