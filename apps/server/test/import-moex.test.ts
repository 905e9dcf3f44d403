import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { moexZeroCurve, type MoexZcycParams } from '@bondsight/bond-math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { emissionCashFlows, emissionOffers, emissions, tradingTicks } from '../src/db/schema/index';
import {
  ensureCurrency,
  ensureGround,
  ensureSovereign,
  MINFIN_RU,
  MOEX_GROUND,
} from '../src/data/importers/reference';
import { sourceByName } from '../src/data/importers/sources/index';
import { getNkdInfo } from '../src/modules/calculator/nkd.service';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';
import { requireReference, SHARED_DIR } from './support/reference';

const fixture = (name: string) =>
  fileURLToPath(new URL(`./fixtures/import/${name}`, import.meta.url));
const TABLES =
  'emissions emission_cash_flows emission_offers trading_ticks indexes index_values yield_curves yield_curve_points';

async function counts(database: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES.split(' '))
    out[t] = Number(
      (await query<{ n: number }>(database, sql.raw(`select count(*)::int as n from ${t}`)))[0]?.n,
    );
  return out;
}

async function run(database: Database, source: string, file: string) {
  const s = sourceByName(source);
  if (!s) throw new Error(source);
  return s.run(database.db, file.startsWith('/') ? file : fixture(file), {});
}

/** The real samples are read from ../shared at test time (never copied here). */
const SHARED = `${SHARED_DIR}reference/moex/`;
const REAL = { cashflows: `${SHARED}ofz_cashflows.csv`, history: `${SHARED}ofz_history.csv` };
const real = requireReference(Object.values(REAL), 'MOEX reference samples');

async function query<T>(database: Database, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

describe.skipIf(databaseMissing)(`MOEX importers on ${databaseKind} (own fixtures)`, () => {
  let database: Database;
  beforeAll(async () => void (database = await openTestDatabase()));
  afterAll(() => database?.close());

  it('refuses a file of the wrong format before writing anything', async () => {
    const before = await counts(database);
    const cases: [string, string, RegExp][] = [
      ['moex-bondization', 'history.csv', /not a moex-bondization file.*missing date, value, type/],
      ['moex-history', 'bondization.csv', /not a moex-history file.*missing TRADEDATE/],
      ['moex-offers', 'coupons.txt', /not a moex-offers file.*Offer type/],
      ['moex-coupons', 'offers.txt', /not a moex-coupons file/],
      ['moex-amortizations', 'history.csv', /not a moex-amortizations file/],
      ['moex-zcyc', 'index.csv', /no ZCYC_<years>y/],
      ['moex-index', 'zcyc.csv', /missing SECID, CLOSE/],
      ['moex-history', 'no-such-file.csv', /cannot read/],
    ];
    for (const [source, file, message] of cases)
      await expect(run(database, source, file), `${source} ${file}`).rejects.toThrow(message);
    expect(await counts(database)).toEqual(before);
  });

  it('bondization: creates the OFZ from its flows, rejects bad rows with line and reason', async () => {
    const report = await run(database, 'moex-bondization', 'bondization.csv');
    expect(report).toMatchObject({ read: 10, inserted: 5, updated: 0 });
    expect(report.rejected).toEqual([
      { line: 7, reason: 'date "2024-13-07" is not a date' },
      { line: 8, reason: 'value "forty" is not a number' },
      { line: 9, reason: 'duplicate of line 3 (SU26999RMFS1 2024-08-07 coupon)' },
      { line: 10, reason: expect.stringMatching(/^unknown bond XS1234567890: only OFZ/) },
      { line: 11, reason: 'type "dividend" is not coupon or amortization' },
    ]);
    const [bond] = await database.db
      .select()
      .from(emissions)
      .where(eq(emissions.secid, 'SU26999RMFS1'));
    expect(bond).toMatchObject({
      names: { eng: 'OFZ 26999', rus: 'ОФЗ 26999' },
      faceValue: 1000,
      issueDate: '2023-08-09', // 39.89 RUB at 8 % is 182 days of accrual
      maturityDate: '2025-08-06',
      couponRate: 8,
      couponFrequency: 2,
      couponType: 'fixed',
      dayCount: 'ACT/365F',
      source: 'moex-iss',
      // An OFZ is listed in the exchange's first level, under its SECID.
      listingLevel: 1,
    });
    const flows = await database.db
      .select()
      .from(emissionCashFlows)
      .where(eq(emissionCashFlows.emissionId, bond!.id))
      .orderBy(emissionCashFlows.num);
    expect(
      flows.map((f) => [f.num, f.date, f.couponSum, f.redemption, f.poolFactor, f.couponRate]),
    ).toEqual([
      [1, '2024-02-07', 39.89, null, 1, 8],
      [2, '2024-08-07', 39.89, null, 1, 8],
      [3, '2025-02-05', 39.89, null, 1, 8],
      [4, '2025-08-06', 39.89, 1000, 0, 8],
    ]);
    expect(flows[0]?.asOf.toISOString()).toBe('2024-02-07T00:00:00.000Z');
    const again = await run(database, 'moex-bondization', 'bondization.csv');
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 5 });
  });

  it('bondization over a generated bond: its invented schedule and terms give way', async () => {
    const [demo] = await database.db
      .insert(emissions)
      .values({
        secid: 'SU26888RMFS1',
        names: { eng: 'OFZ 26888' },
        fullNames: { eng: 'OFZ 26888' },
        emitentId: await ensureSovereign(database.db, MINFIN_RU),
        statusId: 192,
        currencyId: await ensureCurrency(database.db, 'RUB'),
        faceValue: 1000,
        issueDate: '2023-11-15',
        maturityDate: '2025-03-15',
        couponType: 'fixed',
        couponRate: 7,
        couponFrequency: 2,
        dayCount: 'ACT/365F',
        source: 'demo',
      })
      .returning({ id: emissions.id });
    const flow = (num: number, date: string) => ({
      emissionId: demo!.id,
      num,
      date,
      couponRate: 7,
      couponSum: 34.9,
      source: 'demo',
    });
    await database.db
      .insert(emissionCashFlows)
      .values([flow(1, '2024-03-15'), flow(2, '2024-09-15'), flow(3, '2025-03-15')]);

    const report = await run(database, 'moex-bondization', 'bondization-over-demo.csv');
    expect(report).toMatchObject({ read: 4, inserted: 4, rejected: [] });
    expect(report.notes).toContain(
      'SU26888RMFS1: the generated schedule and terms replaced by the published ones',
    );
    const flows = await database.db
      .select()
      .from(emissionCashFlows)
      .where(eq(emissionCashFlows.emissionId, demo!.id))
      .orderBy(emissionCashFlows.num);
    expect(flows.map((f) => [f.date, f.couponSum, f.couponRate, f.source])).toEqual([
      ['2024-03-06', 19.95, 8, 'moex-iss'],
      ['2024-09-04', 39.89, 8, 'moex-iss'],
      ['2025-03-05', 39.89, 8, 'moex-iss'],
    ]);
    const [bond] = await database.db.select().from(emissions).where(eq(emissions.id, demo!.id));
    // 19.95 RUB at 8 % is 91 days of accrual before 2024-03-06.
    expect(bond).toMatchObject({
      issueDate: '2023-12-06',
      maturityDate: '2025-03-05',
      couponRate: 8,
      source: 'moex-iss',
    });
    const again = await run(database, 'moex-bondization', 'bondization-over-demo.csv');
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 4, notes: [] });
  });

  it('history: the exchange yield and ours side by side; bad rows rejected', async () => {
    // A generated (demo) tick of the same bond: the real history supersedes it.
    const [bond] = await database.db
      .select({ id: emissions.id })
      .from(emissions)
      .where(eq(emissions.secid, 'SU26999RMFS1'));
    const groundId = await ensureGround(database.db, MOEX_GROUND);
    await database.db.insert(tradingTicks).values({
      emissionId: bond!.id,
      tradingGroundId: groundId,
      date: '2024-02-01',
      lastPrice: 97,
    });
    const before = await counts(database);
    const report = await run(database, 'moex-history', 'history.csv');
    expect(report).toMatchObject({ read: 8, inserted: 4, updated: 0 });
    expect(report.notes).toContain('SU26999RMFS1: 1 demo tick replaced by the real history');
    expect(report.rejected).toEqual([
      { line: 5, reason: 'TRADEDATE "2024-03-32" is not a date' },
      { line: 6, reason: 'CLOSE "n/a" is not a number' },
      { line: 7, reason: 'unknown bond SU11111RMFS1' },
      { line: 8, reason: 'duplicate of line 3 (SU26999RMFS1 2024-03-05)' },
    ]);
    expect((await counts(database)).trading_ticks).toBe((before.trading_ticks ?? 0) - 1 + 4);
    const ticks = await database.db.select().from(tradingTicks).orderBy(tradingTicks.date);
    expect(ticks.map((t) => t.date)).toEqual([
      '2024-03-04',
      '2024-03-05',
      '2024-03-06',
      '2024-03-07',
    ]);
    const first = ticks[0]!;
    expect(first).toMatchObject({
      tradingGroundId: 1,
      lastPrice: 98.5,
      legalClosePrice: 98.5,
      ytmClose: 9.31,
      exchangeDuration: 488,
      nkd: 5.7,
      source: 'moex-iss',
    });
    // Our effective annual yield at T+1 from 98.5 + accrued: near the 9.3 % the row publishes.
    expect(first.ytmLast).toBeGreaterThan(9);
    expect(first.ytmLast).toBeLessThan(9.6);
    expect(first.modifiedDuration).toBeGreaterThan(1.1);
    // Our Macaulay duration in days beside the exchange's 488: of our effective annual yield,
    // D = modified * (1 + y) years; days apart from the exchange's (another yield, another day).
    expect(first.duration).toBeCloseTo(
      first.modifiedDuration! * (1 + first.ytmLast! / 100) * 365,
      0,
    );
    expect(Math.abs(first.duration! - 488)).toBeLessThan(15);
    // The halted day keeps the published yield, and has no price to compute ours from.
    expect(ticks[2]).toMatchObject({
      lastPrice: null,
      ytmLast: null,
      ytmClose: 9.25,
      duration: null,
    });
    const again = await run(database, 'moex-history', 'history.csv');
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 4 });
  });

  it('accrued interest of an imported bond follows its published schedule', async () => {
    const [bond] = await database.db
      .select({ id: emissions.id })
      .from(emissions)
      .where(eq(emissions.secid, 'SU26999RMFS1'));
    // Coupons on 2024-02-07 and 2024-08-07 (182 days): 27 days accrued on 2024-03-05, 39.89 *
    // 27 / 182 = 5.92. A schedule rolled back from maturity (2025-08-06) would start on
    // 2024-02-06 and give 6.14.
    const nkd = await getNkdInfo(database.db, bond!.id, '2024-03-05', '2026-11-21');
    expect(nkd).toMatchObject({ nkd: 5.92, accruedDays: 27 });
  });

  it('index values: quoted names, dd.mm.yyyy dates, a non-numeric close rejected', async () => {
    const report = await run(database, 'moex-index', 'index.csv');
    expect(report).toMatchObject({ read: 4, inserted: 3 });
    expect(report.rejected).toEqual([{ line: 4, reason: 'CLOSE "-" is not a number' }]);
    const r = (await database.db.execute(
      sql`select i.code, i.names->>'rus' as rus, v.date, v.value, v.source from index_values v join indexes i on i.id = v.index_id order by v.date`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(r.rows[0]).toEqual({
      code: 'TESTGBI',
      rus: 'Тестовый индекс государственных облигаций, ценовой',
      date: '2024-03-04',
      value: 118.25,
      source: 'moex-iss',
    });
    expect(await run(database, 'moex-index', 'index.csv')).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 3,
    });
  });

  it('zcyc: the G-curve at its tenors, holidays skipped', async () => {
    const report = await run(database, 'moex-zcyc', 'zcyc.csv');
    expect(report).toMatchObject({ read: 5, inserted: 3, skipped: 1 });
    expect(report.rejected).toEqual([{ line: 5, reason: 'ZCYC_10.0y "abc" is not a number' }]);
    const r = (await database.db.execute(
      sql`select c.code, c.kind, p.tenor_years, p.value from yield_curve_points p join yield_curves c on c.id = p.curve_id where p.date = '2024-03-12' order by p.tenor_years`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(r.rows).toEqual([
      { code: 'moex-gcurve', kind: 'zero', tenor_years: 0.25, value: 14.9 },
      { code: 'moex-gcurve', kind: 'zero', tenor_years: 5, value: 12.45 },
      { code: 'moex-gcurve', kind: 'zero', tenor_years: 10, value: 11.95 },
    ]);
    expect(await run(database, 'moex-zcyc', 'zcyc.csv')).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 3,
    });
    // A file of the published parameters (b1..g9) fills yield_curve_params.
    expect(await run(database, 'moex-zcyc', 'zcyc-params.csv')).toMatchObject({ inserted: 2 });
    const params = await query<{ params: Record<string, number> }>(
      database,
      sql`select params from yield_curve_params order by date`,
    );
    expect(params[0]?.params).toMatchObject({ b1: 1120.5, t1: 2.1, g9: 0 });
    // The curve came after the history: the exchange's ticks of its days got their G-spreads
    // over it (bond-math's: our yield minus the curve's at our Macaulay duration).
    const [tick] = await database.db
      .select()
      .from(tradingTicks)
      .where(eq(tradingTicks.date, '2024-03-04'));
    const curve = moexZeroCurve(params[0]!.params as unknown as MoexZcycParams);
    const expected = (tick!.ytmLast! / 100 - curve.effectiveYield(tick!.duration! / 365)) * 1e4;
    expect(tick?.gSpread).not.toBeNull();
    expect(Math.abs(tick!.gSpread! - expected)).toBeLessThan(0.5);
    expect(await run(database, 'moex-zcyc', 'zcyc-params.csv')).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 2,
    });
  });

  it('calendar exports: coupons, amortizations and offers of a stored bond by ISIN', async () => {
    const [bond] = await database.db
      .insert(emissions)
      .values({
        isin: 'RU000A10TST1',
        names: { eng: 'Test Leasing 001P-01' },
        fullNames: { eng: 'Test Leasing 001P-01' },
        emitentId: await ensureSovereign(database.db, MINFIN_RU),
        statusId: 192,
        currencyId: await ensureCurrency(database.db, 'RUB'),
        faceValue: 1000,
        issueDate: '2023-12-06',
        maturityDate: '2024-09-04',
        couponType: 'fixed',
        couponRate: 12.5,
        couponFrequency: 4,
        dayCount: 'ACT/365F',
        isAmortizing: true,
      })
      .returning();
    const coupons = await run(database, 'moex-coupons', 'coupons.txt');
    expect(coupons).toMatchObject({ read: 5, inserted: 2, skipped: 1 });
    expect(coupons.rejected).toEqual([
      { line: 9, reason: 'unknown bond RU000A10TST9' },
      { line: 10, reason: 'Date "31.02.2024" is not a date' },
    ]);
    const amortizations = await run(database, 'moex-amortizations', 'amortizations.csv');
    expect(amortizations).toMatchObject({ read: 4, inserted: 1, updated: 1 });
    expect(amortizations.rejected.map((x) => x.line)).toEqual([7, 9]);
    const flows = await database.db
      .select()
      .from(emissionCashFlows)
      .where(eq(emissionCashFlows.emissionId, bond!.id))
      .orderBy(emissionCashFlows.num);
    expect(
      flows.map((f) => [f.date, f.couponSum, f.couponRate, f.redemption, f.poolFactor]),
    ).toEqual([
      ['2024-03-06', 31.16, 12.5, 100, 0.9],
      ['2024-06-05', 31.16, 12.5, null, 0.9],
      ['2024-09-04', null, null, 800, 0.1],
    ]);
    const offers = await run(database, 'moex-offers', 'offers.txt');
    expect(offers).toMatchObject({ read: 4, inserted: 2 });
    expect(offers.rejected).toEqual([
      { line: 8, reason: 'offer type "Conversion" is neither a put offer nor a call' },
      { line: 9, reason: 'unknown bond RU000A10TST9' },
    ]);
    const stored = await database.db.select().from(emissionOffers).orderBy(emissionOffers.date);
    expect(stored.map((o) => [o.date, o.type, o.period, o.price])).toEqual([
      ['2024-06-05', 'put', '2024-05-27 – 2024-05-31', 100],
      ['2024-09-04', 'call', null, 100],
    ]);
    for (const [source, file] of [
      ['moex-coupons', 'coupons.txt'],
      ['moex-amortizations', 'amortizations.csv'],
      ['moex-offers', 'offers.txt'],
    ] as const)
      expect(await run(database, source, file), source).toMatchObject({ inserted: 0, updated: 0 });
  });

  describe.skipIf(!real)('on the real MOEX samples in ../shared', () => {
    it('OFZ 26219 gets its real history; our yield agrees with YIELDCLOSE within 1 bp', async () => {
      const flows = await run(database, 'moex-bondization', REAL.cashflows);
      expect(flows).toMatchObject({ read: 63, inserted: 63, rejected: [] });
      const history = await run(database, 'moex-history', REAL.history);
      expect(history).toMatchObject({ read: 2542, inserted: 2542, rejected: [] });
      const [bond] = await query<Record<string, unknown>>(
        database,
        sql`select issue_date, maturity_date, coupon_rate, face_value from emissions where secid = 'SU26219RMFS4'`,
      );
      expect(bond).toEqual({
        issue_date: '2016-06-29',
        maturity_date: '2026-09-16',
        coupon_rate: 7.75,
        face_value: 1000,
      });
      const rows = await query<{ close: number | null; ours: number | null; exchange: number }>(
        database,
        sql`select t.last_price as close, t.ytm_last as ours, t.ytm_close as exchange from trading_ticks t
        join emissions e on e.id = t.emission_id where e.secid = 'SU26219RMFS4' and t.trading_ground_id = 1`,
      );
      expect(rows).toHaveLength(1271);
      const priced = rows.filter((r) => r.close !== null);
      expect(priced.every((r) => r.ours !== null)).toBe(true);
      const within = (bp: number) =>
        priced.filter((r) => Math.abs(((r.ours as number) - r.exchange) * 100) <= bp + 1e-6)
          .length / priced.length;
      console.info(
        `[import] OFZ 26219: ${priced.length} rows with CLOSE; our yield within 1 bp of YIELDCLOSE on ` +
          `${(within(1) * 100).toFixed(2)} %, within 0.5 bp on ${(within(0.5) * 100).toFixed(2)} %`,
      );
      expect(priced).toHaveLength(1256);
      expect(within(1)).toBeGreaterThanOrEqual(0.995);
      // getNkdInfo on the imported bond reproduces the exchange's ACCINT (as of the trade date).
      const accints = await query<{ id: number; date: string; nkd: number }>(
        database,
        sql`select e.id, t.date::text as date, t.nkd from trading_ticks t join emissions e on e.id = t.emission_id
        where e.secid = 'SU26219RMFS4' and t.trading_ground_id = 1 and t.nkd is not null order by t.date`,
      );
      let off = 0;
      for (const row of accints.filter((_, i) => i % 25 === 0)) {
        const ours = await getNkdInfo(database.db, row.id, row.date, '2026-11-21');
        if (Math.abs(ours.nkd - row.nkd) > 1e-9) off++;
      }
      expect(off).toBe(0);
      // Re-running changes nothing.
      expect(await run(database, 'moex-bondization', REAL.cashflows)).toMatchObject({
        inserted: 0,
        updated: 0,
      });
      expect(await run(database, 'moex-history', REAL.history)).toMatchObject({
        inserted: 0,
        updated: 0,
      });
    });
  });
});
