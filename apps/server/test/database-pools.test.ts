/**
 * A PostgreSQL database's connections (db/client.ts): the requests run at most the pool's size
 * of statements at once, and long background work has connections of its own, so that it
 * never leaves a request waiting for one (and a request never waits behind it).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/client';
import { whileLocked } from '../src/db/session-lock';
import { runDoctor } from '../src/data/doctor/runner';
import type { Check } from '../src/data/doctor/types';
import { databaseKind } from './support/test-app';

const GATE = 4_242_002;

/** The server process that ran the statement (after `seconds` of sleep). */
const backendOf = async (db: Db, seconds = 0) => {
  const result = (await db.execute(
    sql`select pg_backend_pid() as pid, pg_sleep(${seconds})::text`,
  )) as unknown as { rows: { pid: number }[] };
  return result.rows[0]!.pid;
};

/** Until `count` sessions wait for the gate's advisory lock. */
async function waitForWaiters(client: pg.Client, count: number) {
  for (;;) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_locks
        where locktype = 'advisory' and objid = $1 and not granted`,
      [GATE],
    );
    if (rows[0]!.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(databaseKind !== 'postgres')('connections to a PostgreSQL server', () => {
  it('run as many request statements at once as the pool holds', async () => {
    const database = await openDatabase({ url: inject('postgresUrl'), poolSize: 2 });
    try {
      const pids = await Promise.all(Array.from({ length: 6 }, () => backendOf(database.db, 0.05)));
      expect(new Set(pids).size).toBe(2);
    } finally {
      await database.close();
    }
  });

  it('give background work its own, so a request never waits behind it', async () => {
    const url = inject('postgresUrl');
    const database = await openDatabase({ url, poolSize: 1 });
    // A lock held outside: background statements waiting for it hold their connections.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [GATE]);
    try {
      const request = await whileLocked(database, 4_242_001, async () => {
        // (`then` sends a drizzle statement: it is lazy until asked for its outcome.)
        const background = [1, 2].map(() =>
          database.background
            .execute(sql`select pg_advisory_lock(${GATE}), pg_advisory_unlock(${GATE})`)
            .then(() => undefined),
        );
        await waitForWaiters(holder, 2);
        // The lock and both statements hold background connections: the one request
        // connection is free (were it shared, this would wait until the test times out).
        const pid = await backendOf(database.db);
        await holder.query('select pg_advisory_unlock($1)', [GATE]);
        await Promise.all(background);
        return pid;
      });
      expect(request).toBeGreaterThan(0);
    } finally {
      await holder.end();
      await database.close();
    }
  });

  it('run the data doctor on one connection when the pool has no more', async () => {
    const database = await openDatabase({ url: inject('postgresUrl'), poolSize: 1 });
    const check = (name: string): Check => ({
      group: 'test',
      name,
      invariants: [{ code: name, title: name, show: [] }],
      run: async (tx) => {
        await tx.execute(sql`select 1`);
        return [{ code: name, count: 0, examples: [] }];
      },
    });
    try {
      // Two workers would wait for each other: the first for the second to join its snapshot.
      const report = await runDoctor(database.db, { checks: [check('a'), check('b')], workers: 2 });
      expect(report.results.map((r) => r.findings[0]!.count)).toEqual([0, 0]);
    } finally {
      await database.close();
    }
  });
});
