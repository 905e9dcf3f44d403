import {
  bootstrapParCurve,
  CONTINUOUS_RATES,
  EFFECTIVE_ANNUAL_RATES,
  moexZeroCurve,
  zeroCurveFromQuotes,
  type RateCompounding as EngineCompounding,
  type ZeroCurve,
  type ZSpreadOptions,
} from '@bondsight/bond-math';
import type { CalculatorCurve, RateCompounding, YieldConventionId } from '@bondsight/contracts';
import type { z } from 'zod';

/**
 * The API's curve to the engine's (MOEX parameters, zero rates in the compounding they were
 * quoted in, par yields bootstrapped) and how a Z-spread is laid on it: its compounding and
 * the day count of the curve times.
 */

type Curve = z.output<typeof CalculatorCurve>;
type Compounding = z.output<typeof RateCompounding>;

export function engineCompounding(c: Compounding): EngineCompounding {
  switch (c.type) {
    case 'continuous':
      return CONTINUOUS_RATES;
    case 'effective':
      return EFFECTIVE_ANNUAL_RATES;
    case 'simple':
      return { compounding: 'simple' };
    case 'compounded':
      return { compounding: 'compounded', frequency: c.frequency };
  }
}

/** The engine's zero curve from the API's curve; percents become decimals. */
export function toZeroCurve(curve: Curve): ZeroCurve {
  switch (curve.type) {
    case 'moex':
      return moexZeroCurve(curve.params);
    case 'zero':
      return zeroCurveFromQuotes(
        curve.points.map((p) => p.years),
        curve.points.map((p) => p.rate / 100),
        engineCompounding(curve.compounding),
      );
    case 'par':
      return bootstrapParCurve(
        curve.points.map((p) => ({ tenor: p.years, parYield: p.rate / 100 })),
      );
  }
}

/**
 * The Z-spread's compounding when the curve names none: the yield convention's, as before
 * the choice existed (continuous; the coupon frequency for nominal and compounded; effective
 * otherwise).
 */
function conventionCompounding(convention: YieldConventionId, frequency: number): Compounding {
  if (convention === 'continuous') return { type: 'continuous' };
  if ((convention === 'nominal' || convention === 'compounded') && frequency > 1)
    return { type: 'compounded', frequency: frequency as 2 | 4 | 12 };
  return { type: 'effective' };
}

export interface ZSpreadSetup {
  /** What the answer reports the spread in. */
  readonly compounding: Compounding;
  readonly options: ZSpreadOptions;
}

/** How a Z-spread is added to this curve for a bond with this coupon frequency. */
export function zSpreadSetup(
  curve: Curve,
  convention: YieldConventionId,
  frequency: number,
): ZSpreadSetup {
  const compounding = curve.zSpreadCompounding ?? conventionCompounding(convention, frequency);
  const dayCount = curve.type === 'moex' ? undefined : curve.dayCount;
  return {
    compounding,
    options: { compounding: engineCompounding(compounding), ...(dayCount ? { dayCount } : {}) },
  };
}
