import type { CalculatorCurve as CalculatorCurveSchema } from '@bondsight/contracts';
import type { z } from 'zod';
import type { CurveRow } from './bond-calculator.repository';

type CalculatorCurve = z.output<typeof CalculatorCurveSchema>;

const MOEX_KEYS = ['b1', 'b2', 'b3', 't1', ...Array.from({ length: 9 }, (_, i) => `g${i + 1}`)];
/** The calculator takes at most 100 points at tenors up to 100 years. */
const MAX_POINTS = 100;
const MAX_YEARS = 100;

type MoexParams = Extract<CalculatorCurve, { type: 'moex' }>['params'];

/** Stored parameters that are a whole MOEX G-curve (b1, b2, b3, t1, g1..g9), or null. */
function moexParams(params: Record<string, number> | null): MoexParams | null {
  if (!params) return null;
  const complete = MOEX_KEYS.every((k) => Number.isFinite(params[k]));
  if (!complete || !(params.t1! > 0)) return null;
  return Object.fromEntries(MOEX_KEYS.map((k) => [k, params[k]])) as MoexParams;
}

/**
 * A stored curve in the calculator's form: the MOEX G-curve from its published parameters
 * (exactly the curve the stored G-spreads were measured on), other curves from their points
 * (zero curves: effective annual %, as stored; par and constant-maturity curves: par yields).
 * Null when nothing usable is stored for the date.
 */
export function calculatorCurveOf(curve: CurveRow): CalculatorCurve | null {
  const params = moexParams(curve.params);
  if (params) return { type: 'moex', params };
  const points = curve.points
    .filter((p) => p.years > 0 && p.years <= MAX_YEARS && Number.isFinite(p.rate))
    .slice(0, MAX_POINTS);
  if (points.length === 0) return null;
  return curve.kind === 'zero'
    ? { type: 'zero', points, compounding: { type: 'effective' } }
    : { type: 'par', points };
}
