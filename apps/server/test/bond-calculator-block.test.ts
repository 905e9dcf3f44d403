import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL, NSD_TRADING_GROUND_ID } from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissions, tradingTicks } from '../src/db/schema/index';
import { createTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { seedTestWorld, TEST_AS_OF } from './support/seed-world';
import { signedInClient } from './support/user-fixtures';

/*
 * The bond page's calculator block: the accrued interest at the block's date, the stored
 * terms, price, curve and benchmark it sends to the calculator API, and the T-spread's
 * benchmark. Numbers are checked against hand computations and the stored ticks.
 */

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const plusDays = (date: string, days: number) =>
  isoDay(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;
const round2 = (x: number) => Math.round(x * 100) / 100;
/** The server's "today" of the two-day rule: its UTC date. */
const today = () => isoDay(Date.now());

type Bond = typeof emissions.$inferSelect;
type Tier = 'visitor' | 'signedIn' | 'fullNoNsd' | 'fullNsd';
const TIERS: Tier[] = ['visitor', 'signedIn', 'fullNoNsd', 'fullNsd'];

describe.skipIf(databaseMissing)(`bond calculator block on ${databaseKind}`, () => {
  let app: App;
  let bonds: Bond[];
  const tiers = {} as Record<Tier, TestClient>;

  beforeAll(async () => {
    app = await createTestApp();
    await seedTestWorld(app.database);
    bonds = await app.db.select().from(emissions).orderBy(asc(emissions.id));
    tiers.visitor = new TestClient(app);
    tiers.signedIn = await signedInClient(app, 'calc-basic@example.com', 1);
    tiers.fullNoNsd = await signedInClient(app, 'calc-full@example.com', FULL_ACCESS_LEVEL);
    tiers.fullNsd = await signedInClient(app, 'calc-nsd@example.com', FULL_ACCESS_LEVEL, {
      nsdAccess: true,
    });
  });
  afterAll(() => app?.close());

  const get = (url: string, tier: Tier = 'visitor') => tiers[tier].get(url);
  const byIsin = (isin: string) => bonds.find((b) => b.isin === isin)!;
  const latestTick = async (emissionId: number, where = isNotNull(tradingTicks.lastPrice)) => {
    const [tick] = await app.db
      .select()
      .from(tradingTicks)
      .where(and(eq(tradingTicks.emissionId, emissionId), where))
      .orderBy(desc(tradingTicks.date), asc(tradingTicks.tradingGroundId))
      .limit(1);
    return tick;
  };

  describe('GET /api/bonds/{id}/getNkdInfo/{date}/', () => {
    it('gives OFZ 26230’s accrued interest on 2026-11-20 as computed by hand (MOEX rule)', async () => {
      // 7.7 % semi-annual on 1,000, ACT/365F, coupons on 16 March and 16 September.
      const start = '2026-09-16';
      const end = '2027-03-16';
      const periodDays = daysBetween(start, end); // 181
      const coupon = round2((1000 * 0.077 * periodDays) / 365); // 38.18, rounded to kopecks
      const elapsed = daysBetween(start, '2026-11-20'); // 65
      const nkd = round2((coupon * elapsed) / periodDays); // 13.71
      const id = byIsin('SU26230RMFS1').id;
      const response = await get(`/api/bonds/${id}/getNkdInfo/2026-11-20/`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        bondId: id,
        date: '2026-11-20',
        nkd,
        nkdPercent: expect.closeTo((nkd / 1000) * 100, 12),
        accruedDays: elapsed,
        currency: 'RUB',
        faceValue: 1000,
        nkdPrecision: 2,
        outstandingFace: 1000,
        exCoupon: false,
        couponPeriod: { start, end, days: periodDays, coupon, rate: 7.7 },
      });
      expect([coupon, elapsed, nkd]).toEqual([38.18, 65, 13.71]);
    });

    it('agrees with the accrued interest stored on the ticks of a bond in another currency', async () => {
      const foreign = bonds.filter(
        (b) => b.couponType === 'fixed' && !b.isAmortizing && b.currencyId !== bonds[0]!.currencyId,
      );
      let checked = 0;
      for (const bond of foreign) {
        const tick = await latestTick(bond.id, isNotNull(tradingTicks.nkd));
        if (!tick || !tick.nkd) continue;
        const body = (await get(`/api/bonds/${bond.id}/getNkdInfo/${tick.date}/`)).json();
        expect(body.nkd).toBeCloseTo(tick.nkd, 9);
        expect(body.nkdPrecision).toBe(2);
        expect(body.couponPeriod.start <= tick.date && tick.date < body.couponPeriod.end).toBe(
          true,
        );
        if (++checked === 3) break;
      }
      expect(checked).toBeGreaterThan(0);
    });

    it('refuses a date three days ahead with the code and the field, and takes two days ahead', async () => {
      const id = byIsin('SU26230RMFS1').id;
      const late = await get(`/api/bonds/${id}/getNkdInfo/${plusDays(today(), 3)}/`);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: 'nkd_date_too_late',
          fields: { 'params.date': 'nkd_date_too_late' },
        },
      });
      const edge = await get(`/api/bonds/${id}/getNkdInfo/${plusDays(today(), 2)}/`);
      expect(edge.statusCode).toBe(200);
    });
  });

  describe('bad input on every route of the block', () => {
    const ofz = () => byIsin('SU26230RMFS1').id;
    const routes = (id: string | number, date = '2026-11-20') => [
      `/api/bonds/${id}/getNkdInfo/${date}/`,
      `/api/bonds/${id}/calculator-terms/?date=${date}`,
      `/cb/emissions/item/global/json/${id}/?lang=eng`,
    ];

    it.each(['2026-02-30', '2026-13-01', '20261120', 'yesterday', '2026-11-20T00:00:00Z'])(
      'refuses the date %s with 400 naming the field',
      async (date) => {
        const [nkd, terms] = routes(ofz(), encodeURIComponent(date));
        const a = await get(nkd!);
        expect(a.statusCode).toBe(400);
        expect(a.json().error.fields).toHaveProperty(['params.date']);
        const b = await get(terms!);
        expect(b.statusCode).toBe(400);
        expect(b.json().error.fields).toHaveProperty(['querystring.date']);
      },
    );

    it('refuses a calculation date outside 1900–2200 and one past the two-day rule', async () => {
      for (const date of ['0001-01-01', '1899-12-31']) {
        const response = await get(`/api/bonds/${ofz()}/calculator-terms/?date=${date}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toHaveProperty(['querystring.date']);
      }
      const late = await get(`/api/bonds/${ofz()}/calculator-terms/?date=${plusDays(today(), 3)}`);
      expect(late.statusCode).toBe(400);
      expect(late.json().error).toEqual({
        code: 'validation_failed',
        message: 'nkd_date_too_late',
        fields: { 'querystring.date': 'nkd_date_too_late' },
      });
    });

    it('answers an unknown bond with 404 and a malformed id with 400', async () => {
      for (const url of routes(999_999)) expect((await get(url)).statusCode).toBe(404);
      for (const id of ['abc', '0', '-1', '2147483648', '1.5']) {
        for (const url of routes(id)) {
          const response = await get(url);
          expect(response.statusCode, url).toBe(400);
          expect(response.json().error.fields).toHaveProperty(['params.id']);
        }
      }
    });

    it('refuses an unknown language of the benchmark call', async () => {
      const response = await get(`/cb/emissions/item/global/json/${ofz()}/?lang=xx`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty(['querystring.lang']);
    });
  });

  describe('GET /cb/emissions/item/global/json/{id}/: the T-spread benchmark', () => {
    /** Non-government bonds whose latest tick carries a T-spread, and those whose does not. */
    const corporates = () => bonds.filter((b) => b.bondKind !== 'sovereign' && b.maturityDate);

    it('names the government bond the latest stored T-spread was measured against', async () => {
      let checked = 0;
      for (const bond of corporates()) {
        const latest = await latestTick(bond.id, isNotNull(tradingTicks.emissionId));
        if (!latest?.tSpreadBenchmark || latest.tSpread === null) continue;
        const response = await get(`/cb/emissions/item/global/json/${bond.id}/?lang=eng`);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        const benchmark = bonds.find((b) => b.id === body.benchmark.id)!;
        expect(benchmark.bondKind).toBe('sovereign');
        expect(benchmark.currencyId).toBe(bond.currencyId);
        expect(benchmark.names.eng).toBe(latest.tSpreadBenchmark);
        expect(body.choice).toEqual({
          rule: 'stored_t_spread',
          reason: null,
          maturityGapDays: daysBetween(bond.maturityDate!, benchmark.maturityDate!),
        });
        expect(body.storedTSpread).toEqual({
          date: latest.date,
          tradingGroundId: latest.tradingGroundId,
          value: latest.badData.includes('t_spread') ? null : latest.tSpread,
        });
        // The benchmark's latest price and yield are its latest stored tick's.
        const priced = await latestTick(benchmark.id);
        expect(body.benchmark).toMatchObject({
          isin: benchmark.isin,
          name: benchmark.names.eng,
          issueDate: benchmark.issueDate,
          maturityDate: benchmark.maturityDate,
          coupon: { rate: benchmark.couponRate, frequency: benchmark.couponFrequency },
          latest: {
            date: priced!.date,
            tradingGroundId: priced!.tradingGroundId,
            cleanPrice: priced!.lastPrice,
          },
        });
        const rus = (await get(`/cb/emissions/item/global/json/${bond.id}/?lang=rus`)).json();
        expect(rus.benchmark.name).toBe(benchmark.names.rus ?? benchmark.names.eng);
        if (++checked === 3) break;
      }
      expect(checked).toBeGreaterThan(0);
    });

    it('otherwise takes the outstanding sovereign of the currency with the nearest maturity', async () => {
      let checked = 0;
      for (const bond of corporates()) {
        const body = (await get(`/cb/emissions/item/global/json/${bond.id}/`)).json();
        if (body.choice.rule !== 'nearest_maturity') continue;
        // The documented rule written out again over all stored bonds.
        const asOf = (await latestTick(bond.id, isNotNull(tradingTicks.emissionId)))?.date;
        const gap = (b: Bond) => Math.abs(daysBetween(bond.maturityDate!, b.maturityDate!));
        const expected = bonds
          .filter(
            (b) =>
              b.bondKind === 'sovereign' &&
              b.currencyId === bond.currencyId &&
              b.maturityDate !== null &&
              b.maturityDate > (asOf ?? today()),
          )
          .sort((a, b) => gap(a) - gap(b) || a.id - b.id)[0];
        expect(body.benchmark.id).toBe(expected!.id);
        checked++;
      }
      expect(checked, 'the test world has a bond whose stored benchmark matured').toBeGreaterThan(
        0,
      );
    });

    it('gives a government bond none: it is a benchmark itself', async () => {
      const sovereign = byIsin('SU26230RMFS1');
      const body = (await get(`/cb/emissions/item/global/json/${sovereign.id}/`)).json();
      expect(body).toEqual({
        bondId: sovereign.id,
        benchmark: null,
        choice: { rule: 'none', reason: 'sovereign', maturityGapDays: null },
        storedTSpread: null,
      });
    });

    it('is documented in the OpenAPI document', async () => {
      const spec = (await app.inject('/api/openapi.json')).json();
      const operations = Object.values(spec.paths as Record<string, Record<string, unknown>>)
        .flatMap((path) => Object.values(path))
        .map((op) => op as { operationId: string; responses: Record<string, unknown> });
      const benchmark = operations.find((op) => op.operationId === 'getTSpreadBenchmark');
      expect(JSON.stringify(benchmark?.responses['200'])).toContain('stored_t_spread');
      expect(operations.some((op) => op.operationId === 'getBondCalculatorTerms')).toBe(true);
    });
  });

  describe('GET /api/bonds/{id}/calculator-terms/ and the calculator API', () => {
    const calculate = (body: unknown) => tiers.visitor.post('/api/calculator/', body);

    /** A priced bond of each shape: fixed with a T-spread, floating, amortizing, step-up. */
    async function pricedBond(match: (b: Bond) => boolean) {
      for (const bond of bonds.filter(match)) {
        const tick = await latestTick(bond.id);
        if (tick && tick.date === TEST_AS_OF && tick.ytmLast !== null && !tick.badData.length)
          return { bond, tick };
      }
      throw new Error('no priced bond of that shape on the last day');
    }

    it.each([
      ['fixed', (b: Bond) => b.couponType === 'fixed' && !b.isAmortizing],
      ['floating', (b: Bond) => b.couponType === 'floating'],
      ['step-up', (b: Bond) => b.couponType === 'step'],
      ['amortizing', (b: Bond) => b.isAmortizing],
    ])(
      'gives %s terms from which the calculator reproduces the stored yield and accrued',
      async (_shape, match) => {
        const { bond, tick } = await pricedBond(match);
        const terms = (
          await get(`/api/bonds/${bond.id}/calculator-terms/?date=${tick.date}`)
        ).json();
        expect(terms).toMatchObject({
          bondId: bond.id,
          settlementDate: tick.date,
          faceValue: bond.faceValue,
          price: {
            date: tick.date,
            tradingGroundId: tick.tradingGroundId,
            cleanPrice: tick.lastPrice,
            ytm: tick.ytmLast,
          },
        });
        const response = await calculate({
          bond: terms.bond,
          settlementDate: terms.settlementDate,
          cleanPrice: terms.price.cleanPrice,
        });
        expect(response.statusCode).toBe(200);
        const result = response.json();
        expect(result.yield).toBeCloseTo(tick.ytmLast!, 8);
        const nkd = (await get(`/api/bonds/${bond.id}/getNkdInfo/${tick.date}/`)).json();
        expect(result.accruedInterest).toBeCloseTo(nkd.nkd, 9);
        expect(nkd.nkd).toBeCloseTo(tick.nkd!, 9);
      },
    );

    it('gives the curve and the benchmark: T-spread is the difference of the two stored yields', async () => {
      const { bond, tick } = await pricedBond(
        (b) => b.couponType === 'fixed' && b.bondKind !== 'sovereign' && !b.isAmortizing,
      );
      const terms = (await get(`/api/bonds/${bond.id}/calculator-terms/?date=${tick.date}`)).json();
      expect(terms.curve).toMatchObject({ date: tick.date });
      expect(terms.benchmark).not.toBeNull();
      const benchmarkTick = await latestTick(terms.benchmark.id);
      expect(terms.benchmark.price).toMatchObject({
        date: benchmarkTick!.date,
        cleanPrice: benchmarkTick!.lastPrice,
      });
      const result = (
        await calculate({
          bond: terms.bond,
          settlementDate: tick.date,
          cleanPrice: terms.price.cleanPrice,
          curve: terms.curve.curve,
          benchmark: { bond: terms.benchmark.bond, cleanPrice: terms.benchmark.price.cleanPrice },
        })
      ).json();
      // Both prices are of the settlement day: each yield is the one stored with its tick.
      expect(benchmarkTick!.date).toBe(tick.date);
      expect(result.spreads.tSpread).toBeCloseTo(
        (tick.ytmLast! - benchmarkTick!.ytmLast!) * 100,
        6,
      );
      expect(Number.isFinite(result.spreads.gSpread)).toBe(true);
      expect(Number.isFinite(result.spreads.zSpread)).toBe(true);
    });

    it('takes the server’s date when none is asked', async () => {
      const body = (await get(`/api/bonds/${byIsin('SU26230RMFS1').id}/calculator-terms/`)).json();
      expect(body.settlementDate).toBe(today());
      expect(body.benchmark).toBeNull(); // a government bond
    });
  });

  describe('the calculator API takes what stored terms need: coupon steps and rounding', () => {
    const calculate = (body: unknown) => tiers.visitor.post('/api/calculator/', body);
    const STEP_BOND = {
      issueDate: '2024-01-15',
      maturityDate: '2025-01-15',
      couponRate: 5,
      couponFrequency: 2,
      dayCount: '30/360-US',
    };

    it('pays each period the rate of the step it starts in', async () => {
      const response = await calculate({
        bond: { ...STEP_BOND, couponSteps: [{ from: '2024-07-15', rate: 8 }] },
        settlementDate: '2024-02-15',
        yield: 5,
      });
      expect(response.statusCode).toBe(200);
      const flows = response.json().cashflows;
      // 30/360: half a year each; 5 % then 8 % on 100.
      expect(flows.map((f: { coupon: number }) => f.coupon)).toEqual([2.5, 4]);
    });

    it('rounds the coupon and the accrued interest to the decimals asked (kopecks)', async () => {
      const bond = {
        faceValue: 1000,
        issueDate: '2019-06-05',
        maturityDate: '2039-03-16',
        couponRate: 7.7,
        couponFrequency: 2,
        dayCount: 'ACT/365F',
        calendar: 'moex',
      };
      const at = async (extra: object) =>
        (
          await calculate({ bond: { ...bond, ...extra }, settlementDate: '2026-11-20', yield: 12 })
        ).json().accruedInterest as number;
      // The hand computation of the nkd test above: 38.18 × 65 / 181, to kopecks.
      expect(await at({ rounding: { couponDecimals: 2, accruedDecimals: 2 } })).toBe(13.71);
      expect(await at({})).toBeCloseTo((1000 * 0.077 * 65) / 365, 9);
    });

    it('refuses bad steps and roundings, naming the field', async () => {
      const bad = async (bond: object, status: number, field: string) => {
        const response = await calculate({ bond, settlementDate: '2024-02-15', yield: 5 });
        expect(response.statusCode, field).toBe(status);
        expect(response.json().error.fields).toHaveProperty([field]);
      };
      await bad(
        { ...STEP_BOND, couponSteps: [{ from: '1800-01-01', rate: 1 }] },
        422,
        'body.bond.couponSteps.0.from',
      );
      await bad(
        { ...STEP_BOND, couponSteps: [{ from: '2024-07-15', rate: -1 }] },
        400,
        'body.bond.couponSteps.0.rate',
      );
      await bad(
        { ...STEP_BOND, rounding: { accruedDecimals: 11 } },
        400,
        'body.bond.rounding.accruedDecimals',
      );
      await bad({ ...STEP_BOND, rounding: { cents: 2 } }, 400, 'body.bond.rounding.cents');
    });
  });

  describe('what each tier reads (raw JSON)', () => {
    const bodies = async (url: string) => {
      const out = {} as Record<Tier, string>;
      for (const tier of TIERS) {
        const response = await get(url, tier);
        expect(response.statusCode).toBe(200);
        out[tier] = response.body;
      }
      return out;
    };

    it('gives every tier the same terms, prices and benchmark where no ground is withheld', async () => {
      const bond = bonds.find((b) => b.bondKind === 'corporate' && b.couponType === 'fixed')!;
      for (const url of [
        `/api/bonds/${bond.id}/calculator-terms/?date=${TEST_AS_OF}`,
        `/cb/emissions/item/global/json/${bond.id}/?lang=eng`,
      ]) {
        const raw = await bodies(url);
        expect(new Set(Object.values(raw)).size, url).toBe(1);
        expect(raw.visitor).not.toContain('masked');
      }
    });

    it('shows a price of the NSD ground (381) only to full access with the NSD flag', async () => {
      const bond = bonds.find((b) => b.bondKind === 'corporate' && b.couponType === 'fixed')!;
      const first = await app.db
        .select({ date: tradingTicks.date })
        .from(tradingTicks)
        .where(eq(tradingTicks.emissionId, bond.id))
        .orderBy(asc(tradingTicks.date))
        .limit(1);
      const latest = await latestTick(bond.id, isNotNull(tradingTicks.emissionId));
      const before = plusDays(first[0]!.date, -1);
      const after = plusDays(latest!.date, 1);
      await app.db.insert(tradingTicks).values([
        {
          emissionId: bond.id,
          tradingGroundId: NSD_TRADING_GROUND_ID,
          date: before,
          lastPrice: 97.3141,
          ytmLast: 13.579,
        },
        {
          emissionId: bond.id,
          tradingGroundId: NSD_TRADING_GROUND_ID,
          date: after,
          lastPrice: 96.8627,
          ytmLast: 14.246,
        },
      ]);

      // A later NSD price: the others get the latest price of a ground they may see.
      const later = await bodies(`/api/bonds/${bond.id}/calculator-terms/?date=${after}`);
      expect(JSON.parse(later.fullNsd).price).toMatchObject({
        tradingGroundId: NSD_TRADING_GROUND_ID,
        cleanPrice: 96.8627,
        ytm: 14.246,
      });
      for (const tier of ['visitor', 'signedIn', 'fullNoNsd'] as const) {
        expect(later[tier]).not.toContain('96.8627');
        expect(JSON.parse(later[tier]).price.tradingGroundId).not.toBe(NSD_TRADING_GROUND_ID);
      }

      // Only an NSD price: withheld with the reason, the value never sent.
      const only = await bodies(`/api/bonds/${bond.id}/calculator-terms/?date=${before}`);
      expect(JSON.parse(only.fullNsd).price).toMatchObject({ cleanPrice: 97.3141, ytm: 13.579 });
      const reasons = {
        visitor: 'need_auth',
        signedIn: 'access_denied_auth',
        fullNoNsd: 'access_denied_auth',
      };
      for (const [tier, reason] of Object.entries(reasons) as [Tier, string][]) {
        expect(only[tier]).not.toContain('97.3141');
        expect(JSON.parse(only[tier]).price).toMatchObject({
          date: before,
          tradingGroundId: NSD_TRADING_GROUND_ID,
          cleanPrice: { masked: reason },
          ytm: { masked: reason },
        });
      }
    });
  });
});
