/**
 * SYNC_ON_START: the server's scheduler runs the daily update once at start-up and records it
 * (trigger `start`), in-process on PGlite, in a child process of the data tool under the
 * advisory lock on PostgreSQL; a second instance finds the lock taken, waits for it and skips a
 * slot its holder updated (two real schedulers: sync-scheduler-instances.test.ts).
 */
import { desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../src/app';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import { emissions, syncRuns, tradingTicks } from '../src/db/schema/index';
import { startSyncScheduler } from '../src/data/index';
import { SYNC_LOCK_KEY } from '../src/data/sync/scheduler';
import { parseSyncAt } from '../src/lib/sync-schedule';
import { addDaysIso, todayIso } from '../src/data/importers/values';
import { IssFake, ok } from './support/iss-fake';
import { fixture, LIST, serveUniverse } from './support/iss-universe-fixtures';
import { moexZeroCurve, type MoexZcycParams } from '@bondsight/bond-math';
import {
  recordedCurveParams,
  serveCurveByDate,
  serveHistoryByDate,
} from './support/iss-history-days';
import { createTestApp, databaseKind, databaseMissing } from './support/test-app';
import { signIn } from './support/shell-fixtures';

const WAITING = 'sync: another instance runs the daily update; waiting for it';

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
    'on PostgreSQL one instance at a time: a held lock is waited for, and a slot its holder updated is skipped',
    async () => {
      const holder = new pg.Client({ connectionString: databaseUrl! });
      await holder.connect();
      let released = false;
      try {
        await holder.query('select pg_advisory_lock($1)', [SYNC_LOCK_KEY]);
        lines.length = 0;
        const second = startSyncScheduler({
          database: app.database,
          databaseUrl,
          sources: ['moex'],
          at: parseSyncAt('19:30 Europe/Moscow'),
          onStart: true,
          urls: { moex: iss.url },
          log: { info: (m) => lines.push(m), error: (m) => lines.push(`ERROR ${m}`) },
          now: () => new Date('2026-11-30T12:00:00Z'),
          lockPollMs: 100,
        });
        await expect.poll(() => lines, { timeout: 10_000 }).toContain(WAITING);
        // The holder's run of this slot ends, then it lets the lock go.
        await app.db.insert(syncRuns).values({
          source: 'moex',
          what: 'universe',
          trigger: 'start',
          status: 'ok',
          finishedAt: sql`now()`,
        });
        await holder.end();
        released = true;
        await second.idle();
        second.stop();
        expect(
          lines.some((l) =>
            /^sync: moex was updated by another instance since .*; skipped here$/.test(l),
          ),
        ).toBe(true);
        expect(lines.filter((l) => l.startsWith('sync: moex starts'))).toEqual([]);
        expect(await app.db.select().from(syncRuns)).toHaveLength(2);
      } finally {
        if (!released) await holder.end();
      }
    },
  );
  it(
    'a real-data instance: SYNC_ON_START fills an empty database; the bonds are on their pages, in search, in the screener and on their issuer map',
    { timeout: 180_000 },
    async () => {
      // An instance started with DEMO_WORLD=off: createTestApp's database holds no world.
      const secids = [
        'SU26901RMFS0',
        'SU29901RMFS2',
        'RU000A0ROM01',
        'RU000A0ROM02',
        'RU000A0LUT01',
      ];
      serveUniverse(iss, { history: true });
      // The history by date for the whole market, the first discovery's 30 days.
      const window = { from: addDaysIso(todayIso(), -30), till: todayIso() };
      const historyDays = serveHistoryByDate(iss, [...secids, 'RU000A0LUT02'], window);
      // The exchange's G-curve of each of those days.
      serveCurveByDate(iss, window, historyDays);
      lines.length = 0;
      const started = scheduler(new Date('2026-11-30T12:00:00Z'));
      await started.idle();
      started.stop();
      expect(lines.filter((l) => l.startsWith('ERROR'))).toEqual([]);
      const [run] = await app.db.select().from(syncRuns).orderBy(desc(syncRuns.id)).limit(1);
      // The malformed bond is named; the five others are in.
      expect(run).toMatchObject({ trigger: 'start', status: 'partial' });
      expect(run!.failures.map((f) => f.item)).toEqual(['RU000A0LUT02']);
      const stored = await app.db
        .select({
          id: emissions.id,
          secid: emissions.secid,
          isin: emissions.isin,
          emitentId: emissions.emitentId,
        })
        .from(emissions);
      expect(stored.map((b) => b.secid).sort()).toEqual([...secids].sort());
      const full = await signIn(app, 'real-data-full@example.com', FULL_ACCESS_LEVEL);
      for (const secid of ['SU26901RMFS0', 'RU000A0ROM01']) {
        const bond = stored.find((b) => b.secid === secid)!;
        // Its page.
        const page = await app.inject(`/api/bonds/${bond.id}/`);
        expect(page.statusCode, secid).toBe(200);
        // Search, by its code.
        const search = await app.inject(`/api/search/bonds/?q=${secid}`);
        expect(search.statusCode, secid).toBe(200);
        expect((search.json() as { items: { id: number }[] }).items.map((i) => i.id)).toContain(
          bond.id,
        );
        // The screener, with our yield and the G-spread over the exchange's G-curve.
        const listed = (
          (await app.inject(`/api/bonds/?q=${bond.isin}`)).json() as {
            items: { id: number; yield: number | null; gSpread: number | null }[];
          }
        ).items.find((i) => i.id === bond.id);
        expect(listed?.yield, secid).toBeGreaterThan(5);
        // Our bond-math yield beside the exchange's, on its newest tick.
        const [tick] = await app.db
          .select({
            ours: tradingTicks.ytmLast,
            exchange: tradingTicks.ytmClose,
            duration: tradingTicks.duration,
          })
          .from(tradingTicks)
          .where(eq(tradingTicks.emissionId, bond.id))
          .orderBy(desc(tradingTicks.date))
          .limit(1);
        expect(tick?.exchange, secid).not.toBeNull();
        expect(Math.abs(tick!.ours! - tick!.exchange!), secid).toBeLessThan(1);
        // The G-spread is bond-math's: our yield minus the curve's (effective annual, as MOEX
        // publishes it) at our Macaulay duration.
        const curve = moexZeroCurve(recordedCurveParams() as unknown as MoexZcycParams);
        const expected = (tick!.ours! / 100 - curve.effectiveYield(tick!.duration! / 365)) * 1e4;
        expect(listed?.gSpread, secid).not.toBeNull();
        expect(Math.abs(listed!.gSpread! - expected), secid).toBeLessThan(0.5);
        // Its issuer's yield map, as full access sees it.
        const map = await full.client.get(`/api/emitent-map-data/${bond.emitentId}/`);
        expect(map.statusCode, secid).toBe(200);
        const point = (map.json() as { emitentMap: { id: number; y: number }[] }).emitentMap.find(
          (p) => p.id === bond.id,
        );
        // The map places a bond by its yield to maturity (the list's is to the offer when one
        // comes first): our bond-math yield of its newest tick.
        expect(point?.y, secid).toBeCloseTo(tick!.ours!, 1);
      }
    },
  );
});
