/**
 * PVBP / DV01: the dirty-price change for a one basis point fall in yield,
 * -dP/dy * 0.0001 (analytic derivative). Per 100 of outstanding face, and per bond in
 * currency (times outstanding face / 100).
 */
import { priceDerivatives } from './duration';
import type { PreparedBond } from './prepare';

export interface Pvbp {
  /** Price points per 100 of face per 1 bp. */
  readonly per100: number;
  /** Currency per bond per 1 bp. */
  readonly perBond: number;
}

export function pvbp(p: PreparedBond, y: number): Pvbp {
  const per100 = -priceDerivatives(p, y).firstDerivative * 1e-4;
  return { per100, perBond: (per100 * p.outstanding) / 100 };
}
