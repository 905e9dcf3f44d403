/**
 * Issue 35 item 3: two server instances' schedulers on one PostgreSQL run each slot's daily
 * update exactly once, and when the instance running it dies mid-run the other one completes
 * the slot (ADR 0027). Only PostgreSQL has several instances: PGlite's database belongs to the
 * one process that opened it, and its scheduler runs in-process (sync-scheduler.test.ts).
 */
import { readFileSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncRuns } from '../src/db/schema/index';
import { startSyncScheduler } from '../src/data/index';
import { LOCK_APPLICATION_NAME, SYNC_LOCK_KEY } from '../src/data/sync/scheduler';
import { parseSyncAt } from '../src/lib/sync-schedule';
import { IssFake, ok } from './support/iss-fake';
import { databaseKind } from './support/test-app';
import { instancesOnOneDatabase } from './support/same-database';

const LIST = '/iss/engines/stock/markets/bonds/securities.json';
const EMPTY_LIST = readFileSync(
  new URL('./fixtures/iss/universe-securities-empty.json', import.meta.url),
  'utf8',
);
const WAITING = 'sync: another instance runs the daily update; waiting for it';

describe.skipIf(databaseKind !== 'postgres')(
  'two instances’ schedulers on one PostgreSQL (PGlite has one instance only)',
  () => {
    const iss = new IssFake();
    beforeAll(() => iss.start());
    afterAll(() => iss.stop());

    async function twoInstances() {
      const pair = await instancesOnOneDatabase(2);
      const logs: string[][] = [[], []];
      const start = (i: 0 | 1) =>
        startSyncScheduler({
          database: pair.apps[i]!.database,
          databaseUrl: pair.url,
          sources: ['moex'],
          at: parseSyncAt('19:30 Europe/Moscow'),
          onStart: true,
          urls: { moex: iss.url },
          log: {
            info: (m) => logs[i]!.push(m),
            error: (m) => logs[i]!.push(`ERROR ${m}`),
          },
          lockPollMs: 200,
        });
      const runs = () => pair.apps[0]!.db.select().from(syncRuns).orderBy(asc(syncRuns.id));
      return { pair, logs, start, runs };
    }

    it(
      'SYNC_ON_START on both: one runs the update, the other waits and skips the slot',
      { timeout: 120_000 },
      async () => {
        // A slow exchange: the second instance comes while the first still works.
        iss.set(LIST, 0, [{ ...ok(EMPTY_LIST), delayMs: 1_500 }, ok(EMPTY_LIST)]);
        const { pair, logs, start, runs } = await twoInstances();
        try {
          const schedulers = [start(0), start(1)];
          await Promise.all(schedulers.map((s) => s.idle()));
          for (const s of schedulers) s.stop();
          const recorded = await runs();
          expect(recorded).toHaveLength(1);
          expect(recorded[0]).toMatchObject({ source: 'moex', trigger: 'start', status: 'ok' });
          // One ran it; the other waited for the lock and found the slot done.
          const ran = logs.filter((l) => l.includes('sync: moex starts (start)'));
          expect(ran).toHaveLength(1);
          const waiter = logs.find((l) => l.includes(WAITING))!;
          expect(waiter).toBeDefined();
          expect(
            waiter.some((l) =>
              /^sync: moex was updated by another instance since .*; skipped here$/.test(l),
            ),
          ).toBe(true);
          expect(logs.flat().filter((l) => l.startsWith('ERROR'))).toEqual([]);
        } finally {
          await pair.close();
        }
      },
    );

    it(
      'the instance running the update dies mid-run: the other one completes the slot',
      { timeout: 120_000 },
      async () => {
        // The first list request hangs long enough to be killed in the middle of it.
        iss.set(LIST, 0, [{ ...ok(EMPTY_LIST), delayMs: 60_000 }, ok(EMPTY_LIST)]);
        const { pair, logs, start, runs } = await twoInstances();
        try {
          const first = start(0);
          // Its child has recorded the run and waits for the exchange.
          await expect
            .poll(async () => (await runs()).map((r) => r.status), { timeout: 60_000 })
            .toEqual(['running']);
          const second = start(1);
          await expect.poll(() => logs[1], { timeout: 10_000 }).toContain(WAITING);
          // The first instance dies: its lock's connection is cut, as when its process is killed.
          const admin = new pg.Client({ connectionString: pair.url });
          await admin.connect();
          try {
            const { rows } = await admin.query<{ ended: boolean }>(
              `select pg_terminate_backend(a.pid) as ended
               from pg_stat_activity a
               join pg_locks l on l.pid = a.pid
               where a.application_name = $1 and l.locktype = 'advisory' and l.granted
                 and l.objid = $2
                 and l.database = (select oid from pg_database where datname = current_database())`,
              [LOCK_APPLICATION_NAME, SYNC_LOCK_KEY],
            );
            expect(rows).toEqual([{ ended: true }]);
          } finally {
            await admin.end();
          }
          await first.idle();
          first.stop();
          // It stopped its child rather than work on without the lock.
          expect(logs[0]).toContain(
            'ERROR sync: the lock connection was lost; the run was stopped',
          );
          await second.idle();
          second.stop();
          const recorded = await runs();
          expect(recorded.map((r) => [r.trigger, r.status])).toEqual([
            ['start', 'interrupted'],
            ['start', 'ok'],
          ]);
          expect(logs[1]).toContain('sync: moex starts (start)');
          expect(logs[1]!.filter((l) => l.startsWith('ERROR'))).toEqual([]);
        } finally {
          await pair.close();
        }
      },
    );
    it(
      "the running update's child process is killed: the other instance completes the slot",
      { timeout: 120_000 },
      async () => {
        iss.set(LIST, 0, [{ ...ok(EMPTY_LIST), delayMs: 60_000 }, ok(EMPTY_LIST)]);
        const { pair, logs, start, runs } = await twoInstances();
        try {
          const first = start(0);
          await expect
            .poll(async () => (await runs()).map((r) => r.status), { timeout: 60_000 })
            .toEqual(['running']);
          const second = start(1);
          await expect.poll(() => logs[1], { timeout: 10_000 }).toContain(WAITING);
          const pid = Number(
            /works in process (\d+)/.exec(
              logs[0]!.find((l) => l.includes('works in process'))!,
            )![1],
          );
          process.kill(pid, 'SIGKILL');
          await first.idle();
          first.stop();
          expect(logs[0]).toContain('sync: moex done, exit code 1');
          await second.idle();
          second.stop();
          expect((await runs()).map((r) => [r.trigger, r.status])).toEqual([
            ['start', 'interrupted'],
            ['start', 'ok'],
          ]);
          expect(logs[1]!.filter((l) => l.startsWith('ERROR'))).toEqual([]);
        } finally {
          await pair.close();
        }
      },
    );
  },
);
