import type { CalculatorCurve as CalculatorCurveSchema } from '@bondsight/contracts';
import type { z } from 'zod';
import { moexParamsOf } from '../../lib/stored-curve';
import type { CurveRow } from './bond-calculator.repository';

type CalculatorCurve = z.output<typeof CalculatorCurveSchema>;

/** The calculator takes at most 100 points at tenors up to 100 years. */
const MAX_POINTS = 100;
const MAX_YEARS = 100;

type MoexParams = Extract<CalculatorCurve, { type: 'moex' }>['params'];

/**
 * A stored curve in the calculator's form: the MOEX G-curve from its published parameters
 * (exactly the curve the stored G-spreads were measured on), other curves from their points
 * (zero curves: effective annual %, as stored; par and constant-maturity curves: par yields).
 * Null when nothing usable is stored for the date.
 */
export function calculatorCurveOf(curve: CurveRow): CalculatorCurve | null {
  const params = moexParamsOf(curve.params) as MoexParams | null;
  if (params) return { type: 'moex', params };
  const points = curve.points
    .filter((p) => p.years > 0 && p.years <= MAX_YEARS && Number.isFinite(p.rate))
    .slice(0, MAX_POINTS);
  if (points.length === 0) return null;
  return curve.kind === 'zero'
    ? { type: 'zero', points, compounding: { type: 'effective' } }
    : { type: 'par', points };
}
