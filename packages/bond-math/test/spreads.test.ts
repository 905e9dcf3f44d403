/**
 * Spreads: identities on flat curves (Z-spread = yield - curve rate in the same
 * compounding), inverse pricing, G-spread at duration and at the workout date over a MOEX
 * G-curve, I- and T-spreads.
 */
import { describe, expect, it } from 'vitest';
import {
  curveYieldLike,
  dirtyPriceFromYield,
  durations,
  flatCurve,
  gSpread,
  iSpread,
  moexZeroCurve,
  parseIsoDate,
  prepare,
  priceFromGSpread,
  priceFromZSpread,
  tSpread,
  yieldFromDirtyPrice,
  zSpread,
  type BondTerms,
} from '../src/index';

const d = parseIsoDate;
const ofzLike: BondTerms = {
  issueDate: d('2021-02-10'),
  maturityDate: d('2031-02-05'),
  frequency: 2,
  dayCount: 'ACT/365F',
  faceValue: 1000,
  couponRate: 0.07,
  calendar: 'moex',
  rounding: { couponDecimals: 2, accruedDecimals: 2 },
};
const s = d('2024-06-17');

describe('Z-spread', () => {
  it('over a flat continuous curve equals the continuous yield minus the curve rate', () => {
    const p = prepare(ofzLike, s, {
      convention: { compounding: 'continuous', timeBasis: 'ACT/365F' },
    });
    const dirty = 92;
    const z = zSpread(p, dirty, flatCurve(0.03));
    expect(z).toBeCloseTo(yieldFromDirtyPrice(p, dirty) - 0.03, 12);
    expect(priceFromZSpread(p, flatCurve(0.03), z)).toBeCloseTo(dirty, 10);
  });
  it('with annual compounding over effective yields (MOEX style)', () => {
    const p = prepare(ofzLike, s); // effective-annual, ACT/365F
    const curve = flatCurve(Math.log1p(0.08)); // 8 % effective
    const z = zSpread(p, 95, curve, { compounding: 1 });
    expect(z).toBeCloseTo(yieldFromDirtyPrice(p, 95) - 0.08, 12);
  });
});

describe('G-, I- and T-spreads', () => {
  const curve = moexZeroCurve({
    b1: 1500,
    b2: -120,
    b3: -300,
    t1: 1.2,
    g1: 0,
    g2: 5,
    g3: 0,
    g4: 0,
    g5: 0,
    g6: 0,
    g7: 0,
    g8: 0,
    g9: 0,
  });
  const p = prepare(ofzLike, s);
  const dirty = 90;
  it('G-spread at Macaulay duration and at the workout date', () => {
    const y = yieldFromDirtyPrice(p, dirty);
    const dur = durations(p, y).macaulay;
    expect(gSpread(p, dirty, curve)).toBeCloseTo(y - curve.effectiveYield(dur), 14);
    expect(gSpread(p, dirty, curve, 'workout')).toBeCloseTo(
      y - curve.effectiveYield(p.times[p.n - 1]!),
      14,
    );
    expect(curveYieldLike(p, curve, 2)).toBeCloseTo(curve.effectiveYield(2), 14);
  });
  it('price from a G-spread at the workout date inverts gSpread', () => {
    const price = priceFromGSpread(p, curve, 0.0123);
    expect(gSpread(p, price, curve, 'workout')).toBeCloseTo(0.0123, 12);
  });
  it('I-spread over a rate function and T-spread over a benchmark bond', () => {
    const swap = (t: number) => 0.1 + 0.001 * t;
    const y = yieldFromDirtyPrice(p, dirty);
    expect(iSpread(p, dirty, swap)).toBeCloseTo(y - swap(p.times[p.n - 1]!), 14);
    const bench = prepare({ ...ofzLike, maturityDate: d('2030-08-07'), couponRate: 0.065 }, s);
    const benchDirty = dirtyPriceFromYield(bench, 0.11);
    expect(tSpread(p, dirty, bench, benchDirty)).toBeCloseTo(y - 0.11, 12);
  });
});
