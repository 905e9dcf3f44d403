/**
 * Convexity = (1/P) * d2P/dy2, with y as a decimal rate: a 10-year par bond shows about 80.
 * This is QuantLib's scale (BondFunctions::convexity). Bloomberg prints the same measure
 * divided by 100 (about 0.8), see `convexityBloomberg`. Price change estimate:
 * dP/P ~ -ModDur * dy + 0.5 * Convexity * dy^2.
 */
import { priceDerivatives } from './duration';
import type { PreparedBond } from './prepare';

export function convexity(p: PreparedBond, y: number): number {
  const d = priceDerivatives(p, y);
  return d.secondDerivative / d.price;
}

/** Bloomberg scale: convexity / 100. */
export function convexityBloomberg(p: PreparedBond, y: number): number {
  return convexity(p, y) / 100;
}
