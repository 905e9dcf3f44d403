import { parseIsoDate, type BondTerms, type PrepareOptions } from '@bondsight/bond-math';

/**
 * The bench bond, shared by every library: a 10-year 5 % semi-annual bullet, ACT/ACT-ICMA
 * (a US Treasury note), no holidays, settled mid-first-period. bond-math's 'street' yield is
 * Excel's YIELD (what bond-calculator implements) and, with more than one coupon left and
 * unadjusted dates, QuantLib's Compounded semi-annual yield: the three compute one number.
 */
export const BOND = {
  issue: '2026-11-15',
  maturity: '2036-11-15',
  settlement: '2026-11-23',
  coupon: 0.05,
  frequency: 2,
} as const;

export const terms: BondTerms = {
  issueDate: parseIsoDate(BOND.issue),
  maturityDate: parseIsoDate(BOND.maturity),
  frequency: BOND.frequency,
  dayCount: 'ACT/ACT-ICMA',
  couponRate: BOND.coupon,
  calendar: 'null',
  paymentConvention: 'unadjusted',
};
export const settlement = parseIsoDate(BOND.settlement);
export const options: PrepareOptions = { convention: 'street' };

/**
 * Inputs cycle through 1,024 values so that no solve repeats the previous one; the C++ side
 * (bench/quantlib/bond-bench.cpp) generates the very same numbers.
 */
export const priceAt = (i: number): number => 85 + ((i & 1023) * 30) / 1024;
export const yieldAt = (i: number): number => 0.01 + ((i & 1023) * 0.08) / 1024;

/** The agreement check compares 64 answers spread over the inputs. */
export const SAMPLES = Array.from({ length: 64 }, (_, k) => k * 16);
