/**
 * A first discovery of many bonds reads the whole market's bondization in pages
 * (data/sync/moex-daily-bulk.ts, iss-bondization-market.ts) instead of one bondization a bond,
 * and stores what the per-bond way stores; a malformed row fails its bond alone; an empty page,
 * a 503 or a 429 in the middle of the pages loses nothing and duplicates nothing (the rerun
 * completes). The threshold is lowered to 2 so that the six hand-written bonds of
 * fixtures/iss/universe-* stand for a market; the market's pages (20 rows each) are made of
 * their per-bond answers (support/iss-market-bondization.ts).
 */
import { asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  countries,
  emissionCashFlows,
  emissionOffers,
  emissions,
  emitents,
  moexHistoryDays,
  syncRuns,
  tradingTicks,
} from '../src/db/schema/index';
import { syncMarket } from '../src/data/sync/moex-daily';
import syncCommand from '../src/data/sync/command';
import { tradingDays } from '../src/data/sync/moex-daily-history';
import type { UniverseOptions } from '../src/data/sync/moex-universe';
import { IssFake, ok, unavailable } from './support/iss-fake';
import {
  BONDIZATION,
  fixture,
  LIST,
  serveUniverse,
  UNIVERSE_SECIDS as SECIDS,
} from './support/iss-universe-fixtures';
import { HISTORY_BY_DATE, serveCurveByDate, serveHistoryByDate } from './support/iss-history-days';
import {
  MARKET_BONDIZATION,
  marketBondizationPages,
  serveMarketBondization,
} from './support/iss-market-bondization';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';

const AS_OF = '2026-11-27';
/** Rows a market page: the six bonds' 56 coupons in 3 pages, fewer than the 6 new bonds. */
const PAGE = 20;

/** A database's stored schedules and terms of the six bonds, comparable across databases. */
async function stored(database: Database) {
  const bonds = await database.db
    .select()
    .from(emissions)
    .where(inArray(emissions.secid, SECIDS))
    .orderBy(asc(emissions.secid));
  const out: Record<string, unknown> = {};
  for (const b of bonds) {
    const flows = await database.db
      .select({
        date: emissionCashFlows.date,
        recordDate: emissionCashFlows.recordDate,
        couponRate: emissionCashFlows.couponRate,
        couponSum: emissionCashFlows.couponSum,
        redemption: emissionCashFlows.redemption,
      })
      .from(emissionCashFlows)
      .where(eq(emissionCashFlows.emissionId, b.id))
      .orderBy(asc(emissionCashFlows.date));
    const offers = await database.db
      .select({ date: emissionOffers.date, type: emissionOffers.type, price: emissionOffers.price })
      .from(emissionOffers)
      .where(eq(emissionOffers.emissionId, b.id))
      .orderBy(asc(emissionOffers.date));
    const [issuer] = await database.db
      .select({
        names: emitents.names,
        fullNames: emitents.fullNames,
        inn: emitents.registryCode,
        emitterId: emitents.moexEmitterId,
        sector: emitents.sector,
        isSovereign: emitents.isSovereign,
        source: emitents.source,
      })
      .from(emitents)
      .where(eq(emitents.id, b.emitentId));
    out[b.secid as string] = {
      issuer,
      names: b.names,
      listingLevel: b.listingLevel,
      statusId: b.statusId,
      bondKind: b.bondKind,
      placedVolume: b.placedVolume,
      issueDate: b.issueDate,
      maturityDate: b.maturityDate,
      faceValue: b.faceValue,
      couponType: b.couponType,
      couponFrequency: b.couponFrequency,
      isAmortizing: b.isAmortizing,
      flows,
      offers,
    };
  }
  return out;
}

const duplicateTicks = async (database: Database) =>
  (
    (await database.db.execute(sql`
      select count(*)::int as n from (select emission_id, trading_ground_id, date
        from trading_ticks group by 1, 2, 3 having count(*) > 1) d`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe.skipIf(databaseMissing)(`MOEX discovery in bulk on ${databaseKind}`, () => {
  const iss = new IssFake();
  const opened: Database[] = [];
  let perBond: Record<string, unknown>;
  let pages: ReturnType<typeof marketBondizationPages>;
  const open = async () => {
    const database = await openTestDatabase();
    opened.push(database);
    return database;
  };
  const run = (database: Database, more: Partial<UniverseOptions> = {}) => {
    iss.log = [];
    return syncMarket(database.db, {
      baseUrl: iss.url,
      requestsPerSecond: 500,
      retries: 2,
      baseDelayMs: 5,
      asOf: AS_OF,
      historyDays: 10,
      bulkFrom: 2,
      ...more,
    });
  };
  // The universe's answers, RU000A0LUT02's description (malformed on purpose for
  // sync-moex-universe.test.ts) mended: here every bond must be written.
  const serveMended = () => {
    serveUniverse(iss);
    iss.set('/iss/securities/RU000A0LUT02.json', 0, [
      ok(
        fixture('universe-description-RU000A0LUT01.json')
          .replaceAll('RU000A0LUT01', 'RU000A0LUT02')
          .replace('"5002"', '"5099"')
          .replace('"7800000002"', '"7800000099"'),
      ),
    ]);
  };
  const requests = (prefix: string) => iss.log.filter((k) => k.startsWith(prefix)).length;

  beforeAll(async () => {
    await iss.start();
    serveMended();
    serveHistoryByDate(iss, SECIDS, { from: '2026-11-01', till: AS_OF });
    serveCurveByDate(iss, { from: '2026-11-01', till: AS_OF });
    pages = marketBondizationPages(SECIDS, PAGE);
    serveMarketBondization(iss, pages);
    // The per-bond way (six new bonds, under its threshold), the reference.
    const reference = await open();
    const result = await run(reference, { bulkFrom: 100 });
    expect(result.failed).toEqual([]);
    expect(result.bulkPages).toBe(0);
    expect(requests(MARKET_BONDIZATION)).toBe(0);
    expect(requests(`${BONDIZATION}/`)).toBe(SECIDS.length);
    perBond = await stored(reference);
  }, 120_000);
  afterAll(async () => {
    await iss.stop();
    for (const d of opened) await d.close();
  });

  it(
    'reads the market pages instead of a bondization a bond, and stores the same schedules',
    { timeout: 120_000 },
    async () => {
      expect(pages.length).toBeGreaterThanOrEqual(3);
      expect(pages.length).toBeLessThan(SECIDS.length);
      const database = await open();
      const result = await run(database);
      expect(result.failed).toEqual([]);
      expect(result.bonds.inserted).toBe(SECIDS.length);
      expect(result.bulkPages).toBe(pages.length);
      expect(requests(MARKET_BONDIZATION)).toBe(pages.length);
      expect(requests(`${BONDIZATION}/`)).toBe(0);
      expect(await stored(database)).toEqual(perBond);
      expect(Object.keys(perBond)).toHaveLength(SECIDS.length);
      // The history: only the newest trading day now, the rest of the window by the next run.
      expect(result.days).toEqual([AS_OF]);
      // Its curves: the days it may take that newest day from, not the whole window's.
      expect(result.curveDays).toEqual(tradingDays('2026-11-21', AS_OF));
      const marked = await database.db.select().from(moexHistoryDays);
      expect(marked.map((d) => d.date)).toEqual([AS_OF]);
      const next = await run(database);
      expect(next.failed).toEqual([]);
      expect(next.bulkPages).toBe(0);
      expect(next.days).toEqual([
        '2026-11-17',
        '2026-11-18',
        '2026-11-19',
        '2026-11-20',
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
      ]);
      // The curves it did not read yet: the window's days before those.
      expect(next.curveDays).toEqual(next.days.filter((d) => d < '2026-11-21'));
      expect(await duplicateTicks(database)).toBe(0);
      const [backfilled] = await database.db
        .select({ n: count() })
        .from(tradingTicks)
        .where(eq(tradingTicks.date, '2026-11-25'));
      expect(backfilled!.n).toBeGreaterThan(0);
    },
  );

  it(
    'the command follows a discovery in bulk with a second run: the whole window at once',
    { timeout: 120_000 },
    async () => {
      const database = await open();
      iss.log = [];
      const status = await syncCommand({
        database,
        args: [
          'moex',
          '--universe',
          '--base-url',
          iss.url,
          '--rate',
          '500',
          '--retries',
          '2',
          '--days',
          '10',
          '--bulk-from',
          '2',
          '--till',
          AS_OF,
        ],
      });
      expect(status).toBe(0);
      const runs = await database.db.select().from(syncRuns).orderBy(asc(syncRuns.id));
      expect(runs.map((r) => [r.what, r.status])).toEqual([
        ['universe', 'ok'],
        ['universe', 'ok'],
      ]);
      // The first created the bonds (in bulk), the second found them all stored.
      expect(runs.map((r) => r.counts?.bonds.inserted)).toEqual([SECIDS.length, 0]);
      expect(requests(MARKET_BONDIZATION)).toBe(pages.length);
      // The second asked every day of the window (days answered empty are not marked: a
      // holiday, or a day before ISS publishes it, is asked again), and kept the days with rows.
      const asked = tradingDays('2026-11-17', AS_OF).filter(
        (day) => requests(`${HISTORY_BY_DATE}?date=${day}&`) > 0,
      );
      expect(asked).toEqual(tradingDays('2026-11-17', AS_OF));
      const marked = await database.db.select().from(moexHistoryDays);
      expect(marked.map((d) => d.date).sort()).toEqual(['2026-11-25', '2026-11-26', AS_OF]);
      expect(await duplicateTicks(database)).toBe(0);
    },
  );

  it('reads the bonds one by one when the market answer is longer than they are', async () => {
    // 5 rows a page: 12 pages for 6 bonds. The first page tells it, and the run stops there.
    const small = marketBondizationPages(SECIDS, 5);
    expect(small.length).toBeGreaterThanOrEqual(SECIDS.length);
    serveMarketBondization(iss, small);
    try {
      const database = await open();
      const result = await run(database);
      expect(result.failed).toEqual([]);
      expect(result.bulkPages).toBe(0);
      expect(requests(MARKET_BONDIZATION)).toBe(1);
      expect(requests(`${BONDIZATION}/`)).toBe(SECIDS.length);
      expect(await stored(database)).toEqual(perBond);
    } finally {
      serveMarketBondization(iss, pages);
    }
  });

  it('a malformed row fails its bond alone, named', { timeout: 120_000 }, async () => {
    const broken = structuredClone(pages);
    const page = broken.find((p) =>
      (p.doc.coupons?.data ?? []).some((r) => r.includes('RU000A0ROM02')),
    )!;
    const at = page.doc.coupons!.columns.indexOf('coupondate');
    page.doc.coupons!.data.find((r) => r.includes('RU000A0ROM02'))![at] = '2026-13-45';
    serveMarketBondization(iss, broken);
    try {
      const database = await open();
      const result = await run(database);
      expect(result.failed.map((f) => f.secid)).toEqual(['RU000A0ROM02']);
      expect(result.failed[0]!.error).toMatch(/COUPONDATE "2026-13-45" is not a date/);
      const { RU000A0ROM02: missing, ...others } = perBond;
      expect(missing).toBeDefined();
      expect(await stored(database)).toEqual(others);
    } finally {
      serveMarketBondization(iss, pages);
    }
  });

  it('adopts by INN an issuer real data created without an emitter id, as the per-bond way does', async () => {
    // Romashka (INN 7700000001, emitter 5001) as an earlier import created it: no emitter id.
    const seeded = async () => {
      const database = await open();
      const [country] = await database.db
        .insert(countries)
        .values({ isoCode: 'RU', names: { eng: 'Russia', rus: 'Россия' } })
        .returning({ id: countries.id });
      const [issuer] = await database.db
        .insert(emitents)
        .values({
          names: { eng: 'Romashka (imported)', rus: 'Ромашка (импорт)' },
          fullNames: { eng: 'Romashka (imported)', rus: 'Ромашка (импорт)' },
          countryId: country!.id,
          registryCode: '7700000001',
          source: 'import',
        })
        .returning({ id: emitents.id });
      return { database, issuerId: issuer!.id };
    };
    const one = await seeded();
    const alone = await run(one.database, { bulkFrom: 100 });
    const many = await seeded();
    const batched = await run(many.database);
    expect(batched.bulkPages).toBe(pages.length);
    expect(batched.failed).toEqual([]);
    expect(batched.issuers).toEqual(alone.issuers);
    expect(await stored(many.database)).toEqual(await stored(one.database));
    const [adopted] = await many.database.db
      .select()
      .from(emitents)
      .where(eq(emitents.id, many.issuerId));
    expect(adopted!.moexEmitterId).toBe(5001);
    const romashka = await many.database.db
      .select({ emitentId: emissions.emitentId })
      .from(emissions)
      .where(inArray(emissions.secid, ['RU000A0ROM01', 'RU000A0ROM02']));
    expect(romashka.map((b) => b.emitentId)).toEqual([many.issuerId, many.issuerId]);
  });

  it.each([
    {
      // A listing level beyond the column's integer.
      what: 'a number out of range',
      refused: /^database refused the bond: .*out of range/,
      serve: () => {
        const page = JSON.parse(fixture('universe-securities-page1.json'));
        const columns: string[] = page.securities.columns;
        page.securities.data.find((r: unknown[]) => r[0] === 'RU000A0ROM02')[
          columns.indexOf('LISTLEVEL')
        ] = 99_999_999_999;
        iss.set(LIST, 0, [ok(JSON.stringify(page))]);
      },
    },
    {
      // An ISIN longer than its column: refused, never cut to 12 characters.
      what: 'a text too long',
      refused: /^database refused the bond: value too long/,
      serve: () =>
        iss.set('/iss/securities/RU000A0ROM02.json', 0, [
          ok(
            fixture('universe-description-RU000A0ROM02.json').replace(
              '"ISIN код", "RU000A0ROM02"',
              '"ISIN код", "RU000A0ROM02X"',
            ),
          ),
        ]),
    },
  ])(
    'a bond the database refuses ($what) fails alone; the rest of its batch is written',
    async ({ refused, serve }) => {
      // Only the database can refuse it, inside the batch's transaction, which then writes its
      // bonds one by one.
      serve();
      try {
        const database = await open();
        const result = await run(database);
        expect(result.bulkPages).toBe(pages.length);
        expect(result.failed.map((f) => f.secid)).toEqual(['RU000A0ROM02']);
        expect(result.failed[0]!.error).toMatch(refused);
        expect(result.bonds.inserted).toBe(SECIDS.length - 1);
        const { RU000A0ROM02: missing, ...others } = perBond;
        expect(missing).toBeDefined();
        expect(await stored(database)).toEqual(others);
        expect(
          await database.db.select().from(emissions).where(like(emissions.isin, 'RU000A0ROM0%')),
        ).toHaveLength(1);
      } finally {
        serveMended();
      }
    },
  );

  it(
    'an empty page, a 503 and a 429 mid-way lose nothing and duplicate nothing',
    { timeout: 120_000 },
    async () => {
      const database = await open();
      const third = pages[2]!;
      // An empty page where the cursor promises rows: the read fails, no new bond is written.
      const empty = structuredClone(third.doc);
      for (const name of ['coupons', 'amortizations', 'offers']) empty[name]!.data = [];
      iss.set(MARKET_BONDIZATION, third.start, [ok(JSON.stringify(empty))]);
      const cut = await run(database);
      expect(cut.failed).toHaveLength(1);
      expect(cut.failed[0]!.secid).toMatch(/^bondization \(market\)/);
      expect(cut.failed[0]!.error).toMatch(/cursor promises/);
      expect(cut.bonds.inserted).toBe(0);
      expect(await stored(database)).toEqual({});
      expect(await database.db.select().from(tradingTicks)).toEqual([]);
      // The rerun meets a 503 and a 429 on that page, retried, and completes.
      iss.set(MARKET_BONDIZATION, third.start, [
        unavailable,
        { status: 429, body: 'Too Many Requests' },
        ok(JSON.stringify(third.doc)),
      ]);
      const rerun = await run(database);
      expect(rerun.failed).toEqual([]);
      expect(rerun.bonds.inserted).toBe(SECIDS.length);
      expect(requests(MARKET_BONDIZATION)).toBe(pages.length + 2);
      expect(await stored(database)).toEqual(perBond);
      // And a third run finds them all: nothing is created twice.
      const again = await run(database);
      expect(again.bonds).toMatchObject({ inserted: 0, unchanged: SECIDS.length });
      expect(await stored(database)).toEqual(perBond);
      expect(await duplicateTicks(database)).toBe(0);
    },
  );
});
