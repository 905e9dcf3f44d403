import {
  bootstrapParCurve,
  EFFECTIVE_ANNUAL_RATES,
  moexZeroCurve,
  zeroCurveFromQuotes,
  type MoexZcycParams,
  type ZeroCurve,
} from '@bondsight/bond-math';

/** A stored curve on one date: its kind, its points (years, %) and MOEX parameters, if any. */
export interface StoredCurve {
  kind: string;
  points: readonly { years: number; rate: number }[];
  params: Record<string, number> | null;
}

const MOEX_KEYS = ['b1', 'b2', 'b3', 't1', ...Array.from({ length: 9 }, (_, i) => `g${i + 1}`)];

/** Stored parameters that are a whole MOEX G-curve (b1, b2, b3, t1, g1..g9), or null. */
export function moexParamsOf(params: Record<string, number> | null): MoexZcycParams | null {
  if (!params) return null;
  const complete = MOEX_KEYS.every((k) => Number.isFinite(params[k]));
  if (!complete || !(params.t1! > 0)) return null;
  return Object.fromEntries(MOEX_KEYS.map((k) => [k, params[k]])) as unknown as MoexZcycParams;
}

/**
 * The engine's zero curve of a stored one, as the calculator reads it: the MOEX G-curve from
 * its published parameters (the curve the stored G-spreads were measured on), zero curves from
 * their points (effective annual %), par and constant-maturity curves bootstrapped from their
 * par yields. Null when nothing usable is stored.
 */
export function engineCurveOf(curve: StoredCurve): ZeroCurve | null {
  const params = moexParamsOf(curve.params);
  if (params) return moexZeroCurve(params);
  const points = curve.points.filter((p) => p.years > 0 && Number.isFinite(p.rate));
  if (points.length === 0) return null;
  try {
    return curve.kind === 'zero'
      ? zeroCurveFromQuotes(
          points.map((p) => p.years),
          points.map((p) => p.rate / 100),
          EFFECTIVE_ANNUAL_RATES,
        )
      : bootstrapParCurve(points.map((p) => ({ tenor: p.years, parYield: p.rate / 100 })));
  } catch {
    return null;
  }
}
