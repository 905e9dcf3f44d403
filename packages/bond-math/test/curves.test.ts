/**
 * Curves: MOEX G-curve constants and shape (the 2022-09-28 Bank of Russia check lives in
 * vectors.test.ts), Nelson-Siegel-Svensson limits, linear zero-rate interpolation,
 * bootstrapping from par yields (flat-curve identity; every par bond reprices to 100).
 */
import { describe, expect, it } from 'vitest';
import {
  BondMathError,
  bootstrapParCurve,
  compoundedZeroYield,
  effectiveZeroYield,
  interpolatedZeroCurve,
  MOEX_ZCYC_A,
  MOEX_ZCYC_B,
  moexZeroCurve,
  nelsonSiegelSvensson,
} from '../src/index';

describe('MOEX zero-coupon yield curve', () => {
  it('fixed Gaussian centres and widths follow the methodology (k = 1.6)', () => {
    expect(MOEX_ZCYC_A.slice(0, 4)).toEqual([
      0,
      0.6,
      0.6 + 0.6 * 1.6,
      0.6 + 0.6 * 1.6 + 0.6 * 1.6 ** 2,
    ]);
    expect(MOEX_ZCYC_B[0]).toBe(0.6);
    for (let i = 1; i < 9; i++)
      expect(MOEX_ZCYC_B[i]).toBeCloseTo((MOEX_ZCYC_B[i - 1] as number) * 1.6, 14);
  });
  it('publishes effective annual yields from continuous G(t) in basis points', () => {
    // A hand-made parameter set (not a published one).
    const c = moexZeroCurve({
      b1: 800,
      b2: -100,
      b3: 50,
      t1: 2,
      g1: 10,
      g2: -5,
      g3: 0,
      g4: 0,
      g5: 0,
      g6: 0,
      g7: 0,
      g8: 0,
      g9: 0,
    });
    const t = 3;
    const e = Math.exp(-t / 2);
    const g =
      800 +
      ((-100 + 50) * 2 * (1 - e)) / t -
      50 * e +
      10 * Math.exp(-((t - 0) ** 2) / 0.36) -
      5 * Math.exp(-((t - 0.6) ** 2) / 0.96 ** 2);
    expect(c.continuousBp(t)).toBeCloseTo(g, 10);
    expect(c.yieldBp(t)).toBeCloseTo(10_000 * Math.expm1(g / 10_000), 10);
    expect(c.effectiveYield(t)).toBeCloseTo(effectiveZeroYield(c, t), 14);
    expect(Number.isFinite(c.zeroRate(0))).toBe(true);
  });
});

describe('Nelson-Siegel-Svensson', () => {
  const p = { beta0: 0.045, beta1: -0.01, beta2: 0.02, beta3: -0.015, tau1: 1.5, tau2: 8 };
  it('tends to beta0 + beta1 at 0 and to beta0 far out', () => {
    const c = nelsonSiegelSvensson(p);
    expect(c.zeroRate(0)).toBeCloseTo(0.035, 12);
    expect(c.zeroRate(1e4)).toBeCloseTo(0.045, 3);
  });
  it('matches the closed form and discounts consistently', () => {
    const c = nelsonSiegelSvensson(p);
    const t = 7;
    const l = (tau: number) => (1 - Math.exp(-t / tau)) / (t / tau);
    const r =
      0.045 -
      0.01 * l(1.5) +
      0.02 * (l(1.5) - Math.exp(-t / 1.5)) -
      0.015 * (l(8) - Math.exp(-t / 8));
    expect(c.zeroRate(t)).toBeCloseTo(r, 14);
    expect(c.discount(t)).toBeCloseTo(Math.exp(-r * t), 14);
    expect(compoundedZeroYield(c, t, 2)).toBeCloseTo(2 * Math.expm1(r / 2), 14);
  });
  it('rejects a non-positive tau', () => {
    expect(() => nelsonSiegelSvensson({ ...p, tau1: 0 })).toThrow(BondMathError);
  });
});

describe('interpolated zero curve', () => {
  it('is linear between nodes and flat outside', () => {
    const c = interpolatedZeroCurve([1, 2, 5], [0.01, 0.02, 0.035]);
    expect(c.zeroRate(0.5)).toBe(0.01);
    expect(c.zeroRate(1.5)).toBeCloseTo(0.015, 15);
    expect(c.zeroRate(3.5)).toBeCloseTo(0.0275, 15);
    expect(c.zeroRate(30)).toBe(0.035);
    expect(() => interpolatedZeroCurve([1, 1], [0.01, 0.02])).toThrow(/increase/);
    expect(() => c.zeroRate(-1)).toThrow(BondMathError);
  });
});

describe('bootstrap from par yields', () => {
  it('a flat 5 % semi-annual par curve is a flat 5 % semi-annual zero curve', () => {
    const tenors = [1 / 12, 0.25, 0.5, 1, 2, 3, 5, 7, 10, 20, 30];
    const c = bootstrapParCurve(tenors.map((tenor) => ({ tenor, parYield: 0.05 })));
    for (const t of tenors) expect(c.zeroRate(t)).toBeCloseTo(2 * Math.log(1.025), 10);
  });
  it('reprices every par bond of an upward-then-humped curve to 100', () => {
    // Hand-made Treasury-like par yields (percent): 1M..30Y.
    const par: [number, number][] = [
      [1 / 12, 5.5],
      [0.25, 5.45],
      [0.5, 5.3],
      [1, 5.0],
      [2, 4.6],
      [3, 4.4],
      [5, 4.2],
      [7, 4.25],
      [10, 4.3],
      [20, 4.6],
      [30, 4.45],
    ];
    const c = bootstrapParCurve(par.map(([tenor, y]) => ({ tenor, parYield: y / 100 })));
    for (const [t, y] of par) {
      if (t <= 1) {
        expect(compoundedZeroYield(c, t, 2)).toBeCloseTo(y / 100, 12);
        continue;
      }
      let pv = 100 * c.discount(t);
      for (let k = 0; k < t * 2; k++) pv += (y / 2) * c.discount(t - k / 2);
      expect(pv).toBeCloseTo(100, 9);
    }
    expect(c.times).toHaveLength(11);
  });
  it('handles a tenor that is not a whole number of periods (short first coupon, accrued)', () => {
    const c = bootstrapParCurve([
      { tenor: 1, parYield: 0.04 },
      { tenor: 2.25, parYield: 0.045 },
    ]);
    const t = 2.25;
    let pv = 100 * c.discount(t);
    for (const ft of [2.25, 1.75, 1.25, 0.75, 0.25]) pv += 2.25 * c.discount(ft);
    expect(pv).toBeCloseTo(100 + 2.25 * 0.5, 9);
  });
});
