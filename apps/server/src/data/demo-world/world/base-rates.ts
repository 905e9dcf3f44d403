import type { CurvePath } from './curves';
import type { CurrencyCode } from './reference';

/** Reference rates a floater's coupon may float over, per currency. */
export const FLOATING_BASES: Record<CurrencyCode, string[]> = {
  RUB: ['KEYRATE', 'RUONIA'],
  USD: ['SOFR'],
  EUR: ['EURIBOR6M'],
  CNY: ['LPR1Y'],
};

const roundTo = (x: number, step: number) => Math.round(x / step) * step;

/**
 * Floating-rate bases derived from the sovereign curves, so coupons move with the market:
 * the key rate and the Fed's rate change only at meetings (every ~6 weeks, in steps of
 * 25 bp), the loan prime rate monthly (5 bp steps), EURIBOR daily.
 */
export class BaseRates {
  constructor(private readonly curves: Record<CurrencyCode, CurvePath>) {}

  /** Decimal rate of a base on a day index of the history. */
  rate(base: string, i: number): number {
    const at = (currency: CurrencyCode, t: number, day = i) =>
      this.curves[currency].effectiveYield(day, t);
    switch (base) {
      case 'KEYRATE':
        return roundTo(at('RUB', 0.25, i - (i % 30)) + 0.003, 0.0025);
      case 'RUONIA':
        return this.rate('KEYRATE', i) - 0.0015;
      case 'SOFR':
        return Math.max(0.0005, roundTo(at('USD', 0.25, i - (i % 30)) - 0.0005, 0.0025));
      case 'EURIBOR6M':
        return roundTo(at('EUR', 0.5) + 0.003, 0.00001);
      case 'LPR1Y':
        return roundTo(at('CNY', 1, i - (i % 21)) + 0.009, 0.0005);
      default:
        throw new Error(`unknown floating base ${base}`);
    }
  }
}
