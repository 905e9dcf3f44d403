import bondCalculator, { type BondSpec } from 'bond-calculator';
import { BOND, SAMPLES, priceAt, yieldAt } from './bond';
import type { LibraryRun } from './comparators';
import { opsPerSecond } from './timing';

/** bond-calculator works on JS Dates read in local time (date-fns 1): build local midnights. */
function localDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

const spec: BondSpec = {
  settlement: localDate(BOND.settlement),
  maturity: localDate(BOND.maturity),
  rate: BOND.coupon,
  redemption: 100,
  frequency: BOND.frequency,
  // Excel basis 1: E = actual days of the coupon period, i.e. ACT/ACT-ICMA for a regular bond.
  convention: 'ACTUAL/ACTUAL',
};

/**
 * bond-calculator has no prepared form: bondCalculator(spec) only validates (joi) and every
 * call recomputes the coupon dates. "Prepared" reuses the validated object; "from terms"
 * builds it on every call, as bond-math's yieldFromPrice(terms, ...) starts from terms.
 */
export function runBondCalculator(): LibraryRun {
  const calc = bondCalculator(spec);
  return {
    yields: SAMPLES.map((i) => calc.yield(priceAt(i))),
    prices: SAMPLES.map((i) => calc.price(yieldAt(i))),
    yieldPrepared: opsPerSecond((i) => calc.yield(priceAt(i))),
    yieldTerms: opsPerSecond((i) => bondCalculator(spec).yield(priceAt(i))),
    pricePrepared: opsPerSecond((i) => calc.price(yieldAt(i))),
    priceTerms: opsPerSecond((i) => bondCalculator(spec).price(yieldAt(i))),
  };
}
