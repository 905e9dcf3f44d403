/**
 * SYNC_ON_START: the server's scheduler runs the daily update once at start-up and records it
 * (trigger `start`), in-process on PGlite, in a child process of the data tool under the
 * advisory lock on PostgreSQL; a second instance finds the lock taken and skips.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../src/app';
import { syncRuns } from '../src/db/schema/index';
import { startSyncScheduler } from '../src/data/index';
import { SYNC_LOCK_KEY } from '../src/data/sync/scheduler';
import { parseSyncAt } from '../src/lib/sync-schedule';
import { IssFake, ok } from './support/iss-fake';
import { createTestApp, databaseKind, databaseMissing } from './support/test-app';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/iss/${name}`, import.meta.url), 'utf8');
const LIST = '/iss/engines/stock/markets/bonds/securities.json';

describe.skipIf(databaseMissing)(`the sync scheduler on ${databaseKind}`, () => {
  let app: App;
  let databaseUrl: string | null = null;
  const iss = new IssFake();
  const lines: string[] = [];
  const scheduler = (now: Date) =>
    startSyncScheduler({
      database: app.database,
      databaseUrl,
      sources: ['moex'],
      at: parseSyncAt('19:30 Europe/Moscow'),
      onStart: true,
      urls: { moex: iss.url },
      log: { info: (m) => lines.push(m), error: (m) => lines.push(`ERROR ${m}`) },
      now: () => now,
    });

  beforeAll(async () => {
    app = await createTestApp();
    await iss.start();
    // The exchange lists no bond today: a whole run in a few requests.
    iss.set(LIST, 0, [ok(fixture('universe-securities-empty.json'))]);
    if (databaseKind === 'postgres') {
      const name = (
        (await app.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows[0]!.name;
      const url = new URL(inject('postgresUrl'));
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
  });
  afterAll(async () => {
    await iss.stop();
    await app?.close();
  });

  it('SYNC_ON_START runs once at start-up and records the run', { timeout: 120_000 }, async () => {
    const started = scheduler(new Date('2026-11-30T12:00:00Z'));
    await started.idle();
    started.stop();
    const runs = await app.db.select().from(syncRuns);
    expect(lines.filter((l) => l.startsWith('ERROR'))).toEqual([]);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      source: 'moex',
      what: 'universe',
      trigger: 'start',
      status: 'ok',
      requests: 1,
    });
    // The doctor ran after it and its counts joined the run.
    expect(runs[0]!.doctor).toMatchObject({ problems: expect.any(Number) });
    // The next daily update: Monday 30 November 2026 at 19:30 Moscow.
    expect(lines).toContain('sync: next daily update 2026-11-30T16:30:00.000Z');
  });

  it.runIf(databaseKind === 'postgres')(
    'on PostgreSQL one instance at a time: a held lock skips the run',
    async () => {
      const holder = new pg.Client({ connectionString: databaseUrl! });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [SYNC_LOCK_KEY]);
        lines.length = 0;
        const second = scheduler(new Date('2026-11-30T12:00:00Z'));
        await second.idle();
        second.stop();
        expect(lines).toContain('sync: another instance runs the daily update; skipped here');
        expect(await app.db.select().from(syncRuns)).toHaveLength(1);
      } finally {
        await holder.end();
      }
    },
  );
});
