import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_COUNT_IDS as ENGINE_DAY_COUNTS,
  EX_COUPON_MARKETS as ENGINE_EX_COUPON_MARKETS,
} from '@bondsight/bond-math';
import { DAY_COUNT_IDS, EX_COUPON_MARKETS } from '@bondsight/contracts';
import type { App } from '../src/app';
import { and, eq, isNotNull } from 'drizzle-orm';
import { emissionCashFlows, emissions, tradingTicks } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';

/** Microsoft's documented PRICE/YIELD example: 5.75% 2017-11-15 bought 2008-02-15, 30/360 US, semi-annual. */
const EXCEL_DOC_BOND = {
  issueDate: '2007-11-15',
  maturityDate: '2017-11-15',
  couponRate: 5.75,
  couponFrequency: 2,
  dayCount: '30/360-US',
};
const EXCEL_DOC_PRICE = 94.6343616213221; // PRICE(2008-02-15, 2017-11-15, 5.75%, 6.5%, 100, 2, 0)

describe('calculator contract', () => {
  it('offers exactly the engine day counts', () => {
    expect([...DAY_COUNT_IDS].sort()).toEqual([...ENGINE_DAY_COUNTS].sort());
  });
  it('offers exactly the engine ex-coupon markets', () => {
    expect([...EX_COUPON_MARKETS].sort()).toEqual([...ENGINE_EX_COUPON_MARKETS].sort());
  });
});

describe.skipIf(databaseMissing)(`calculator API on ${databaseKind}`, () => {
  let app: App;
  let client: TestClient;
  beforeAll(async () => {
    app = await createSeededTestApp();
    client = new TestClient(app);
  });
  afterAll(() => app?.close());

  const calc = (body: unknown) => client.post('/api/calculator/', body);

  it("agrees with Excel's documented YIELD example in the nominal (street) convention", async () => {
    const response = await calc({
      bond: EXCEL_DOC_BOND,
      settlementDate: '2008-02-15',
      cleanPrice: EXCEL_DOC_PRICE,
      yieldConvention: 'nominal',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.yieldConvention).toBe('nominal');
    expect(result.yield).toBeCloseTo(6.5, 8);
    // 15 Nov 2007 -> 15 Feb 2008: 30/360 counts 90 days, the calendar 92.
    expect(result.accruedDays).toBe(90);
    expect(result.accruedCalendarDays).toBe(92);
    expect(result.workoutDate).toBe('2017-11-15');
  });

  it('round-trips price -> yield -> price and shows a calculation that adds up', async () => {
    const bond = {
      issueDate: '2019-04-24',
      maturityDate: '2039-03-16',
      couponRate: 7.7,
      couponFrequency: 2,
      dayCount: 'ACT/365F',
      faceValue: 1000,
      calendar: 'moex',
    };
    const fromPrice = (await calc({ bond, settlementDate: '2025-06-10', cleanPrice: 62.5 })).json();
    const fromYield = (
      await calc({ bond, settlementDate: '2025-06-10', yield: fromPrice.yield })
    ).json();
    expect(fromYield.cleanPrice).toBeCloseTo(62.5, 9);
    const pv = fromPrice.cashflows.reduce(
      (sum: number, f: { presentValue: number }) => sum + f.presentValue,
      0,
    );
    expect(pv / 10).toBeCloseTo(fromPrice.dirtyPrice, 9); // per bond of 1000 -> % of face
    expect(fromPrice.macaulayDurationDays).toBeCloseTo(fromPrice.macaulayDuration * 365, 6);
    expect(fromPrice.yields.effective).toBeCloseTo(fromPrice.yield, 9);
    expect(fromPrice.yields.current).toBeCloseTo((7.7 / 62.5) * 100, 9);
  });

  it('gives zero spreads over a flat curve at the bond own yield, and over itself as benchmark', async () => {
    const bond = {
      issueDate: '2020-01-15',
      maturityDate: '2030-01-15',
      couponRate: 5,
      couponFrequency: 2,
      dayCount: 'ACT/365F',
    };
    const result = (
      await calc({
        bond,
        settlementDate: '2024-03-01',
        yield: 6,
        curve: { type: 'zero', points: [{ years: 1, rate: 6 }] },
        benchmark: { bond, cleanPrice: 0 + 95 },
      })
    ).json();
    expect(result.spreads.zSpread).toBeCloseTo(0, 6);
    expect(result.spreads.gSpread).toBeCloseTo(0, 6);
    const atBenchmarkPrice = (
      await calc({
        bond,
        settlementDate: '2024-03-01',
        cleanPrice: 95,
        benchmark: { bond, cleanPrice: 95 },
      })
    ).json();
    expect(atBenchmarkPrice.spreads.tSpread).toBeCloseTo(0, 9);
  });

  it('prices from a Z-spread over a curve', async () => {
    const bond = {
      issueDate: '2020-01-15',
      maturityDate: '2030-01-15',
      couponRate: 5,
      couponFrequency: 2,
      dayCount: 'ACT/365F',
    };
    const curve = {
      type: 'zero',
      points: [
        { years: 1, rate: 4 },
        { years: 10, rate: 5 },
      ],
    };
    const fromSpread = (
      await calc({ bond, settlementDate: '2024-03-01', zSpread: 150, curve })
    ).json();
    const back = (
      await calc({ bond, settlementDate: '2024-03-01', cleanPrice: fromSpread.cleanPrice, curve })
    ).json();
    expect(back.spreads.zSpread).toBeCloseTo(150, 6);
  });

  it('answers street and compounded yields side by side (QuantLib SimpleThenCompounded / Compounded)', async () => {
    // One flow left: 102.5 in DSC = 75 days of a 184-day final period (ACT/ACT-ICMA, t =
    // DSC / (2 E)); QuantLib's closed forms (ql/interestrate.cpp, compoundFactor): street
    // P = CF / (1 + y t), compounded P = CF / (1 + y/2)^(2 t).
    const bond = {
      issueDate: '2024-02-15',
      maturityDate: '2025-02-15',
      couponRate: 5,
      couponFrequency: 2,
      dayCount: 'ACT/ACT-ICMA',
    };
    const dirty = 101;
    const t = 75 / (184 * 2);
    const late = (await calc({ bond, settlementDate: '2024-12-02', dirtyPrice: dirty })).json();
    expect(late.yields.street).toBeCloseTo(((102.5 / dirty - 1) / t) * 100, 9);
    expect(late.yields.compounded).toBeCloseTo(2 * ((102.5 / dirty) ** (1 / (2 * t)) - 1) * 100, 9);
    expect(late.yields.nominal).toBe(late.yields.street);
    const early = (await calc({ bond, settlementDate: '2024-05-20', dirtyPrice: dirty })).json();
    expect(early.yields.compounded).toBeCloseTo(early.yields.street, 12);
  });

  it("prices Hull's bond on a continuously compounded curve, and adds a chosen spread", async () => {
    // Hull, "Options, Futures, and Other Derivatives", ch. 4, "Bond pricing": 2-year 6 %
    // semi-annual bond, zero rates 5.0, 5.8, 6.4, 6.8 % continuous at 0.5..2 years: 98.39,
    // yield 6.76 % continuous. 30E/360 on unadjusted dates makes the times exactly 0.5, 1,
    // 1.5 and 2 (2022-01-15 is a Saturday).
    const bond = {
      issueDate: '2020-01-15',
      maturityDate: '2022-01-15',
      couponRate: 6,
      couponFrequency: 2,
      dayCount: '30E/360',
      businessDayConvention: 'unadjusted',
    };
    const rates = [5, 5.8, 6.4, 6.8];
    const curve = {
      type: 'zero',
      compounding: { type: 'continuous' },
      dayCount: '30E/360',
      points: rates.map((rate, i) => ({ years: (i + 1) / 2, rate })),
    };
    const request = { bond, settlementDate: '2020-01-15', yieldConvention: 'continuous', curve };
    const hull = (await calc({ ...request, zSpread: 0 })).json();
    expect(hull.cleanPrice.toFixed(2)).toBe('98.39');
    expect(hull.yield.toFixed(2)).toBe('6.76');
    expect(hull.spreads.zSpreadCompounding).toEqual({ type: 'continuous' });
    // 40 bp on the semi-annual zero rates R_2 = 2 (e^(R_c/2) - 1), computed here.
    const semi = { type: 'compounded', frequency: 2 };
    const expected = rates.reduce((pv, rate, i) => {
      const t = (i + 1) / 2;
      const r2 = 2 * Math.expm1(rate / 100 / 2);
      return pv + (i === 3 ? 103 : 3) * (1 + (r2 + 0.004) / 2) ** (-2 * t);
    }, 0);
    const shifted = (
      await calc({ ...request, zSpread: 40, curve: { ...curve, zSpreadCompounding: semi } })
    ).json();
    expect(shifted.cleanPrice).toBeCloseTo(expected, 9);
    expect(shifted.spreads.zSpreadCompounding).toEqual(semi);
    expect(shifted.spreads.zSpread).toBeCloseTo(40, 6);
  });

  it('takes the yield to the next offer and to worst', async () => {
    const bond = {
      issueDate: '2024-03-12',
      maturityDate: '2029-03-06',
      couponRate: 13.4,
      couponFrequency: 4,
      dayCount: 'ACT/365F',
      faceValue: 1000,
      offers: [{ date: '2026-03-10', type: 'put' }],
    };
    const toOffer = (
      await calc({ bond, settlementDate: '2025-06-10', cleanPrice: 104, workout: 'next-offer' })
    ).json();
    expect(toOffer.workoutDate).toBe('2026-03-10');
    const toMaturity = (await calc({ bond, settlementDate: '2025-06-10', cleanPrice: 104 })).json();
    const worst = (
      await calc({ bond, settlementDate: '2025-06-10', cleanPrice: 104, workout: 'worst' })
    ).json();
    expect(worst.yield).toBeCloseTo(Math.min(toOffer.yield, toMaturity.yield), 9);
  });

  describe('bad input', () => {
    it('names a missing field and an unknown day count with 400', async () => {
      const { dayCount: _dropped, ...noDayCount } = EXCEL_DOC_BOND;
      const missing = await calc({ bond: noDayCount, settlementDate: '2008-02-15', yield: 6 });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields).toEqual({ 'body.bond.dayCount': 'field_required' });
      const unknown = await calc({
        bond: { ...EXCEL_DOC_BOND, dayCount: 'ACT/999' },
        settlementDate: '2008-02-15',
        yield: 6,
      });
      expect(unknown.json().error.fields).toEqual({ 'body.bond.dayCount': 'field_invalid_value' });
    });

    it('wants exactly one of price, yield or spread', async () => {
      const both = await calc({
        bond: EXCEL_DOC_BOND,
        settlementDate: '2008-02-15',
        yield: 6,
        cleanPrice: 95,
      });
      expect(both.statusCode).toBe(400);
      expect(both.json().error.fields).toEqual({ 'body.cleanPrice': 'calculator_one_input' });
      const none = await calc({ bond: EXCEL_DOC_BOND, settlementDate: '2008-02-15' });
      expect(none.json().error.fields).toEqual({ 'body.cleanPrice': 'calculator_one_input' });
    });

    it('names a bad curve compounding or day count with 400 and its field path', async () => {
      const request = (curve: object) =>
        calc({
          bond: EXCEL_DOC_BOND,
          settlementDate: '2008-02-15',
          yield: 6,
          curve: { type: 'zero', points: [{ years: 1, rate: 5 }], ...curve },
        });
      const cases: [object, Record<string, string>][] = [
        [
          { compounding: { type: 'compounded', frequency: 3 } },
          { 'body.curve.compounding.frequency': 'field_invalid_value' },
        ],
        [
          { compounding: { type: 'compounded' } },
          { 'body.curve.compounding.frequency': 'field_required' },
        ],
        [
          { compounding: { type: 'weekly' } },
          { 'body.curve.compounding.type': 'field_invalid_value' },
        ],
        [{ dayCount: 'ACT/ACT-ICMA' }, { 'body.curve.dayCount': 'field_invalid_value' }],
        [
          { zSpreadCompounding: { type: 'continuous', frequency: 2 } },
          { 'body.curve.zSpreadCompounding.frequency': 'field_unknown' },
        ],
      ];
      for (const [curve, fields] of cases) {
        const response = await request(curve);
        expect(response.statusCode, JSON.stringify(curve)).toBe(400);
        expect(response.json().error.fields, JSON.stringify(curve)).toEqual(fields);
      }
    });

    it('answers impossible terms with 400 and the engine error as a label key', async () => {
      const backwards = await calc({
        bond: { ...EXCEL_DOC_BOND, maturityDate: '2001-01-01' },
        settlementDate: '2008-02-15',
        yield: 6,
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().error.message).toBe('math_maturity_before_issue');
      const late = await calc({ bond: EXCEL_DOC_BOND, settlementDate: '2018-01-01', yield: 6 });
      expect(late.statusCode).toBe(400);
      expect(late.json().error.message).toBe('math_settlement_after_maturity');
      const free = await calc({
        bond: EXCEL_DOC_BOND,
        settlementDate: '2008-02-15',
        cleanPrice: -5,
      });
      expect(free.statusCode).toBe(400);
    });

    it('answers terms the math rejects with 422 and the error code, never NaN', async () => {
      const response = await calc({
        bond: EXCEL_DOC_BOND,
        settlementDate: '2008-02-15',
        yield: -150,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('yield_below_minus_100');
      expect(response.body).not.toMatch(/NaN|Infinity/);
    });
  });

  it('answers a batch in order, each a result or an error', async () => {
    const good = {
      bond: EXCEL_DOC_BOND,
      settlementDate: '2008-02-15',
      cleanPrice: EXCEL_DOC_PRICE,
      yieldConvention: 'nominal',
    };
    const response = await client.post('/api/calculator/batch/', [
      good,
      { ...good, bond: { ...EXCEL_DOC_BOND, couponFrequency: 3 } },
      // Semi-annual compounding: below -200% a year is below -100% a period.
      { ...good, cleanPrice: undefined, yield: -250 },
    ]);
    expect(response.statusCode).toBe(200);
    const [first, second, third] = response.json();
    expect(first.yield).toBeCloseTo(6.5, 8);
    expect(second.error).toMatchObject({
      code: 'validation_failed',
      fields: { 'body.1.bond.couponFrequency': 'field_invalid_value' },
    });
    expect(third.error.code).toBe('yield_below_minus_100');
    const tooMany = await client.post('/api/calculator/batch/', Array(1001).fill(good));
    expect(tooMany.statusCode).toBe(400);
  });

  it("computes Excel's functions by their argument names", async () => {
    const single = await client.post('/api/calculator/excel/', {
      function: 'PRICE',
      args: {
        settlement: '2008-02-15',
        maturity: '2017-11-15',
        rate: 0.0575,
        yld: 0.065,
        redemption: 100,
        frequency: 2,
        basis: 0,
      },
    });
    expect(single.json().value).toBeCloseTo(EXCEL_DOC_PRICE, 8);
    const many = await client.post('/api/calculator/excel/', [
      {
        function: 'COUPNUM',
        args: { settlement: '2007-01-25', maturity: '2008-11-15', frequency: 2, basis: 1 },
      },
      {
        function: 'PRICE',
        args: { settlement: '2008-02-15', maturity: '2017-11-15', ratee: 0.05 },
      },
    ]);
    const [coupnum, misspelt] = many.json();
    expect(coupnum.value).toBe(4);
    expect(misspelt.error).toMatchObject({
      code: 'invalid_argument',
      fields: { 'args.ratee': 'math_invalid_argument' },
    });
    const unknown = await client.post('/api/calculator/excel/', { function: 'NPV', args: {} });
    expect(unknown.statusCode).toBe(400);
  });

  it('needs no CSRF token: it computes and stores nothing (scripts call it without cookies)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/calculator/',
      payload: {
        bond: EXCEL_DOC_BOND,
        settlementDate: '2008-02-15',
        yield: 6.5,
        yieldConvention: 'nominal',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().cleanPrice).toBeCloseTo(EXCEL_DOC_PRICE, 8);
  });

  describe('getNkdInfo for a stored bond', () => {
    const ofz26230 = async () =>
      (await app.db.select().from(emissions)).find((b) => b.isin === 'SU26230RMFS1')!.id;

    it('gives the accrued interest by the MOEX rule, to the kopeck', async () => {
      // Coupon 1000 × 7.7% × 182/365 = 38.39; 65 of 182 days elapsed on 2026-11-20: 38.39 × 65/182 = 13.71.
      const response = await client.get(`/api/bonds/${await ofz26230()}/getNkdInfo/2026-11-20/`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        nkd: 13.71,
        accruedDays: 65,
        currency: 'RUB',
        faceValue: 1000,
      });
    });

    it("gives a floater's accrued from its stored coupon rates, as on its ticks", async () => {
      // A tick inside a period whose stored rate differs from the bond's headline rate: only
      // terms built from the stored flows give the accrued the tick was stored with.
      const floaters = await app.db
        .select({ id: emissions.id, rate: emissions.couponRate })
        .from(emissions)
        .where(eq(emissions.couponType, 'floating'));
      let probe: { id: number; date: string; nkd: number } | undefined;
      for (const floater of floaters) {
        const flows = await app.db
          .select()
          .from(emissionCashFlows)
          .where(eq(emissionCashFlows.emissionId, floater.id))
          .orderBy(emissionCashFlows.num);
        const ticks = await app.db
          .select({ date: tradingTicks.date, nkd: tradingTicks.nkd })
          .from(tradingTicks)
          .where(and(eq(tradingTicks.emissionId, floater.id), isNotNull(tradingTicks.nkd)));
        for (const [i, flow] of flows.entries()) {
          if (i === 0 || flow.couponRate === floater.rate) continue;
          const start = flows[i - 1]!.date;
          const tick = ticks.find((t) => t.date > start && t.date < flow.date && t.nkd! > 0);
          if (tick) probe = { id: floater.id, date: tick.date, nkd: tick.nkd! };
        }
        if (probe) break;
      }
      expect(probe, 'the test world has a floater whose rate changed').toBeDefined();
      const response = await client.get(`/api/bonds/${probe!.id}/getNkdInfo/${probe!.date}/`);
      expect(response.statusCode).toBe(200);
      expect(response.json().nkd).toBeCloseTo(probe!.nkd, 6);
    });

    it('refuses a date more than two days ahead, an unknown bond and a malformed date', async () => {
      const id = await ofz26230();
      const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const late = await client.get(`/api/bonds/${id}/getNkdInfo/${ahead}/`);
      expect(late.statusCode).toBe(400);
      expect(late.json().error.fields).toEqual({ 'params.date': 'nkd_date_too_late' });
      const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      expect((await client.get(`/api/bonds/${id}/getNkdInfo/${inTwoDays}/`)).statusCode).toBe(200);
      expect((await client.get(`/api/bonds/999999/getNkdInfo/2026-11-20/`)).statusCode).toBe(404);
      expect((await client.get(`/api/bonds/${id}/getNkdInfo/2026-13-45/`)).statusCode).toBe(400);
    });
  });
});
