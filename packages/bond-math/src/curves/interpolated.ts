/**
 * A zero curve from nodes (t_i, r_i) of continuously compounded zero rates, linearly
 * interpolated in the rate and flat beyond the first and last node. Linear-on-zero-rates
 * is the simple, local and transparent choice (a node moves only its two neighbouring
 * segments) at the cost of kinked forwards; see Hagan & West (2006), "Interpolation
 * Methods for Curve Construction", section 3.
 */
import { fail } from '../errors';
import { checkTime, type ZeroCurve } from './zero-curve';

export interface InterpolatedZeroCurve extends ZeroCurve {
  readonly times: readonly number[];
  readonly rates: readonly number[];
}

export function interpolatedZeroCurve(
  times: readonly number[],
  rates: readonly number[],
): InterpolatedZeroCurve {
  if (times.length === 0 || times.length !== rates.length)
    fail('invalid_argument', 'curve needs as many rates as times, at least one', 'times');
  for (let i = 0; i < times.length; i++) {
    if (!Number.isFinite(times[i]) || !Number.isFinite(rates[i]))
      fail('invalid_argument', 'curve nodes must be finite', 'times');
    if (i > 0 && !((times[i] as number) > (times[i - 1] as number)))
      fail('invalid_argument', 'curve times must increase', 'times');
  }
  const ts = [...times];
  const rs = [...rates];
  const n = ts.length;
  const rate = (tIn: number): number => {
    const t = checkTime(tIn);
    if (t <= (ts[0] as number)) return rs[0] as number;
    if (t >= (ts[n - 1] as number)) return rs[n - 1] as number;
    let lo = 0;
    let hi = n - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if ((ts[mid] as number) <= t) lo = mid;
      else hi = mid;
    }
    const t0 = ts[lo] as number;
    const t1 = ts[hi] as number;
    const w = (t - t0) / (t1 - t0);
    return (rs[lo] as number) * (1 - w) + (rs[hi] as number) * w;
  };
  return { times: ts, rates: rs, zeroRate: rate, discount: (t) => Math.exp(-rate(t) * t) };
}
