/**
 * A zero curve from zero rates quoted in any compounding (continuous, effective annual,
 * semi-annual, simple...): each node (t_i, r_i) becomes the continuous rate with the same
 * discount factor at t_i, and the curve interpolates those (linear in the continuous zero
 * rate, see interpolated.ts). The nodes reprice exactly; between nodes the curve is the one
 * a continuous-rate curve through the same discount factors would be, whatever the quote.
 */
import type { Rate, YearFraction } from '../units';
import { interpolatedZeroCurve, type InterpolatedZeroCurve } from './interpolated';
import { checkRateCompounding, toContinuousRate, type RateCompounding } from './rate-compounding';

export function zeroCurveFromQuotes(
  times: readonly YearFraction[],
  rates: readonly Rate[],
  compounding: RateCompounding,
): InterpolatedZeroCurve {
  const c = checkRateCompounding(compounding);
  return interpolatedZeroCurve(
    times,
    rates.map((r, i) => toContinuousRate(r, times[i] as number, c)),
  );
}
