import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { emissions, tradingTicks } from '../src/db/schema/index';
import importCommand from '../src/data/importers/command';
import { estimateIssueDate } from '../src/data/importers/treasuries';
import { isinFromCusip } from '../src/data/importers/bonds';
import { sourceByName } from '../src/data/importers/sources/index';
import { captureCommandOutput } from './support/command-output';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';
import { requireReference, SHARED_DIR } from './support/reference';

const fixture = (name: string) =>
  fileURLToPath(new URL(`./fixtures/import/${name}`, import.meta.url));
/** The real samples are read from ../shared at test time (never copied here). */
const SHARED = `${SHARED_DIR}data/us-treasury/`;
const REAL = {
  prices: `${SHARED}ust_prices_2024-06-26.csv`,
  par: `${SHARED}ust_par_yield_curve_1990-2024.csv`,
};
const real = requireReference(Object.values(REAL), 'US Treasury samples');

async function run(database: Database, source: string, file: string) {
  const s = sourceByName(source);
  if (!s) throw new Error(source);
  return s.run(database.db, file.startsWith('/') ? file : fixture(file), {});
}

async function query<T>(database: Database, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

const points = (database: Database, code: string) =>
  query<{ date: string; tenor_years: number; value: number; source: string }>(
    database,
    sql`select p.date, p.tenor_years, p.value, p.source from yield_curve_points p
      join yield_curves c on c.id = p.curve_id where c.code = ${code} order by p.date, p.tenor_years`,
  );

describe.skipIf(databaseMissing)(`US Treasury and FRED importers on ${databaseKind}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('par curve: tenors from the header, M/D/YY dates, a bad date rejected', async () => {
    const report = await run(database, 'ust-par-curve', 'par-curve.csv');
    expect(report).toMatchObject({ read: 4, inserted: 3, updated: 0 });
    expect(report.rejected).toEqual([{ line: 4, reason: 'Date "13/45/24" is not a date' }]);
    const rows = await points(database, 'ust-par');
    expect(
      rows.filter((p) => p.date === '2024-03-01').map((p) => [p.tenor_years, p.value]),
    ).toEqual([
      [0.08333333, 5.51],
      [0.25, 5.47],
      [10, 4.18],
      [30, 4.33],
    ]);
    expect(rows[0]?.source).toBe('us-treasury');
    expect(await run(database, 'ust-par-curve', 'par-curve.csv')).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 3,
    });
  });

  it('FRED: a folder of series, "." skipped, a duplicate date rejected; one wrong file refuses all', async () => {
    await expect(run(database, 'fred', 'fred-wrong')).rejects.toThrow(
      /DGS5.csv is not a fred file/,
    );
    expect(await points(database, 'fred-cmt')).toEqual([]);
    const report = await run(database, 'fred', 'fred');
    expect(report).toMatchObject({ read: 7, inserted: 5, skipped: 1 });
    expect(report.rejected).toEqual([
      { file: 'DGS3MO.csv', line: 4, reason: 'duplicate of line 3 (DGS3MO 2024-03-04)' },
    ]);
    const rows = await points(database, 'fred-cmt');
    expect(
      rows.filter((p) => p.date === '2024-03-04').map((p) => [p.tenor_years, p.value, p.source]),
    ).toEqual([
      [0.25, 5.46, 'fred'],
      [10, 4.2, 'fred'],
    ]);
    const single = await run(database, 'fred', 'fred/DGS10.csv');
    expect(single).toMatchObject({ read: 4, inserted: 0, updated: 0, unchanged: 3, skipped: 1 });
  });

  it('FedInvest prices: every bill, note, bond and TIPS created and priced with our yields', async () => {
    const report = await run(database, 'ust-prices', 'fedinvest_2024-06-26.csv');
    expect(report).toMatchObject({ read: 7, inserted: 5, updated: 0, skipped: 0 });
    expect(report.rejected).toEqual([
      { line: 7, reason: 'coupon_rate "abc" is not a number' },
      { line: 8, reason: 'duplicate of line 4 (91282CZC3)' },
    ]);
    const [note] = await database.db
      .select()
      .from(emissions)
      .where(eq(emissions.isin, isinFromCusip('91282CZC3')));
    expect(note).toMatchObject({
      secid: '91282CZC3',
      names: { eng: 'UST Note 4.5% 2026-01-31' },
      faceValue: 100,
      couponRate: 4.5,
      couponFrequency: 2,
      dayCount: 'ACT/ACT-ICMA',
      maturityDate: '2026-01-31',
      issueDate: '2024-01-31', // a 2-year note near par: a recent issue is plausible
      statusId: 192,
      source: 'us-treasury',
    });
    const kinds = await database.db
      .select({ id: emissions.id, secid: emissions.secid, couponType: emissions.couponType })
      .from(emissions)
      .where(eq(emissions.source, 'us-treasury'));
    expect(new Map(kinds.map((k) => [k.secid, k.couponType]))).toEqual(
      new Map([
        ['912797ZD4', 'zero'],
        ['91282CZA1', 'fixed'],
        ['91282CZC3', 'fixed'],
        ['912810ZB2', 'fixed'],
        ['91282CZE5', 'inflation'],
      ]),
    );
    const ticks = await database.db.select().from(tradingTicks).orderBy(tradingTicks.emissionId);
    expect(ticks).toHaveLength(5);
    // The bill: 99.245 mid for 2024-06-27 -> 2024-08-20 (54 days, a 365-day year): the
    // Treasury's investment rate (100 - P) / P * 365 / 54.
    const tickOf = (secid: string) =>
      ticks.find((t) => t.emissionId === kinds.find((k) => k.secid === secid)?.id)!;
    const bill = tickOf('912797ZD4');
    expect(bill).toMatchObject({ lastPrice: 99.245, nkd: 0, duration: 54 });
    expect(bill.ytmLast).toBeCloseTo((0.755 / 99.245) * (365 / 54) * 100, 4);
    // The TIPS: a real yield a little above its 1.25 % real coupon at 97.98.
    const tips = tickOf('91282CZE5');
    expect(tips.ytmLast).toBeGreaterThan(1.25);
    expect(tips.ytmLast).toBeLessThan(2);
    for (const t of ticks.filter((x) => x !== tips)) {
      expect(t).toMatchObject({ date: '2024-06-26', source: 'us-treasury' });
      expect(t.ytmLast).toBeGreaterThan(3.5);
      expect(t.ytmLast).toBeLessThan(6);
      expect(t.ytmBid).toBeGreaterThanOrEqual(t.ytmOffer ?? 0);
    }
    const tick = ticks.find((t) => t.emissionId === note!.id)!;
    expect(tick).toMatchObject({
      buyingQuote: 99.4375,
      sellingQuote: 99.46875,
      midPrice: 99.453125,
      lastPrice: 99.453125,
    });
    // Accrued from 2024-01-31 to the T+1 settlement 2024-06-27: 148 of 182 days of 2.25.
    expect(tick.nkd).toBeCloseTo((2.25 * 148) / 182, 6);
    expect(await run(database, 'ust-prices', 'fedinvest_2024-06-26.csv')).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 5,
    });
  });

  it('auctions: the dated date replaces the estimate; reopenings and re-runs change nothing', async () => {
    const isin = isinFromCusip('91282CZA1');
    const issueDate = async () =>
      (await database.db.select().from(emissions).where(eq(emissions.isin, isin)))[0];
    // 0.5 % of 2027 at 88.75 is far from par: not a 2024 3-year, the estimate takes 5 years.
    expect((await issueDate())?.issueDate).toBe('2022-05-15');
    const report = await run(database, 'ust-auctions', 'auctions.csv');
    expect(report).toMatchObject({ read: 6, inserted: 0, updated: 2, unchanged: 1, skipped: 0 });
    expect(report.rejected).toEqual([
      { line: 5, reason: 'unknown bond 91282CZG0 (import ust-prices first)' },
      { line: 6, reason: 'unknown bond 91282CZZ9 (import ust-prices first)' },
      { line: 7, reason: 'auctionDate "2024-01-2x" is not a date' },
    ]);
    expect(await issueDate()).toMatchObject({
      issueDate: '2020-05-15',
      placementPrice: 99.81,
      placedVolume: 44e9,
    });
    // The bill: its auction's issue date replaces the estimate, its kind and (no) rate stay.
    const [bill] = await database.db
      .select()
      .from(emissions)
      .where(eq(emissions.isin, isinFromCusip('912797ZD4')));
    expect(bill).toMatchObject({
      issueDate: '2024-02-20',
      placementPrice: 97.4,
      couponType: 'zero',
      couponRate: null,
    });
    expect(await run(database, 'ust-auctions', 'auctions.csv')).toMatchObject({
      updated: 0,
      unchanged: 3,
    });
    // A later price import keeps the auction's date.
    expect(await run(database, 'ust-prices', 'fedinvest_2024-06-26.csv')).toMatchObject({
      inserted: 0,
      updated: 0,
    });
    expect((await issueDate())?.issueDate).toBe('2020-05-15');
  });

  it('estimates issue dates on the coupon cycle, month ends kept; ISIN from CUSIP', () => {
    expect(estimateIssueDate('Note', '2026-02-28', '2024-06-26', 99)).toBe('2024-02-29');
    expect(estimateIssueDate('Bond', '2044-05-15', '2024-06-26', 84.2)).toBe('2014-05-15');
    expect(estimateIssueDate('Bond', '2044-05-15', '2024-06-26', 101)).toBe('2024-05-15');
    expect(isinFromCusip('037833100')).toBe('US0378331005'); // Apple Inc., the textbook example
  });

  it('the command lists the sources, refuses a wrong file with exit 2, reports rejects with 3', async () => {
    const { lines: out, restore } = captureCommandOutput();
    try {
      expect(await importCommand({ database, args: ['--help'] })).toBe(0);
      for (const name of [
        'moex-bondization',
        'moex-history',
        'moex-index',
        'moex-coupons',
        'moex-amortizations',
        'moex-offers',
        'moex-zcyc',
        'ust-par-curve',
        'ust-prices',
        'ust-auctions',
        'fred',
      ])
        expect(out.join('\n')).toContain(`  ${name} `);
      expect(await importCommand({ database, args: ['ust-prices', fixture('auctions.csv')] })).toBe(
        2,
      );
      expect(out.at(-1)).toMatch(
        /^Refused, nothing was written: auctions.csv is not a ust-prices file/,
      );
      expect(
        await importCommand({ database, args: ['ust-par-curve', fixture('par-curve.csv')] }),
      ).toBe(3);
      expect(out.at(-1)).toMatch(
        /0 inserted, 0 updated, 3 unchanged, 0 skipped, 1 rejected[^]*line 4: Date "13\/45\/24"/,
      );
      expect(await importCommand({ database, args: ['no-such-source', 'x'] })).toBe(2);
      expect(
        await importCommand({
          database,
          args: ['ust-prices', fixture('zcyc.csv'), '--as-of', '2024-02-30'],
        }),
      ).toBe(2);
    } finally {
      restore();
    }
  });

  describe.skipIf(!real)('on the real US Treasury samples in ../shared', () => {
    it('every Treasury of 2024-06-26 is stored; notes, bonds and bills priced near the par curve', async () => {
      const text = readFileSync(REAL.prices, 'utf8');
      const lines = text.split('\n').filter((l) => /^\w{9},/.test(l));
      const cusipsOf = (pattern: RegExp) =>
        lines.filter((l) => pattern.test(l)).map((l) => l.split(',')[0] as string);
      const cusips = cusipsOf(/,MARKET BASED (NOTE|BOND),/);
      const bills = cusipsOf(/,MARKET BASED BILL,/);
      const report = await run(database, 'ust-prices', REAL.prices);
      expect(report).toMatchObject({ inserted: lines.length, rejected: [] });
      const ticks = await query<{ secid: string; ytm: number | null; years: number }>(
        database,
        sql`select e.secid, t.ytm_last as ytm, t.years_to_maturity as years from trading_ticks t
          join emissions e on e.id = t.emission_id join trading_grounds g on g.id = t.trading_ground_id
          where g.names->>'eng' = 'US Treasury (FedInvest)' and t.date = '2024-06-26'`,
      );
      const priced = ticks.filter((t) => cusips.includes(t.secid));
      expect(priced).toHaveLength(cusips.length);
      expect(priced.every((t) => t.ytm !== null)).toBe(true);
      // The par curve of the same day, read from the sample: yields beyond a year lie close to it.
      const parLines = readFileSync(REAL.par, 'utf8').split('\n');
      const tenors = (parLines[0] ?? '')
        .trim()
        .split(',')
        .slice(1)
        .map((h) => {
          const [n, unit] = h.split(' ');
          return unit === 'Mo' ? Number(n) / 12 : Number(n);
        });
      const day = (parLines.find((l) => l.startsWith('6/26/24,')) ?? '')
        .trim()
        .split(',')
        .slice(1)
        .map(Number);
      const par = (years: number) => {
        const i = Math.max(
          1,
          tenors.findIndex((t) => t >= years),
        );
        const [t0, t1, y0, y1] = [tenors[i - 1], tenors[i], day[i - 1], day[i]] as number[];
        return y0! + ((y1! - y0!) * (years - t0!)) / (t1! - t0!);
      };
      const longer = priced.filter((t) => t.years > 1);
      const near =
        longer.filter((t) => Math.abs(t.ytm! - par(t.years)) < 0.25).length / longer.length;
      console.info(
        `[import] FedInvest 2024-06-26: ${priced.length} notes and bonds priced; ${(near * 100).toFixed(1)} % of those beyond a year within 25 bp of the par curve`,
      );
      expect(near).toBeGreaterThan(0.95);
      // Bills: the investment rate is the bond-equivalent yield the par curve's short end uses.
      const billTicks = ticks.filter((t) => bills.includes(t.secid) && t.years > 1 / 12);
      expect(billTicks.length).toBeGreaterThan(40);
      const billsNear =
        billTicks.filter((t) => Math.abs(t.ytm! - par(t.years)) < 0.2).length / billTicks.length;
      console.info(
        `[import] FedInvest 2024-06-26: ${billTicks.length} bills beyond a month, ${(billsNear * 100).toFixed(1)} % within 20 bp of the par curve`,
      );
      expect(billsNear).toBeGreaterThan(0.9);
      expect(await run(database, 'ust-prices', REAL.prices)).toMatchObject({
        inserted: 0,
        updated: 0,
      });
    });
  });
});
