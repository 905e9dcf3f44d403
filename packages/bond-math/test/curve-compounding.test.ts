/**
 * Curves in any compounding and the Z-spread's own compounding and day count.
 *
 * Reference: J. Hull, "Options, Futures, and Other Derivatives", chapter 4 ("Interest
 * rates"), section "Bond pricing": a 2-year Treasury bond, principal 100, 6 % coupon paid
 * semi-annually, zero rates 5.0, 5.8, 6.4 and 6.8 % continuously compounded for 0.5, 1, 1.5
 * and 2 years (Table 4.2) has a theoretical price of 98.39 and a yield of 6.76 %
 * (continuous). The same chapter converts rates: R_m = m (e^(R_c/m) - 1). Every other
 * expected number below is computed in the test from those formulas, not by the engine.
 */
import { describe, expect, it } from 'vitest';
import {
  BondMathError,
  CONTINUOUS_RATES,
  fromContinuousRate,
  parseIsoDate,
  prepare,
  priceFromZSpread,
  toContinuousRate,
  yieldFromDirtyPrice,
  zeroCurveFromQuotes,
  zSpread,
  type BondTerms,
  type RateCompounding,
  type ZSpreadOptions,
} from '../src/index';

const d = parseIsoDate;
// Hull's bond on dates whose 30E/360 year fractions are exactly 0.5, 1, 1.5 and 2.
const hullBond: BondTerms = {
  issueDate: d('2020-01-15'),
  maturityDate: d('2022-01-15'),
  frequency: 2,
  dayCount: '30E/360',
  couponRate: 0.06,
  calendar: 'null',
  paymentConvention: 'unadjusted',
};
const settlement = d('2020-01-15');
const TIMES = [0.5, 1, 1.5, 2];
const CONTINUOUS = [0.05, 0.058, 0.064, 0.068];
const FLOWS = [3, 3, 3, 103];
const curve = zeroCurveFromQuotes(TIMES, CONTINUOUS, CONTINUOUS_RATES);
const onCurveTimes = { dayCount: '30E/360' } as const;

/** sum CF_i * DF_i, the discount factors given per flow. */
const pv = (df: (i: number) => number) => FLOWS.reduce((sum, cf, i) => sum + cf * df(i), 0);

describe("Hull's bond on a continuously compounded zero curve", () => {
  const p = prepare(hullBond, settlement, { convention: 'continuous' });

  it('prices at 98.39 with a Z-spread of 0 and yields 6.76 % continuous', () => {
    const price = priceFromZSpread(p, curve, 0, onCurveTimes);
    expect(Math.round(price * 100) / 100).toBe(98.39);
    expect(Math.round(yieldFromDirtyPrice(p, price) * 10_000) / 100).toBe(6.76);
    expect(zSpread(p, price, curve, onCurveTimes)).toBeCloseTo(0, 12);
  });

  it('adds a continuous spread: 50 bp on every zero rate', () => {
    const expected = pv((i) => Math.exp(-((CONTINUOUS[i] as number) + 0.005) * TIMES[i]!));
    expect(priceFromZSpread(p, curve, 0.005, onCurveTimes)).toBeCloseTo(expected, 12);
    expect(zSpread(p, expected, curve, onCurveTimes)).toBeCloseTo(0.005, 12);
  });

  it('adds a semi-annual spread: 50 bp on the semi-annual zero rates', () => {
    // Hull's conversion R_2 = 2 (e^(R_c/2) - 1), then 50 bp, discounted semi-annually.
    const expected = pv((i) => {
      const r2 = 2 * Math.expm1((CONTINUOUS[i] as number) / 2);
      return (1 + (r2 + 0.005) / 2) ** (-2 * TIMES[i]!);
    });
    const semi: ZSpreadOptions = {
      ...onCurveTimes,
      compounding: { compounding: 'compounded', frequency: 2 },
    };
    expect(priceFromZSpread(p, curve, 0.005, semi)).toBeCloseTo(expected, 12);
    expect(zSpread(p, expected, curve, { ...onCurveTimes, compounding: 2 })).toBeCloseTo(0.005, 12);
  });

  it('adds a simple spread: 50 bp on the simple zero rates', () => {
    const expected = pv((i) => {
      const t = TIMES[i]!;
      const simple = Math.expm1((CONTINUOUS[i] as number) * t) / t;
      return 1 / (1 + (simple + 0.005) * t);
    });
    const options = { ...onCurveTimes, compounding: { compounding: 'simple' } as const };
    expect(priceFromZSpread(p, curve, 0.005, options)).toBeCloseTo(expected, 12);
    expect(zSpread(p, expected, curve, options)).toBeCloseTo(0.005, 12);
  });

  it('reads the curve at the times of its own day count', () => {
    // ACT/360 years from settlement to each flow, computed from the dates.
    const payDates = ['2020-07-15', '2021-01-15', '2021-07-15', '2022-01-15'];
    const act360 = payDates.map((x) => (d(x) - settlement) / 360);
    const rateAt = (t: number) => {
      // Linear in the continuous rate between Hull's nodes, flat outside them.
      if (t <= TIMES[0]!) return CONTINUOUS[0]!;
      if (t >= TIMES[3]!) return CONTINUOUS[3]!;
      const k = TIMES.findIndex((node, j) => node <= t && t < TIMES[j + 1]!);
      const w = (t - TIMES[k]!) / (TIMES[k + 1]! - TIMES[k]!);
      return CONTINUOUS[k]! * (1 - w) + CONTINUOUS[k + 1]! * w;
    };
    const expected = pv((i) => Math.exp(-(rateAt(act360[i]!) + 0.01) * act360[i]!));
    expect(priceFromZSpread(p, curve, 0.01, { dayCount: 'ACT/360' })).toBeCloseTo(expected, 12);
  });
});

describe('the same curve quoted in another compounding', () => {
  const p = prepare(hullBond, settlement, { convention: 'continuous' });
  const hullPrice = priceFromZSpread(p, curve, 0, onCurveTimes);
  const quotes: [string, RateCompounding, (z: number, t: number) => number][] = [
    // Hull: R_m = m (e^(R_c/m) - 1); simple: (e^(R_c t) - 1) / t.
    ['semi-annual', { compounding: 'compounded', frequency: 2 }, (z) => 2 * Math.expm1(z / 2)],
    ['effective annual', { compounding: 'compounded', frequency: 1 }, (z) => Math.expm1(z)],
    ['monthly', { compounding: 'compounded', frequency: 12 }, (z) => 12 * Math.expm1(z / 12)],
    ['simple', { compounding: 'simple' }, (z, t) => Math.expm1(z * t) / t],
  ];
  for (const [name, compounding, quote] of quotes) {
    it(`${name} rates give the same price`, () => {
      const rates = TIMES.map((t, i) => quote(CONTINUOUS[i] as number, t));
      const quoted = zeroCurveFromQuotes(TIMES, rates, compounding);
      expect(priceFromZSpread(p, quoted, 0, onCurveTimes)).toBeCloseTo(hullPrice, 12);
      for (const [i, t] of TIMES.entries()) {
        expect(toContinuousRate(rates[i]!, t, compounding)).toBeCloseTo(CONTINUOUS[i]!, 14);
        expect(fromContinuousRate(CONTINUOUS[i]!, t, compounding)).toBeCloseTo(rates[i]!, 14);
      }
    });
  }

  it('refuses a rate at or below -100 % per period and a non-positive frequency', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof BondMathError ? e.code : 'other';
      }
      return 'none';
    };
    expect(
      code(() => zeroCurveFromQuotes([1], [-2.5], { compounding: 'compounded', frequency: 2 })),
    ).toBe('yield_below_minus_100');
    expect(
      code(() => zeroCurveFromQuotes([1], [0.05], { compounding: 'compounded', frequency: 0 })),
    ).toBe('invalid_frequency');
    expect(code(() => priceFromZSpread(p, curve, 0, { dayCount: 'ACT/ACT-ICMA' }))).toBe(
      'invalid_argument',
    );
  });
});
