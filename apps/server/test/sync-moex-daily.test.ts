/**
 * The incremental `sync moex --universe` (data/sync/moex-daily.ts) against a local ISS serving
 * 130 bonds of the exchange's 2021-06-16 snapshot (support/iss-market.ts): a first discovery
 * asks the list, the search and one bondization a bond, then the history by date; a daily run
 * asks the list and the new day's pages only, plus the bondization of a bond whose list row
 * shows a new offer and of a new bond; a malformed day fails alone and is read next run; a run
 * cut off or refused mid-way is completed by the next one without duplicates. Each run also
 * re-reads the last stored day (the exchange's late corrections land) and asks the G-curve of
 * its days, and the ticks get their G-spreads over it whichever arrives first.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { moexZeroCurve } from '@bondsight/bond-math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  emissionCashFlows,
  emissionOffers,
  emissions,
  emitents,
  moexHistoryDays,
  syncRuns,
  tradingTicks,
} from '../src/db/schema/index';
import { recordRun } from '../src/data/sync/record-run';
import { syncMarket } from '../src/data/sync/moex-daily';
import { tradingDays } from '../src/data/sync/moex-daily-history';
import type { UniverseOptions } from '../src/data/sync/moex-universe';
import { gcurveOn, IssMarketFake } from './support/iss-market-fake';
import { buildMarket, priceOn, SNAPSHOT_FILE, type MarketBond } from './support/iss-market';
import { requireReference } from './support/reference';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';

const present = requireReference([SNAPSHOT_FILE], 'the MOEX whole-market snapshot');
const DAY = '2021-06-16';
const BONDS = 130;

describe.skipIf(databaseMissing || !present)(`incremental MOEX sync on ${databaseKind}`, () => {
  let database: Database;
  let market: MarketBond[];
  let iss: IssMarketFake;
  const run = (asOf: string, more: Partial<UniverseOptions> = {}, published = asOf) => {
    iss.asOf = published;
    iss.log = [];
    return syncMarket(database.db, {
      baseUrl: iss.url,
      requestsPerSecond: 1000,
      retries: 0,
      asOf,
      historyDays: 10,
      ...more,
    });
  };
  const ticks = async () => (await database.db.select({ n: count() }).from(tradingTicks))[0]!.n;
  const ticksOn = async (date: string) =>
    (
      await database.db.select({ n: count() }).from(tradingTicks).where(eq(tradingTicks.date, date))
    )[0]!.n;
  const duplicates = async () =>
    (
      (await database.db.execute(sql`
        select count(*)::int as n from (select emission_id, trading_ground_id, date
          from trading_ticks group by 1, 2, 3 having count(*) > 1) d`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
  /** Each bond's row version: any update of a row, even one that changes nothing, moves it. */
  const rowVersions = async () =>
    (
      (await database.db.execute(
        sql`select id, xmin::text as version from emissions order by id`,
      )) as unknown as { rows: { id: number; version: string }[] }
    ).rows;
  const days = async () =>
    (await database.db.select().from(moexHistoryDays).orderBy(moexHistoryDays.date)).map(
      (d) => d.date,
    );
  /** A bond's tick on a day. */
  const tickOf = async (secid: string, date: string) => {
    const [row] = await database.db
      .select({ tick: tradingTicks })
      .from(tradingTicks)
      .innerJoin(emissions, eq(emissions.id, tradingTicks.emissionId))
      .where(and(eq(emissions.secid, secid), eq(tradingTicks.date, date)));
    return row?.tick;
  };
  /**
   * The G-spread bond-math gives a tick (bp): its yield minus the day's G-curve's yield at its
   * Macaulay duration, both effective annual (MOEX's convention for roubles).
   */
  const expectedGSpread = (tick: {
    date: string;
    ytmLast: number | null;
    duration: number | null;
  }) =>
    (tick.ytmLast! / 100 -
      moexZeroCurve(gcurveOn(tick.date)).effectiveYield(tick.duration! / 365)) *
    1e4;
  const gSpreadsOn = async (date: string) =>
    (
      await database.db
        .select({ n: count() })
        .from(tradingTicks)
        .where(and(eq(tradingTicks.date, date), sql`${tradingTicks.gSpread} is not null`))
    )[0]!.n;
  /** Bonds that trade on a day (issued before it, not yet matured). */
  const tradedOn = (date: string) =>
    iss.bonds.filter((b) => b.issueDate < date && b.maturity > date).length;

  beforeAll(async () => {
    database = await openTestDatabase();
    market = buildMarket(DAY, BONDS);
    iss = new IssMarketFake(market.slice(0, BONDS - 6), DAY);
    await iss.start();
  });
  afterAll(async () => {
    await iss?.stop();
    await database?.close();
  });

  it(
    'a first discovery: the list, the search, a bondization a bond, the history by date',
    { timeout: 120_000 },
    async () => {
      const result = await run(DAY);
      const expectedDays = tradingDays('2021-06-06', DAY);
      expect(result.failed).toEqual([]);
      expect(result.bonds).toEqual({ inserted: BONDS - 6, updated: 0, unchanged: 0 });
      expect(result.described).toBe(0);
      expect(result.days).toEqual(expectedDays);
      // Whole list in one answer (+ the empty page that ends it), 2 search pages, no
      // description, one bondization a bond, 2 pages a day.
      expect(iss.count('list')).toBe(2);
      expect(iss.count('search')).toBe(2);
      expect(iss.count('description')).toBe(0);
      // A bondization of more than 100 coupons (a long monthly payer) takes a page per 100.
      const pages = iss.bonds.reduce(
        (n, b) => n + Math.max(1, Math.ceil(b.coupons.length / 100)),
        0,
      );
      expect(iss.count('bondization')).toBe(pages);
      expect(iss.count('history')).toBe(expectedDays.length * 2);
      // The G-curve of each day read, once.
      expect(iss.count('curve')).toBe(expectedDays.length);
      expect(result.curveDays).toEqual(expectedDays);
      // The curve came before the ticks: they were written with their G-spreads.
      expect(result.gSpreads).toBe(0);
      expect(result.rechecked).toBeNull();
      expect(result.requests).toBe(iss.log.length);
      expect(await days()).toEqual(expectedDays);
      const offered = market.slice(0, BONDS - 6).filter((b) => b.offers.length > 0);
      expect(offered.length).toBeGreaterThan(0);
      for (const d of expectedDays) expect(await ticksOn(d), d).toBe(tradedOn(d) - 0);
      // Issuers from the search: the ministry once, the companies by emitter id.
      const issuers = await database.db.select().from(emitents);
      expect(issuers.find((i) => i.moexEmitterId === 1)?.registryCode).toBe('7710168360');
      const [ofz] = await database.db
        .select()
        .from(emissions)
        .where(eq(emissions.secid, market.find((b) => b.type === 'ofz_bond')!.secid));
      expect(ofz).toMatchObject({ bondKind: 'sovereign', source: 'moex-iss', faceValue: 1000 });
      // The issue date from the first coupon's accrual start, as the description would say.
      expect(ofz!.issueDate).toBe(market.find((b) => b.secid === ofz!.secid)!.issueDate);
      const [tick] = await database.db
        .select()
        .from(tradingTicks)
        .where(eq(tradingTicks.emissionId, ofz!.id))
        .orderBy(sql`${tradingTicks.date} desc`)
        .limit(1);
      expect(tick).toMatchObject({ date: DAY, tradingGroundId: 1, source: 'moex-iss' });
      expect(tick!.ytmLast).not.toBeNull();
      // The OFZ's G-spread over the day's curve, as bond-math measures it, on every day.
      for (const d of expectedDays) {
        const t = await tickOf(ofz!.secid!, d);
        expect(t?.gSpread, d).not.toBeNull();
        expect(Math.abs(t!.gSpread! - expectedGSpread(t!)), d).toBeLessThan(0.5);
      }
      // Every priced rouble tick got one (no linker in this market).
      const priced = (
        await database.db
          .select({ n: count() })
          .from(tradingTicks)
          .where(and(eq(tradingTicks.date, DAY), sql`${tradingTicks.ytmLast} is not null`))
      )[0]!.n;
      expect(priced).toBeGreaterThan(100);
      expect(await gSpreadsOn(DAY)).toBe(priced);
    },
  );

  it('a daily run asks the list and the new day, and a bondization only for what changed', async () => {
    const before = await ticks();
    const offers = (await database.db.select().from(emissionOffers)).length;
    // The next day: one bond announces an offer, one moves its listing level, one is new.
    const withOffer = market.find(
      (b) =>
        b.offers.length === 0 &&
        b.coupons.length < 100 &&
        b.coupons.at(-2)!.date > '2021-07-01' &&
        market.indexOf(b) < BONDS - 6,
    )!;
    withOffer.offers = [{ date: withOffer.coupons.at(-2)!.date, type: 'Оферта' }];
    const relisted = market.find((b) => b !== withOffer && b.type !== 'ofz_bond')!;
    relisted.listLevel = relisted.listLevel === 3 ? 2 : 3;
    iss.bonds = market.slice(0, BONDS - 5);
    const next = '2021-06-17';
    const result = await run(next);
    expect(result.failed).toEqual([]);
    expect(result.days).toEqual([next]);
    expect(result.rescheduled.map((r) => r.secid)).toEqual([withOffer.secid]);
    expect(result.rescheduled[0]?.reason).toMatch(/new offer/);
    expect(result.bonds).toEqual({ inserted: 1, updated: 1, unchanged: BONDS - 7 });
    const newcomer = market[BONDS - 6]!.secid;
    expect(iss.log.filter((l) => l.includes('/bondization/')).sort()).toEqual(
      [withOffer.secid, newcomer]
        .sort()
        .map(
          (s) =>
            `/iss/statistics/engines/stock/markets/bonds/bondization/${s}.json?start=0&limit=100`,
        ),
    );
    expect(iss.count('description')).toBe(0);
    expect(iss.count('list')).toBe(2);
    expect(iss.count('search')).toBe(2);
    // The new day, and the last stored day again (late corrections): 2 pages each.
    expect(result.rechecked).toBe(DAY);
    expect(iss.count('history')).toBe(4);
    expect(iss.log.filter((l) => l.startsWith('/iss/history/') && l.includes(next))).toHaveLength(
      2,
    );
    expect(iss.count('curve')).toBe(1);
    expect(result.curveDays).toEqual([next]);
    // The new bond also gets its price of the day read again (it was listed then too).
    expect(await tickOf(market[BONDS - 6]!.secid, DAY)).toBeDefined();
    expect(await ticks()).toBe(before + (await ticksOn(next)) + 1);
    expect(await ticksOn(next)).toBe(
      iss.bonds.filter((b) => b.issueDate < next && b.maturity > next).length,
    );
    expect((await database.db.select().from(emissionOffers)).length).toBe(
      offers + 1 + market[BONDS - 6]!.offers.length,
    );
    const [moved] = await database.db
      .select()
      .from(emissions)
      .where(eq(emissions.secid, relisted.secid));
    expect(moved?.listingLevel).toBe(relisted.listLevel);
    expect(await duplicates()).toBe(0);

    // The same day again: the list and that day's pages for corrections, nothing else (every
    // day and curve stored, nothing changed), and not one bond row written: no term changed
    // and no as-of moved (a row version's xmin changes with any update, even a no-op one).
    const versions = await rowVersions();
    const again = await run(next);
    expect(again.failed).toEqual([]);
    expect(again.bonds).toEqual({ inserted: 0, updated: 0, unchanged: BONDS - 5 });
    expect(await rowVersions()).toEqual(versions);
    expect(again.days).toEqual([]);
    expect(again.rechecked).toBe(next);
    expect(iss.log.map((l) => l.split('?')[0])).toEqual([
      '/iss/engines/stock/markets/bonds/securities.json',
      '/iss/engines/stock/markets/bonds/securities.json',
      '/iss/history/engines/stock/markets/bonds/securities.json',
      '/iss/history/engines/stock/markets/bonds/securities.json',
    ]);
    expect(await duplicates()).toBe(0);
  });

  it('a correction of the last stored day lands the next run; an unchanged day writes nothing', async () => {
    const day = '2021-06-17';
    const ofz = iss.bonds.find((b) => b.type === 'ofz_bond' && b.maturity > '2022-01-01')!;
    const before = await tickOf(ofz.secid, day);
    const corrected = Math.round((priceOn(ofz, day) + 0.55) * 100) / 100;
    iss.corrections.set(day, new Map([[ofz.secid, corrected]]));
    const result = await run(day);
    expect(result.failed).toEqual([]);
    expect(result.rechecked).toBe(day);
    // One tick changed (the bonds are counted as unchanged beside it), its G-spread with it.
    expect(result.report).toMatchObject({ inserted: 0, updated: 1 });
    const after = await tickOf(ofz.secid, day);
    expect(after?.lastPrice).toBe(corrected);
    expect(after?.ytmLast).toBeLessThan(before!.ytmLast!);
    expect(Math.abs(after!.gSpread! - expectedGSpread(after!))).toBeLessThan(0.5);
    expect(after!.gSpread!).toBeLessThan(before!.gSpread!);

    const unchanged = await run(day);
    expect(unchanged.failed).toEqual([]);
    expect(unchanged.report).toMatchObject({ inserted: 0, updated: 0 });
    expect(unchanged.gSpreads).toBe(0);
    expect(await duplicates()).toBe(0);
  });

  it('a malformed page fails its day alone, named; the next run reads that day again', async () => {
    const day = '2021-06-18';
    iss.malformed.add(day);
    const failed = await recordRun(database.db, 'moex', 'universe', 'command', () => run(day));
    const [recorded] = await database.db
      .select()
      .from(syncRuns)
      .orderBy(sql`${syncRuns.id} desc`)
      .limit(1);
    expect(recorded).toMatchObject({ status: 'partial', failuresTotal: 1 });
    expect(recorded!.failures[0]).toMatchObject({
      item: `history ${day}`,
      reason: expect.stringMatching(/does not have/),
    });
    expect(failed.failed.map((f) => f.secid)).toEqual([`history ${day}`]);
    expect(failed.failed[0]?.error).toMatch(/history 2021-06-18 \(start=100\).*does not have/);
    expect(await ticksOn(day)).toBe(0);
    expect(await days()).not.toContain(day);
    iss.malformed.clear();
    const mended = await run(day);
    expect(mended.failed).toEqual([]);
    expect(mended.days).toEqual([day]);
    expect(await ticksOn(day)).toBeGreaterThan(100);
    expect(await duplicates()).toBe(0);
  });

  it('a run cut off or refused mid-way is completed by the next one, nothing twice', async () => {
    // Cut off while creating new bonds: the three new bonds of the market, the run dies at the
    // second one's turn.
    iss.bonds = market;
    const newcomers = market.slice(BONDS - 4).map((b) => b.secid);
    await expect(
      run('2021-06-21', {
        onProgress: (_n, _t, secid) => {
          if (secid === newcomers[1]) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    const created = await database.db.select({ secid: emissions.secid }).from(emissions);
    expect(created.map((b) => b.secid)).toContain(newcomers[0]);
    expect(created.map((b) => b.secid)).not.toContain(newcomers[1]);
    expect(await days()).not.toContain('2021-06-21');

    // The next run's history is refused by the database once: nothing of the day is marked.
    await database.db.execute(sql`
      create function test_refuse_tick() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await database.db.execute(sql`create trigger test_refuse_tick before insert on trading_ticks
      for each row execute function test_refuse_tick()`);
    try {
      const refused = await run('2021-06-21');
      expect(refused.failed.map((f) => f.secid)).toEqual([
        expect.stringMatching(/^history of \d+ bonds from /),
      ]);
      expect(await days()).not.toContain('2021-06-21');
    } finally {
      await database.db.execute(sql`drop trigger test_refuse_tick on trading_ticks`);
      await database.db.execute(sql`drop function test_refuse_tick()`);
    }
    const bondsBefore = (await database.db.select().from(emissions)).length;
    const flowsBefore = (await database.db.select().from(emissionCashFlows)).length;
    const done = await run('2021-06-21');
    expect(done.failed).toEqual([]);
    expect(done.days).toEqual(['2021-06-21']);
    expect(iss.count('bondization')).toBe(0);
    expect((await database.db.select().from(emissions)).length).toBe(bondsBefore);
    expect((await database.db.select().from(emissionCashFlows)).length).toBe(flowsBefore);
    expect(await ticksOn('2021-06-21')).toBe(
      market.filter((b) => b.issueDate < '2021-06-21' && b.maturity > '2021-06-21').length,
    );
    expect(await duplicates()).toBe(0);
    expect((await database.db.select().from(emissions)).map((b) => b.secid).sort()).toEqual(
      market.map((b) => b.secid).sort(),
    );
  });

  it('a day asked before ISS publishes it is not marked: the next run asks it again', async () => {
    const day = '2021-06-22';
    const early = await run(day, {}, '2021-06-21');
    expect(early.failed).toEqual([]);
    expect(early.days).toEqual([day]);
    expect(await ticksOn(day)).toBe(0);
    expect(await days()).not.toContain(day);
    const later = await run(day);
    expect(later.days).toEqual([day]);
    expect(await ticksOn(day)).toBe(tradedOn(day));
    expect(await days()).toContain(day);
  });

  it('a G-curve not published yet is asked again, a malformed one fails its day alone; ticks stored before it get their G-spreads when it comes', async () => {
    const day = '2021-06-23';
    const ofz = iss.bonds.find((b) => b.type === 'ofz_bond' && b.maturity > '2022-01-01')!;
    iss.unpublishedCurves.add(day);
    const early = await run(day);
    expect(early.failed).toEqual([]);
    expect(early.days).toContain(day);
    expect(early.curveDays).toEqual([]);
    expect(early.report.notes).toContain(`G-curve not published yet for ${day} (asked next run)`);
    expect(await ticksOn(day)).toBe(tradedOn(day));
    expect(await gSpreadsOn(day)).toBe(0);
    iss.unpublishedCurves.clear();

    // The next day: the missing curve is asked again and comes malformed; the new day's ticks
    // get theirs as they are written.
    iss.malformedCurves.add(day);
    const broken = await recordRun(database.db, 'moex', 'universe', 'command', () =>
      run('2021-06-24'),
    );
    expect(broken.failed).toEqual([
      { secid: `curve ${day}`, error: expect.stringMatching(/B1 "n\/a" is not a number/) },
    ]);
    expect(broken.curveDays).toEqual(['2021-06-24']);
    const [recorded] = await database.db
      .select()
      .from(syncRuns)
      .orderBy(sql`${syncRuns.id} desc`)
      .limit(1);
    expect(recorded).toMatchObject({ status: 'partial', failuresTotal: 1 });
    expect(await gSpreadsOn(day)).toBe(0);
    expect(await gSpreadsOn('2021-06-24')).toBeGreaterThan(100);
    iss.malformedCurves.clear();

    // The day after: the curve comes after its day's ticks (not read again): they get theirs.
    const mended = await run('2021-06-25');
    expect(mended.failed).toEqual([]);
    expect(mended.rechecked).toBe('2021-06-24');
    expect(mended.curveDays).toEqual([day, '2021-06-25']);
    expect(mended.gSpreads).toBeGreaterThan(100);
    expect(await gSpreadsOn(day)).toBe(mended.gSpreads);
    const tick = await tickOf(ofz.secid, day);
    expect(Math.abs(tick!.gSpread! - expectedGSpread(tick!))).toBeLessThan(0.5);
  });
});
