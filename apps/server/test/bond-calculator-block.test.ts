import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL, NSD_TRADING_GROUND_ID } from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissions, tradingTicks } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { TEST_AS_OF } from './support/seed-world';
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
    app = await createSeededTestApp();
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
        accruedCalendarDays: elapsed,
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
    /*
     * The rule (lib/benchmark-rule.ts) written out again over every stored bond and tick: a
     * government bond of the currency and coupon kind, alive on the date and priced (a market
     * ground's usable last price at most 5 days before), nearest in duration (floaters: in
     * maturity), then maturity, then id.
     */
    type Tick = typeof tradingTicks.$inferSelect;
    let ticks: Tick[];
    const ticksOf = new Map<number, Tick[]>();
    beforeAll(async () => {
      ticks = await app.db.select().from(tradingTicks);
      for (const t of ticks) ticksOf.set(t.emissionId, [...(ticksOf.get(t.emissionId) ?? []), t]);
    });
    const NON_MARKET = [4, NSD_TRADING_GROUND_ID];
    const kindOf = (b: Bond) =>
      ['fixed', 'zero', 'step'].includes(b.couponType)
        ? 'fixed'
        : b.couponType === 'floating' && b.floatingBase
          ? `floating:${b.floatingBase.toUpperCase()}`
          : b.couponType === 'floating'
            ? null
            : b.couponType;
    const endOf = (b: Bond) => b.redeemedOn ?? b.maturityDate ?? '2200-12-31';
    const alive = (b: Bond, day: string) =>
      ![32, 64, 256].includes(b.statusId) &&
      (b.issueDate === null || b.issueDate <= day) &&
      endOf(b) > day &&
      (b.defaultedOn === null || b.defaultedOn > day);
    const durationOf = (t: Tick) =>
      t.dur !== null && !t.badData.includes('dur')
        ? t.dur
        : t.duration !== null && !t.badData.includes('duration')
          ? t.duration / 365.25
          : null;
    const newestFirst = (a: Tick, b: Tick) =>
      a.date < b.date ? 1 : a.date > b.date ? -1 : a.tradingGroundId - b.tradingGroundId;
    /** Its latest market price in the window ending on `day`. */
    const pricedTick = (b: Bond, day: string) =>
      (ticksOf.get(b.id) ?? [])
        .filter(
          (t) =>
            !NON_MARKET.includes(t.tradingGroundId) &&
            t.lastPrice !== null &&
            !t.badData.includes('last_price') &&
            t.date <= day &&
            t.date >= plusDays(day, -5),
        )
        .sort(newestFirst)[0];
    const fitOn = (bond: Bond, b: Bond, day: string) =>
      b.bondKind === 'sovereign' &&
      b.currencyId === bond.currencyId &&
      b.id !== bond.id &&
      kindOf(b) === kindOf(bond) &&
      alive(b, day) &&
      pricedTick(b, day) !== undefined;
    function expectedChoice(bond: Bond, day: string) {
      const kind = kindOf(bond);
      const own = (ticksOf.get(bond.id) ?? [])
        .filter(
          (t) =>
            t.tradingGroundId !== NSD_TRADING_GROUND_ID && t.date <= day && durationOf(t) !== null,
        )
        .sort(newestFirst)[0];
      const duration = own ? durationOf(own) : null;
      const byDuration = duration !== null && !kind?.startsWith('floating:');
      const gap = (b: Bond) => {
        const d = durationOf(pricedTick(b, day)!);
        return byDuration && d !== null ? Math.abs(d - duration!) : Infinity;
      };
      const maturityGap = (b: Bond) => Math.abs(daysBetween(endOf(bond), endOf(b)));
      const same = bonds.filter(
        (b) =>
          b.bondKind === 'sovereign' &&
          b.currencyId === bond.currencyId &&
          kind !== null &&
          kindOf(b) === kind,
      );
      const fit = same.filter((b) => fitOn(bond, b, day));
      const chosen = fit.sort(
        (a, b) => gap(a) - gap(b) || 0 || maturityGap(a) - maturityGap(b) || a.id - b.id,
      )[0];
      return { chosen, fit, same, duration };
    }
    /** The date the answer chooses on: the bond's latest tick (the world ends before today). */
    const answerDate = (bond: Bond) =>
      (ticksOf.get(bond.id) ?? [])
        .map((t) => t.date)
        .sort()
        .at(-1) ?? today();
    const others = () => bonds.filter((b) => b.bondKind !== 'sovereign' && b.maturityDate);
    const answer = async (bond: Bond, lang = 'eng') => {
      const response = await get(`/cb/emissions/item/global/json/${bond.id}/?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    it('chooses for every bond of the world by the documented rule, and says how', async () => {
      const rules = new Set<string>();
      for (const bond of others()) {
        const day = answerDate(bond);
        const { chosen, fit, duration } = expectedChoice(bond, day);
        const body = await answer(bond);
        expect(body.benchmark?.id ?? null, `bond ${bond.id}`).toBe(chosen?.id ?? null);
        expect(body.choice).toMatchObject({
          date: day,
          couponKind: kindOf(bond),
          priceWindowDays: 5,
          candidates: fit.length,
        });
        rules.add(body.choice.rule);
        if (!chosen) continue;
        const benchmarkDuration = durationOf(pricedTick(chosen, day)!);
        expect(body.choice).toMatchObject({
          reason: null,
          maturityGapDays: daysBetween(endOf(bond), endOf(chosen)),
          benchmarkPricedOn: pricedTick(chosen, day)!.date,
        });
        if (duration === null) expect(body.choice.bondDurationYears).toBeNull();
        else expect(body.choice.bondDurationYears).toBeCloseTo(duration, 4);
        expect(body.choice.benchmarkDurationYears).toBeCloseTo(benchmarkDuration!, 4);
        if (duration !== null)
          expect(body.choice.durationGapYears).toBeCloseTo(benchmarkDuration! - duration, 3);
        expect(body.benchmark).toMatchObject({
          isin: chosen.isin,
          name: chosen.names.eng,
          maturityDate: chosen.maturityDate,
          coupon: { rate: chosen.couponRate, frequency: chosen.couponFrequency },
        });
      }
      expect([...rules]).toEqual(expect.arrayContaining(['nearest_duration', 'nearest_maturity']));
    });

    it('measures a fixed-coupon corporate against a fixed government bond, never a floater', async () => {
      let checked = 0;
      for (const bond of others().filter((b) => b.couponType === 'fixed')) {
        const body = await answer(bond);
        if (!body.benchmark) continue;
        const benchmark = bonds.find((b) => b.id === body.benchmark.id)!;
        expect(benchmark.bondKind).toBe('sovereign');
        expect(['fixed', 'zero', 'step']).toContain(benchmark.couponType);
        // Matched on duration, or on maturity while the bond has no duration yet.
        expect(body.choice.rule).toBe(
          body.choice.bondDurationYears === null ? 'nearest_maturity' : 'nearest_duration',
        );
        expect(alive(benchmark, body.choice.date)).toBe(true);
        const rus = await answer(bond, 'rus');
        expect(rus.benchmark.name).toBe(benchmark.names.rus ?? benchmark.names.eng);
        checked++;
      }
      expect(checked).toBeGreaterThan(3);
    });

    it('stores every T-spread of the world against a benchmark that passes the rule on its day', async () => {
      const stored = ticks.filter((t) => t.tSpreadBenchmark !== null);
      expect(stored.length).toBeGreaterThan(100);
      const byId = new Map(bonds.map((b) => [b.id, b]));
      const wrong: string[] = [];
      for (const t of stored) {
        const bond = byId.get(t.emissionId)!;
        const benchmark = bonds.find(
          (b) =>
            b.bondKind === 'sovereign' &&
            b.currencyId === bond.currencyId &&
            (b.names.eng === t.tSpreadBenchmark || b.isin === t.tSpreadBenchmark),
        );
        const at = `tick ${t.emissionId} ${t.date} against ${t.tSpreadBenchmark}`;
        if (!benchmark || !fitOn(bond, benchmark, t.date)) {
          wrong.push(`${at}: unfit`);
          continue;
        }
        // Its value is the two close yields' difference, the benchmark's within the window.
        const from = plusDays(t.date, -5);
        const own = t.ytmClose ?? t.ytmLast!;
        const matches = (ticksOf.get(benchmark.id) ?? []).some(
          (b) =>
            b.ytmClose !== null &&
            b.date <= t.date &&
            b.date >= from &&
            Math.abs((own - b.ytmClose) * 100 - t.tSpread!) < 1e-6,
        );
        if (!matches) wrong.push(`${at}: ${t.tSpread} is no difference of close yields`);
      }
      expect(wrong.slice(0, 5)).toEqual([]);
    });

    it('shows the latest stored T-spread with the benchmark it names', async () => {
      let checked = 0;
      for (const bond of others()) {
        const [latest] = await app.db
          .select()
          .from(tradingTicks)
          .where(
            and(eq(tradingTicks.emissionId, bond.id), isNotNull(tradingTicks.tSpreadBenchmark)),
          )
          .orderBy(desc(tradingTicks.date), asc(tradingTicks.tradingGroundId))
          .limit(1);
        if (!latest || latest.tradingGroundId === NSD_TRADING_GROUND_ID) continue;
        const body = await answer(bond);
        const named = bonds.find(
          (b) =>
            b.bondKind === 'sovereign' &&
            b.currencyId === bond.currencyId &&
            (b.names.eng === latest.tSpreadBenchmark || b.isin === latest.tSpreadBenchmark),
        )!;
        expect(body.storedTSpread).toEqual({
          date: latest.date,
          tradingGroundId: latest.tradingGroundId,
          benchmarkName: latest.tSpreadBenchmark,
          benchmarkId: named.id,
          dropped: null,
          value: latest.badData.includes('t_spread') ? null : latest.tSpread,
        });
        if (++checked === 5) break;
      }
      expect(checked).toBeGreaterThan(0);
    });

    it('drops a stored T-spread measured against an unfit bond, in the answer and the quotes', async () => {
      const bond = others().find(
        (b) =>
          b.couponType === 'fixed' &&
          ticks.some((t) => t.emissionId === b.id && t.tSpreadBenchmark && t.tradingGroundId === 1),
      )!;
      const floater = bonds.find(
        (b) =>
          b.bondKind === 'sovereign' &&
          b.couponType === 'floating' &&
          b.currencyId === bond.currencyId,
      );
      const [latest] = await app.db
        .select()
        .from(tradingTicks)
        .where(and(eq(tradingTicks.emissionId, bond.id), isNotNull(tradingTicks.tSpreadBenchmark)))
        .orderBy(desc(tradingTicks.date), asc(tradingTicks.tradingGroundId))
        .limit(1);
      const where = and(
        eq(tradingTicks.emissionId, bond.id),
        eq(tradingTicks.tradingGroundId, latest!.tradingGroundId),
        eq(tradingTicks.date, latest!.date),
      );
      const quotes = async () => {
        const response = await get(
          `/api/bonds/mp-quotes/${bond.id}/${bond.emitentId}/${bond.statusId}/`,
        );
        expect(response.statusCode).toBe(200);
        return (response.json().quotes as Record<string, unknown>[]).find(
          (r) => r.trading_ground_id === latest!.tradingGroundId && r.date === latest!.date,
        );
      };
      try {
        // Shown while its benchmark is fit...
        expect((await answer(bond)).storedTSpread.value).toBe(latest!.tSpread);
        expect((await quotes())?.t_spread).toBe(latest!.tSpread);
        // ...dropped when it names a floater (a source's mistake), a bond nobody knows, or one
        // not yet issued on the tick's day.
        const cases: [string, string][] = [
          [
            floater ? floater.names.eng! : 'OFZ 00000',
            floater ? 'other_coupon_kind' : 'unknown_benchmark',
          ],
          ['OFZ 99999', 'unknown_benchmark'],
        ];
        const unborn = bonds.find(
          (b) =>
            b.bondKind === 'sovereign' &&
            b.currencyId === bond.currencyId &&
            kindOf(b) === 'fixed' &&
            b.issueDate !== null &&
            b.issueDate > latest!.date,
        );
        if (unborn) cases.push([unborn.names.eng!, 'not_alive']);
        for (const [name, reason] of cases) {
          await app.db.update(tradingTicks).set({ tSpreadBenchmark: name }).where(where);
          const body = await answer(bond);
          expect(body.storedTSpread, name).toMatchObject({
            benchmarkName: name,
            dropped: reason,
            value: null,
          });
          expect((await quotes())?.t_spread, name).toBeNull();
        }
      } finally {
        await app.db
          .update(tradingTicks)
          .set({ tSpreadBenchmark: latest!.tSpreadBenchmark })
          .where(where);
      }
    });

    it('gives none, with the reason, where no bond is fit: a key-rate floater, a government bond', async () => {
      const keyRate = bonds.find(
        (b) =>
          b.bondKind !== 'sovereign' &&
          b.couponType === 'floating' &&
          !bonds.some(
            (s) =>
              s.bondKind === 'sovereign' &&
              s.couponType === 'floating' &&
              s.currencyId === b.currencyId &&
              s.floatingBase === b.floatingBase,
          ),
      );
      expect(
        keyRate,
        'the test world has a floater on a rate no government bond pays',
      ).toBeDefined();
      const body = await answer(keyRate!);
      expect(body.benchmark).toBeNull();
      expect(body.choice).toMatchObject({
        rule: 'none',
        reason: 'no_government_bond',
        candidates: 0,
        maturityGapDays: null,
        durationGapYears: null,
      });
      const sovereign = byIsin('SU26230RMFS1');
      expect(await answer(sovereign)).toMatchObject({
        bondId: sovereign.id,
        benchmark: null,
        choice: { rule: 'none', reason: 'sovereign', candidates: 0, maturityGapDays: null },
        storedTSpread: null,
      });
    });

    it('is documented in the OpenAPI document', async () => {
      const spec = (await app.inject('/api/openapi.json')).json();
      const operations = Object.values(spec.paths as Record<string, Record<string, unknown>>)
        .flatMap((path) => Object.values(path))
        .map((op) => op as { operationId: string; responses: Record<string, unknown> });
      const benchmark = operations.find((op) => op.operationId === 'getTSpreadBenchmark');
      const documented = JSON.stringify(benchmark?.responses['200']);
      for (const word of ['nearest_duration', 'none_alive_priced', 'other_coupon_kind'])
        expect(documented).toContain(word);
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
      // The calculator says which bond it chose on the settlement date, and why.
      const benchmark = bonds.find((b) => b.id === terms.benchmark.id)!;
      expect(benchmark).toMatchObject({ bondKind: 'sovereign', currencyId: bond.currencyId });
      expect(['fixed', 'zero', 'step']).toContain(benchmark.couponType);
      expect(terms.benchmarkChoice).toMatchObject({
        rule: 'nearest_duration',
        reason: null,
        date: tick.date,
        couponKind: 'fixed',
        benchmarkPricedOn: tick.date,
      });
      expect(terms.benchmarkChoice.durationGapYears).toBeCloseTo(
        terms.benchmarkChoice.benchmarkDurationYears - terms.benchmarkChoice.bondDurationYears,
        3,
      );
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
      expect(body.benchmarkChoice).toMatchObject({ rule: 'none', reason: 'sovereign' });
    });

    it('has no benchmark on a day no government bond of its kind was alive and priced', async () => {
      const bond = bonds.find(
        (b) => b.bondKind === 'corporate' && b.couponType === 'fixed' && !b.isAmortizing,
      )!;
      const body = (await get(`/api/bonds/${bond.id}/calculator-terms/?date=2001-03-15`)).json();
      expect(body.benchmark).toBeNull();
      expect(body.benchmarkChoice).toMatchObject({
        rule: 'none',
        reason: 'none_alive_priced',
        date: '2001-03-15',
        candidates: 0,
        priceWindowDays: 5,
      });
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

    it('chooses the same benchmark for every tier: a paid NSD duration never steers it', async () => {
      const candidates = bonds.filter(
        (b) => b.bondKind === 'corporate' && b.couponType === 'fixed' && !b.isAmortizing,
      );
      const bond = candidates[candidates.length - 1]!;
      const url = `/cb/emissions/item/global/json/${bond.id}/?lang=eng`;
      const before = JSON.parse((await bodies(url)).visitor);
      expect(before.benchmark).not.toBeNull();
      const latest = await latestTick(bond.id, isNotNull(tradingTicks.emissionId));
      // An NSD valuation the next day with an absurd duration: only the NSD tier sees it.
      await app.db.insert(tradingTicks).values({
        emissionId: bond.id,
        tradingGroundId: NSD_TRADING_GROUND_ID,
        date: plusDays(latest!.date, 1),
        lastPrice: 55.5,
        ytmLast: 31.5,
        dur: 25,
        duration: 25 * 365.25,
      });
      const raw = await bodies(url);
      const choices = TIERS.map((tier) => JSON.parse(raw[tier]).choice);
      for (const choice of choices) expect(choice).toEqual(choices[0]);
      expect(choices[0].bondDurationYears).toBeCloseTo(before.choice.bondDurationYears, 4);
      expect(JSON.parse(raw.visitor).benchmark.id).toBe(before.benchmark.id);
      for (const tier of ['visitor', 'signedIn', 'fullNoNsd'] as const)
        expect(raw[tier]).not.toContain('55.5');
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
        fullNoNsd: 'need_nsd_access',
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
