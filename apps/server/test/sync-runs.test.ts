/**
 * Every sync run recorded (issue 34 item 5): the command writes a `running` row and completes
 * it (ok, partial, failed on a crash), a killed run reads as interrupted, `sync status` prints
 * them, the staff's GET /api/admin/sync-runs/ lists them, health and the data's freshness
 * report each source's last success and staleness.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../src/app';
import { syncRuns } from '../src/db/schema/index';
import syncCommand from '../src/data/sync/command';
import { attachDoctor, recordRun } from '../src/data/sync/record-run';
import { captureCommandOutput } from './support/command-output';
import { IssFake, ok } from './support/iss-fake';
import { errorOf, signIn } from './support/shell-fixtures';
import { createTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/iss/${name}`, import.meta.url), 'utf8');
const HISTORY = '/iss/history/engines/stock/markets/bonds/securities';
const BONDIZATION = '/iss/statistics/engines/stock/markets/bonds/bondization';

describe.skipIf(databaseMissing)(`sync runs recorded on ${databaseKind}`, () => {
  let app: App;
  const iss = new IssFake();
  const sync = (...more: string[]) =>
    syncCommand({
      database: app.database,
      args: ['moex', '--base-url', iss.url, '--rate', '200', '--retries', '0', ...more],
    });

  beforeAll(async () => {
    app = await createTestApp();
    await iss.start();
    iss.set(`${BONDIZATION}/SU26999RMFS1.json`, 0, [ok(fixture('bondization-SU26999RMFS1.json'))]);
    iss.set(`${HISTORY}/SU26999RMFS1.json`, 0, [ok(fixture('history-SU26999RMFS1-page1.json'))]);
    iss.set(`${HISTORY}/SU26999RMFS1.json`, 3, [ok(fixture('history-SU26999RMFS1-page2.json'))]);
  });
  afterAll(async () => {
    await iss.stop();
    await app?.close();
  });

  it('health lists no source before any run, and the home line has nothing to say', async () => {
    expect((await app.inject('/api/health')).json().sync).toEqual([]);
    expect((await app.inject('/api/data-freshness/')).json()).toEqual({
      dataAsOf: null,
      sources: [],
    });
  });

  it('records an ok run and a partial one with its counts, failures and requests', async () => {
    const { restore } = captureCommandOutput();
    try {
      expect(await sync('--secids', 'SU26999RMFS1', '--bondization')).toBe(0);
      // Unknown to the fake ISS (404): this bond fails, the other one does not.
      expect(await sync('--secids', 'SU26999RMFS1,SU26444RMFS4', '--trigger', 'schedule')).toBe(1);
    } finally {
      restore();
    }
    const rows = await app.db.select().from(syncRuns).orderBy(syncRuns.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      source: 'moex',
      what: 'secids',
      trigger: 'command',
      status: 'ok',
      failures: [],
      failuresTotal: 0,
      requests: 3,
      counts: {
        bonds: { read: 1, inserted: 0, updated: 0, rejected: 0 },
        rows: { read: 9, inserted: 9, updated: 0, unchanged: 0, rejected: 0 },
      },
    });
    expect(rows[0]!.finishedAt!.getTime()).toBeGreaterThanOrEqual(rows[0]!.startedAt.getTime());
    expect(rows[1]).toMatchObject({
      trigger: 'schedule',
      status: 'partial',
      failuresTotal: 1,
      counts: { bonds: { read: 2, rejected: 1 }, rows: { read: 4, unchanged: 4 } },
    });
    expect(rows[1]!.failures).toEqual([
      { item: 'SU26444RMFS4', reason: expect.stringMatching(/SU26444RMFS4.*answered 404/) },
    ]);
  });

  it('records a crash as failed with its message, and rethrows it', async () => {
    await expect(
      recordRun(app.db, 'ust', 'daily', 'command', async () => {
        throw new Error('the securities list could not be read');
      }),
    ).rejects.toThrow('could not be read');
    const [row] = await app.db.select().from(syncRuns).where(eq(syncRuns.source, 'ust'));
    expect(row).toMatchObject({
      status: 'failed',
      error: 'the securities list could not be read',
      counts: null,
    });
    expect(row!.finishedAt).not.toBeNull();
  });

  it('a killed run reads as interrupted, and the next run writes it so', async () => {
    const old = new Date(Date.now() - 11 * 60_000);
    const [killed] = await app.db
      .insert(syncRuns)
      .values({ source: 'moex', what: 'universe', trigger: 'start', status: 'running' })
      .returning();
    await app.db
      .update(syncRuns)
      .set({ startedAt: new Date(old.getTime() - 60_000), heartbeatAt: old })
      .where(eq(syncRuns.id, killed!.id));
    // A live one (its heart beats) stays running.
    const [live] = await app.db
      .insert(syncRuns)
      .values({ source: 'moex', what: 'secids', trigger: 'command', status: 'running' })
      .returning();
    const admin = await signIn(app, 'staff@example.com', FULL_ACCESS_LEVEL, { isAdmin: true });
    const listed = (await admin.client.get('/api/admin/sync-runs/')).json();
    const statusOf = (id: number) => listed.items.find((r: { id: number }) => r.id === id)?.status;
    expect(statusOf(killed!.id)).toBe('interrupted');
    expect(statusOf(live!.id)).toBe('running');
    // The next run marks it in the table.
    await recordRun(app.db, 'ust', 'daily', 'command', async () => ({
      report: {
        source: 'sync ust',
        files: ['912797KA4'],
        read: 1,
        inserted: 1,
        updated: 0,
        unchanged: 0,
        skipped: 0,
        rejected: [],
        notes: [],
        seconds: 0,
      },
      failed: [],
      requests: 2,
    }));
    const [marked] = await app.db.select().from(syncRuns).where(eq(syncRuns.id, killed!.id));
    expect(marked).toMatchObject({ status: 'interrupted', finishedAt: old });
    await app.db.delete(syncRuns).where(eq(syncRuns.id, live!.id));
  });

  it('adds the doctor counts to the runs of this process', async () => {
    const { runDoctor } = await import('../src/data/index');
    await attachDoctor(app.db, await runDoctor(app.db, { examples: 0 }));
    const rows = await app.db.select().from(syncRuns).orderBy(syncRuns.id);
    // Every run recorded by this process so far (the killed one was not).
    for (const row of rows.filter((r) => r.trigger !== 'start'))
      expect(row.doctor).toMatchObject({ problems: expect.any(Number), failedChecks: [] });
    expect(rows.find((r) => r.trigger === 'start')!.doctor).toBeNull();
  });

  it('`sync status` prints the runs newest first, their failures and each source', async () => {
    const { lines, restore } = captureCommandOutput();
    try {
      expect(await syncCommand({ database: app.database, args: ['status', '--limit', '3'] })).toBe(
        0,
      );
      expect(await syncCommand({ database: app.database, args: ['status', '--limit', 'x'] })).toBe(
        2,
      );
    } finally {
      restore();
    }
    const text = lines.join('\n');
    const runs = text.split('\n').filter((l) => /^#\d+ /.test(l));
    expect(runs).toHaveLength(3);
    expect(runs[0]).toMatch(/ust daily \(command\)\s+OK/);
    expect(text).toMatch(/moex secids \(schedule\)\s+PARTIAL/);
    expect(text).toMatch(/FAILED SU26444RMFS4: .*answered 404/);
    expect(text).toMatch(/bonds 2 read, 0 created, 0 updated, 1 failed; rows 4 read/);
    expect(text).toMatch(/moex\s+last successful run \d{4}-\d\d-\d\d \d\d:\d\d UTC {2}fresh/);
    expect(text).toMatch(/Usage: npm run data -- sync status/);
  });

  it('GET /api/admin/sync-runs/: staff only, the runs and the sources', async () => {
    const visitor = await new TestClient(app).get('/api/admin/sync-runs/');
    expect(visitor.statusCode).toBe(401);
    expect(errorOf(visitor).message).toBe('need_auth');
    for (const level of [1, FULL_ACCESS_LEVEL]) {
      const user = await signIn(app, `user${level}@example.com`, level);
      const denied = await user.client.get('/api/admin/sync-runs/');
      expect(denied.statusCode).toBe(403);
      expect(errorOf(denied).message).toBe('access_denied_auth');
      expect(denied.body).not.toMatch(/SU26444RMFS4/);
    }
    const admin = await signIn(app, 'staff2@example.com', 1, { isAdmin: true });
    const response = await admin.client.get('/api/admin/sync-runs/?limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({
      source: 'ust',
      status: 'ok',
      seconds: expect.any(Number),
      doctor: { failedChecks: [] },
    });
    expect(body.sources).toEqual([
      { source: 'moex', lastOk: expect.any(String), stale: false },
      { source: 'ust', lastOk: expect.any(String), stale: false },
    ]);
    const bad = await admin.client.get('/api/admin/sync-runs/?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(bad))).toMatch(/limit/);
  });

  it('health and the data freshness report each source, fresh after a run', async () => {
    const health = (await app.inject('/api/health')).json();
    expect(health).toMatchObject({ status: 'ok', database: { reachable: true } });
    // Read before the first run and kept 30 s: health never waits for a re-read.
    const fresh = await createTestApp();
    try {
      await fresh.db.insert(syncRuns).values({
        source: 'moex',
        what: 'universe',
        trigger: 'schedule',
        status: 'ok',
        startedAt: new Date('2026-01-05T16:00:00Z'),
        finishedAt: new Date('2026-01-05T16:30:00Z'),
      });
      const answer = (await fresh.inject('/api/health')).json();
      expect(answer.status).toBe('ok');
      // Months ago: stale, reported, health still 200.
      expect(answer.sync).toEqual([
        { source: 'moex', lastOk: '2026-01-05T16:30:00.000Z', stale: true },
      ]);
      const freshness = (await fresh.inject('/api/data-freshness/')).json();
      expect(freshness.sources).toEqual(answer.sync);
      expect(freshness.dataAsOf).toMatch(/^\d{4}-\d\d-\d\d$/);
    } finally {
      await fresh.close();
    }
  });
});
