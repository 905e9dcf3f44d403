/**
 * MOEX zero-coupon yield curve of OFZ (КБД, "G-curve"), per the Moscow Exchange methodology
 * for the zero-coupon yield curve: a Nelson-Siegel curve plus nine Gaussian bumps, in basis
 * points, continuously compounded:
 *
 *   G(t) = b1 + (b2 + b3) * (t1/t) * (1 - exp(-t/t1)) - b3 * exp(-t/t1)
 *          + sum_{i=1..9} g_i * exp(-(t - a_i)^2 / b_i^2)
 *
 * with fixed a_1 = 0, a_2 = 0.6, a_{i+1} = a_i + a_2 * k^(i-1), b_1 = a_2, b_{i+1} = b_i * k,
 * k = 1.6. The published yield is effective annual: Y(t) = 10000 * (exp(G(t)/10000) - 1) bp.
 * ISS parameter names: b1 = beta0, b2 = beta1, b3 = beta2, t1 = tau (history/engines/stock/zcyc).
 * Checked against the Bank of Russia's published G-curve of 2022-09-28 (test/curves.test.ts).
 */
import { fail } from '../errors';
import type { BasisPoints, Rate, YearFraction } from '../units';
import { checkTime, type ZeroCurve } from './zero-curve';

export interface MoexZcycParams {
  readonly b1: number;
  readonly b2: number;
  readonly b3: number;
  readonly t1: number;
  readonly g1: number;
  readonly g2: number;
  readonly g3: number;
  readonly g4: number;
  readonly g5: number;
  readonly g6: number;
  readonly g7: number;
  readonly g8: number;
  readonly g9: number;
}

const K = 1.6;
export const MOEX_ZCYC_A: readonly number[] = (() => {
  const a = [0, 0.6];
  for (let i = 2; i < 9; i++) a.push((a[i - 1] as number) + 0.6 * K ** (i - 1));
  return a;
})();
export const MOEX_ZCYC_B: readonly number[] = (() => {
  const b = [0.6];
  for (let i = 1; i < 9; i++) b.push((b[i - 1] as number) * K);
  return b;
})();

export interface MoexZeroCurve extends ZeroCurve {
  /** G(t): continuously compounded zero rate in basis points. */
  continuousBp(t: YearFraction): BasisPoints;
  /** Y(t): effective annual zero yield in basis points, as MOEX publishes. */
  yieldBp(t: YearFraction): BasisPoints;
  /** Y(t) as a decimal rate. */
  effectiveYield(t: YearFraction): Rate;
}

export function moexZeroCurve(params: MoexZcycParams): MoexZeroCurve {
  const { b1, b2, b3, t1 } = params;
  const g = [
    params.g1,
    params.g2,
    params.g3,
    params.g4,
    params.g5,
    params.g6,
    params.g7,
    params.g8,
    params.g9,
  ];
  const named: Record<string, number> = { b1, b2, b3, t1 };
  g.forEach((v, i) => (named[`g${i + 1}`] = v));
  for (const [k, v] of Object.entries(named)) {
    if (typeof v !== 'number' || !Number.isFinite(v))
      fail('invalid_argument', `G-curve parameter ${k} must be finite`, k);
  }
  if (!(t1 > 0)) fail('invalid_argument', 'G-curve parameter t1 must be positive', 't1');
  const continuousBp = (tIn: number): number => {
    // At t = 0 the Nelson-Siegel limit is b1 + b2 (t1/t (1 - e^(-t/t1)) -> 1).
    const t = Math.max(checkTime(tIn), 1e-9);
    const e = Math.exp(-t / t1);
    let gt = b1 + ((b2 + b3) * t1 * (1 - e)) / t - b3 * e;
    for (let i = 0; i < 9; i++) {
      const gi = g[i] as number;
      if (gi !== 0) {
        const z = (t - (MOEX_ZCYC_A[i] as number)) / (MOEX_ZCYC_B[i] as number);
        gt += gi * Math.exp(-z * z);
      }
    }
    return gt;
  };
  return {
    continuousBp,
    yieldBp: (t) => 10_000 * Math.expm1(continuousBp(t) / 10_000),
    effectiveYield: (t) => Math.expm1(continuousBp(t) / 10_000),
    zeroRate: (t) => continuousBp(t) / 10_000,
    discount: (t) => (t === 0 ? 1 : Math.exp((-continuousBp(t) / 10_000) * t)),
  };
}
