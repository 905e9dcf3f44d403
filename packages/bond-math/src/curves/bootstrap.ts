/**
 * Zero curve bootstrapped from par yields (e.g. the US Treasury par yield curve, tenors
 * 1M..30Y). Choices, stated:
 * - tenors up to `billCutoff` years (default 1) are zero-coupon instruments: the par yield
 *   is read as a zero yield compounded `frequency` times a year (Treasury bills are quoted
 *   on a bond-equivalent basis, which this approximates);
 * - longer tenors are par bonds paying par yield / frequency each period at t - k/f,
 *   priced at 100 clean (a short first period pays a full coupon and is bought with
 *   accrued interest);
 * - between nodes, continuously compounded zero rates are interpolated linearly (see
 *   interpolated.ts); each new node is solved so that its par bond reprices exactly, the
 *   interpolated intermediate flows moving with it.
 * Times are years (ACT/365F from the curve date when built from dates).
 */
import { fail, requireFinite } from '../errors';
import type { Rate } from '../units';
import { interpolatedZeroCurve, type InterpolatedZeroCurve } from './interpolated';

export interface ParPoint {
  /** Tenor in years (1M = 1/12). */
  readonly tenor: number;
  /** Par yield (decimal), compounded at the coupon frequency. */
  readonly parYield: Rate;
}

export interface BootstrapOptions {
  readonly frequency?: number;
  readonly billCutoff?: number;
}

export function bootstrapParCurve(
  points: readonly ParPoint[],
  options: BootstrapOptions = {},
): InterpolatedZeroCurve {
  const f = options.frequency ?? 2;
  const cutoff = options.billCutoff ?? 1;
  if (!(f > 0)) fail('invalid_frequency', 'frequency must be positive', 'frequency');
  if (points.length === 0) fail('invalid_argument', 'no par points', 'points');
  const sorted = [...points].sort((a, b) => a.tenor - b.tenor);
  const times: number[] = [];
  const rates: number[] = [];
  for (const pt of sorted) {
    const t = requireFinite(pt.tenor, 'tenor');
    const y = requireFinite(pt.parYield, 'parYield');
    if (!(t > 0)) fail('invalid_argument', 'tenors must be positive', 'tenor');
    if (times.length > 0 && !(t > (times[times.length - 1] as number)))
      fail('invalid_argument', 'tenors must be distinct', 'tenor');
    if (!(y > -f))
      fail('yield_below_minus_100', 'par yield at or below -100 % per period', 'parYield');
    if (t <= cutoff + 1e-12) {
      times.push(t);
      rates.push(f * Math.log1p(y / f));
      continue;
    }
    // Coupon times t - k/f > 0 and the accrued interest of a short first period.
    const periods = t * f;
    const whole = Math.floor(periods + 1e-9);
    const frac = periods - whole;
    const flowTimes: number[] = [];
    for (let k = 0; k < whole; k++) flowTimes.push(t - k / f);
    if (frac > 1e-9) flowTimes.push(t - whole / f);
    const coupon = (100 * y) / f;
    const dirty = 100 + (frac > 1e-9 ? coupon * (1 - frac) : 0);
    const pricer = (z: number): number => {
      const curve = interpolatedZeroCurve([...times, t], [...rates, z]);
      let pv = 100 * curve.discount(t);
      for (const ft of flowTimes) pv += coupon * curve.discount(ft);
      return pv - dirty;
    };
    // The price falls as the node rate rises: regula falsi alternated with bisection.
    let lo = -0.5;
    let hi = 1;
    let flo = pricer(lo);
    let fhi = pricer(hi);
    if (!(flo > 0 && fhi < 0))
      fail('no_convergence', `cannot bootstrap the ${t}-year node`, 'parYield');
    let z = 0;
    for (let i = 0; i < 200; i++) {
      z = hi - (fhi * (hi - lo)) / (fhi - flo);
      if (!(z > lo && z < hi)) z = (lo + hi) / 2;
      const fz = pricer(z);
      if (Math.abs(fz) < 1e-12 || hi - lo < 1e-15) break;
      if (fz > 0) {
        lo = z;
        flo = fz;
      } else {
        hi = z;
        fhi = fz;
      }
      // Alternate with bisection so that the bracket shrinks from both sides.
      if (i % 2 === 1) {
        const mid = (lo + hi) / 2;
        const fm = pricer(mid);
        if (fm > 0) {
          lo = mid;
          flo = fm;
        } else {
          hi = mid;
          fhi = fm;
        }
      }
    }
    times.push(t);
    rates.push(z);
  }
  return interpolatedZeroCurve(times, rates);
}
