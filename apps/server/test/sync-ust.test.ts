/**
 * `sync ust` against a local stand-in for the US Treasury's sources (fixtures/ust: answers
 * written by hand in the shapes of TreasuryDirect's securities service, FedInvest's price CSV
 * and the daily par yield curve CSV): a 26-week bill, two notes, a 30-year bond (auctioned and
 * reopened), a 10-year TIPS, a 2-year FRN and a malformed security; price days of 2024-06-24
 * (empty: a holiday), -25 (as FedInvest sends it: no header, M/D/YYYY), -26 and -27; the par
 * curve of June 2024. With a 429, a 503, a timeout and an interrupted day on the way.
 */
import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billInvestmentRate, excel } from '@bondsight/bond-math';
import type { Database } from '../src/db/client';
import { bondScreen, emissions, syncRuns, tradingTicks } from '../src/db/schema/index';
import syncCommand from '../src/data/sync/command';
import { syncUst, type UstSyncOptions } from '../src/data/sync/ust-sync';
import { refreshScreen } from '../src/modules/screener/screen-refresh.service';
import { captureCommandOutput } from './support/command-output';
import { IssFake, ok, unavailable, type Answer } from './support/iss-fake';
import type { App } from '../src/app';
import { createTestApp, databaseKind, databaseMissing } from './support/test-app';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/ust/${name}`, import.meta.url), 'utf8');
const csv = (name: string): Answer => ({ ...ok(fixture(name)), contentType: 'text/csv' });
const SECURITIES = '/TA_WS/securities/search';
const CURVE_JUNE =
  '/resource-center/data-chart-center/interest-rates/daily-treasury-rates.csv/all/202406';
const pad = (s: string | null) => (s ?? '').padStart(2, '0');
/** FedInvest's form is told apart by its date fields; every other request by its path. */
const keyOf = (url: URL, body: string) => {
  if (!url.pathname.endsWith('/selectSecurityPriceDate')) return url.pathname;
  const form = new URLSearchParams(body);
  return `prices ${form.get('priceDate.year')}-${pad(form.get('priceDate.month'))}-${pad(form.get('priceDate.day'))}`;
};
const CUSIPS = {
  bill: '912797LA3',
  note2y: '91282CKS9',
  note7y: '91282CEV9',
  bond: '912810UA4',
  tips: '91282CBF7',
  frn: '91282CKM2',
};

describe.skipIf(databaseMissing)(`US Treasury sync on ${databaseKind}`, () => {
  let app: App;
  let database: Database;
  const fake = new IssFake(keyOf);
  const options = (more: Partial<UstSyncOptions> = {}): UstSyncOptions => ({
    baseUrl: fake.url,
    requestsPerSecond: 500,
    retries: 2,
    baseDelayMs: 5,
    timeoutMs: 1000,
    ...more,
  });
  const bonds = async () => {
    const rows = await database.db
      .select()
      .from(emissions)
      .where(inArray(emissions.secid, Object.values(CUSIPS)));
    return new Map(rows.map((r) => [r.secid as string, r]));
  };
  const ticksOn = async (date: string) =>
    database.db.select().from(tradingTicks).where(eq(tradingTicks.date, date));
  const countTicks = async () => (await database.db.select().from(tradingTicks)).length;

  beforeAll(async () => {
    app = await createTestApp();
    database = app.database;
    await fake.start();
    fake.setKey(SECURITIES, [
      { status: 429, body: 'Too Many Requests' },
      ok(fixture('securities.json')),
    ]);
    fake.setKey('prices 2024-06-24', [csv('empty.csv')]);
    fake.setKey('prices 2024-06-25', [
      { ...csv('prices-2024-06-25.csv'), delayMs: 3000 },
      csv('prices-2024-06-25.csv'),
    ]);
    fake.setKey('prices 2024-06-26', [csv('prices-2024-06-26.csv')]);
    fake.setKey(CURVE_JUNE, [
      unavailable,
      csv('par-curve-202406-a.csv'),
      csv('par-curve-202406-b.csv'),
    ]);
  });
  afterAll(async () => {
    await fake.stop();
    await app?.close();
  });

  it('creates every kind with its terms, prices it with our yields and stores the curve', async () => {
    const r = await syncUst(database.db, options({ from: '2024-06-24', till: '2024-06-26' }));
    expect(r.failed).toEqual([
      { what: 'security 91282CZZ9', error: 'maturityDate "2026-13-45" is not a date' },
    ]);
    expect(r.securities).toMatchObject({ read: 7, created: 6, updated: 0, unchanged: 0 });
    // 06-24 answered empty (a holiday); 06-25 timed out once; the 429 and 503 were retried.
    expect(r.prices).toEqual({ days: 3, empty: 1, read: 12, inserted: 12, updated: 0 });
    expect(r.curve).toEqual({ months: 1, inserted: 3, first: '2024-06-24', last: '2024-06-26' });
    // Each retried answer was asked again (a loaded machine may add a retry: at least).
    const asked = (key: string) => fake.log.filter((k) => k === key).length;
    expect(asked(SECURITIES)).toBeGreaterThanOrEqual(2);
    expect(asked('prices 2024-06-25')).toBeGreaterThanOrEqual(2);
    expect(asked(CURVE_JUNE)).toBeGreaterThanOrEqual(2);
    expect(r.requests).toBeGreaterThanOrEqual(8);

    const b = await bonds();
    const terms = (cusip: string) => {
      const x = b.get(cusip)!;
      return [x.couponType, x.couponFrequency, x.dayCount, x.couponRate, x.issueDate];
    };
    expect(terms(CUSIPS.bill)).toEqual(['zero', 0, 'ACT/360', null, '2024-03-05']);
    expect(terms(CUSIPS.note2y)).toEqual(['fixed', 2, 'ACT/ACT-ICMA', 4.875, '2024-05-31']);
    expect(terms(CUSIPS.note7y)).toEqual(['fixed', 2, 'ACT/ACT-ICMA', 3.25, '2022-06-30']);
    expect(terms(CUSIPS.bond)).toEqual(['fixed', 2, 'ACT/ACT-ICMA', 4.625, '2024-05-15']);
    expect(terms(CUSIPS.tips)).toEqual(['inflation', 2, 'ACT/ACT-ICMA', 0.125, '2021-01-15']);
    expect(terms(CUSIPS.frn)).toEqual(['floating', 4, 'ACT/360', 5.546124, '2024-04-30']);
    // The reopened bond keeps its original auction's placement; keys are CUSIP and ISIN.
    expect(b.get(CUSIPS.bond)).toMatchObject({
      isin: 'US912810UA42',
      placementPrice: 99.262,
      placedVolume: 25000000000,
      maturityDate: '2054-05-15',
      source: 'us-treasury',
    });
    expect(b.get(CUSIPS.bill)?.names).toMatchObject({ eng: 'UST Bill 2024-09-03' });
    expect(b.get(CUSIPS.tips)?.names).toMatchObject({ eng: 'UST TIPS 0.125% 2031-01-15' });

    const ticks = await ticksOn('2024-06-26');
    expect(ticks).toHaveLength(6);
    const tick = (cusip: string) => ticks.find((t) => t.emissionId === b.get(cusip)!.id)!;
    // Bill: the Treasury's investment rate at the mid, T+1 (2024-06-27 -> 09-03: 68 days).
    const billMid = (99.000458 + 98.9995) / 2;
    expect(tick(CUSIPS.bill)).toMatchObject({ lastPrice: billMid, nkd: 0, duration: 68 });
    expect(tick(CUSIPS.bill).ytmLast).toBeCloseTo(billInvestmentRate(billMid, 68, 365) * 100, 4);
    // Notes and the TIPS (its real yield): the street yield, as Excel's YIELD computes it.
    for (const [cusip, maturity, rate] of [
      [CUSIPS.note7y, '2029-06-30', 0.0325],
      [CUSIPS.tips, '2031-01-15', 0.00125],
    ] as const) {
      const t = tick(cusip);
      const street = excel.YIELD('2024-06-27', maturity, rate, t.lastPrice!, 100, 2, 1) * 100;
      expect(t.ytmLast, cusip).toBeCloseTo(street, 3);
    }
    expect(tick(CUSIPS.bond).ytmLast).toBeGreaterThan(4.3);
    expect(tick(CUSIPS.bond).ytmLast).toBeLessThan(4.6);
    // The FRN: its price, no yield without its index.
    expect(tick(CUSIPS.frn)).toMatchObject({
      lastPrice: (99.990191 + 99.981369) / 2,
      ytmLast: null,
    });
    expect(await ticksOn('2024-06-25')).toHaveLength(6);

    const points = (await database.db.execute(sql`
      select p.date::text as date, count(*)::int as n from yield_curve_points p
      join yield_curves c on c.id = p.curve_id where c.code = 'ust-par'
      group by p.date order by p.date`)) as unknown as { rows: { date: string; n: number }[] };
    expect(points.rows).toEqual([
      { date: '2024-06-24', n: 13 },
      { date: '2024-06-25', n: 13 },
      { date: '2024-06-26', n: 13 },
    ]);
  });

  it('the bonds reach the screener with their yields', async () => {
    await refreshScreen(database.db);
    const b = await bonds();
    const rows = await database.db
      .select()
      .from(bondScreen)
      .where(
        inArray(
          bondScreen.emissionId,
          [...b.values()].map((x) => x.id),
        ),
      );
    const row = (cusip: string) => rows.find((r) => r.emissionId === b.get(cusip)!.id);
    for (const cusip of [CUSIPS.bill, CUSIPS.note2y, CUSIPS.note7y, CUSIPS.bond, CUSIPS.tips]) {
      expect(row(cusip), cusip).toMatchObject({ priceDate: '2024-06-26' });
      expect(row(cusip)?.ytm, cusip).not.toBeNull();
    }
    expect(row(CUSIPS.bill)?.ytm).toBeGreaterThan(5);
    expect(row(CUSIPS.tips)?.ytm).toBeGreaterThan(1.5);
    expect(row(CUSIPS.tips)?.ytm).toBeLessThan(2.5);
    // Through the API: the list shows them with their yields, and every bond's page opens.
    const list = await app.inject('/api/bonds/?currency=USD&sort=yield');
    expect(list.statusCode, list.body).toBe(200);
    const items = (list.json() as { items: { id: number; yield: number | null }[] }).items;
    expect(items.map((i) => i.id).sort()).toEqual([...b.values()].map((x) => x.id).sort());
    const listed = (cusip: string) => items.find((i) => i.id === b.get(cusip)!.id)!;
    expect(listed(CUSIPS.tips).yield).toBeCloseTo(row(CUSIPS.tips)!.ytm!, 2);
    expect(listed(CUSIPS.bill).yield).toBeCloseTo(row(CUSIPS.bill)!.ytm!, 2);
    for (const [kind, cusip] of Object.entries(CUSIPS)) {
      const page = await app.inject(`/api/bonds/${b.get(cusip)!.id}/`);
      expect(page.statusCode, `${kind}: ${page.body.slice(0, 300)}`).toBe(200);
    }
  });

  it('a second run over the same answers writes nothing', async () => {
    const before = await countTicks();
    const again = await syncUst(database.db, options({ from: '2024-06-24', till: '2024-06-26' }));
    expect(again.securities).toMatchObject({ read: 7, created: 0, updated: 0, unchanged: 6 });
    expect(again.prices).toMatchObject({ days: 3, inserted: 0, updated: 0 });
    expect(again.curve.inserted).toBe(0);
    expect(await countTicks()).toBe(before);
    // Without --from it resumes after the last stored day: nothing left to ask for.
    const resumed = await syncUst(database.db, options({ till: '2024-06-26' }));
    expect(resumed).toMatchObject({ range: null, requests: 0, failed: [] });
  });

  it('an interrupted day is left whole for the next run, which adds exactly that day', async () => {
    const before = await countTicks();
    fake.setKey('prices 2024-06-27', [unavailable, unavailable, unavailable, unavailable]);
    const cut = await syncUst(database.db, options({ till: '2024-06-27', retries: 1 }));
    expect(cut.range).toEqual({ from: '2024-06-27', till: '2024-06-27' });
    expect(cut.failed.map((f) => f.what)).toEqual(['security 91282CZZ9', 'FedInvest 2024-06-27']);
    expect(cut.failed[1]?.error).toMatch(/failed after 2 attempts: HTTP 503/);
    expect(await ticksOn('2024-06-27')).toHaveLength(0);
    // The curve's new date arrived meanwhile.
    expect(cut.curve).toEqual({ months: 1, inserted: 1, first: '2024-06-27', last: '2024-06-27' });

    fake.setKey('prices 2024-06-27', [csv('prices-2024-06-27.csv')]);
    const next = await syncUst(database.db, options({ till: '2024-06-27' }));
    expect(next.prices).toEqual({ days: 1, empty: 0, read: 6, inserted: 6, updated: 0 });
    expect(next.curve.months).toBe(0);
    expect(await ticksOn('2024-06-27')).toHaveLength(6);
    expect(await countTicks()).toBe(before + 6);
    const b = await bonds();
    const [billTick] = await database.db
      .select()
      .from(tradingTicks)
      .where(
        and(
          eq(tradingTicks.date, '2024-06-27'),
          eq(tradingTicks.emissionId, b.get(CUSIPS.bill)!.id),
        ),
      );
    // 2024-06-28 -> 09-03: 67 days.
    expect(billTick?.ytmLast).toBeCloseTo(
      billInvestmentRate((99.01 + 99.009) / 2, 67, 365) * 100,
      4,
    );
  });

  it('the command: usage, exit codes and the report', async () => {
    const { lines, restore } = captureCommandOutput();
    try {
      expect(await syncCommand({ database, args: ['ust', '--help'] })).toBe(0);
      expect(lines.join('\n')).toMatch(/Usage: npm run data -- sync ust/);
      expect(await syncCommand({ database, args: ['ust', '--nonsense'] })).toBe(2);
      expect(await syncCommand({ database, args: ['ust', '--from', '2024-02-30'] })).toBe(2);
      lines.length = 0;
      const base = ['ust', '--base-url', fake.url, '--rate', '500'];
      expect(await syncCommand({ database, args: [...base, '--till', '2024-06-27'] })).toBe(0);
      expect(lines).toContain('US Treasury: prices up to date');
      lines.length = 0;
      const code = await syncCommand({
        database,
        args: [...base, '--from', '2024-06-27', '--till', '2024-06-27'],
      });
      expect(code).toBe(1);
      expect(lines).toEqual(
        expect.arrayContaining([
          'securities: 7 read, 0 created, 0 updated, 6 unchanged, 1 failed',
          'prices: 1 days read (0 empty), 6 rows, 0 ticks inserted, 0 updated',
          'FAILED security 91282CZZ9: maturityDate "2026-13-45" is not a date',
        ]),
      );
      // Each command run is recorded (sync status, the admin's view, health's staleness).
      const runs = await database.db.select().from(syncRuns).orderBy(syncRuns.id);
      expect(runs.map((r) => [r.source, r.what, r.trigger, r.status])).toEqual([
        ['ust', 'daily', 'command', 'ok'],
        ['ust', 'daily', 'command', 'partial'],
      ]);
      expect(runs[1]?.failures).toEqual([
        { item: 'security 91282CZZ9', reason: 'maturityDate "2026-13-45" is not a date' },
      ]);
      expect(await syncCommand({ database, args: [...base, '--trigger', 'nightly'] })).toBe(2);
    } finally {
      restore();
    }
  });
});
