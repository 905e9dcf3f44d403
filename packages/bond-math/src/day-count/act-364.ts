/**
 * ACT/364: actual calendar days / 364 (52 weeks), used by some bills and by bonds with
 * 13-week/26-week coupon periods. Source: ICMA Rule Book, Rule 251 (Actual/364 is listed
 * among the day-count fractions market participants may specify).
 */
import { fixedDenominator } from './types';

export const act364 = fixedDenominator('ACT/364', 'Actual/364', 364, (d1, d2) => d2 - d1);
