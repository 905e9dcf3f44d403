/**
 * Coupon frequency: payments per year. 0 means a single payment at maturity (zero coupon /
 * "once"). Only frequencies that divide 12 months evenly are schedulable.
 */
import { fail } from '../errors';

export type Frequency = 0 | 1 | 2 | 3 | 4 | 6 | 12;

const VALID: readonly number[] = [0, 1, 2, 3, 4, 6, 12];

export function checkFrequency(value: number, field = 'frequency'): Frequency {
  if (!VALID.includes(value)) {
    fail(
      'invalid_frequency',
      `${field} must be one of ${VALID.join(', ')}, got ${String(value)}`,
      field,
    );
  }
  return value as Frequency;
}

/** Months in one regular coupon period (12 / frequency). */
export function monthsPerPeriod(frequency: Frequency): number {
  if (frequency === 0)
    fail('invalid_frequency', 'a zero-coupon bond has no coupon period', 'frequency');
  return 12 / frequency;
}

/** Parses a tenor such as "6M" or "1Y" into months. */
export function tenorMonths(tenor: string): number {
  const m = /^(\d+)([MY])$/i.exec(tenor.trim());
  if (!m)
    fail(
      'invalid_argument',
      `tenor must look like 6M or 1Y, got ${JSON.stringify(tenor)}`,
      'tenor',
    );
  const n = Number(m[1]);
  if (n <= 0) fail('invalid_argument', 'tenor must be positive', 'tenor');
  return m[2]?.toUpperCase() === 'Y' ? 12 * n : n;
}
