/**
 * ACT/365F (Actual/365 Fixed): actual calendar days / 365, whatever the year length.
 * Source: ISDA 2006 Definitions Section 4.16(d). Used by MOEX/Russian bonds (OFZ coupons
 * are face * rate * days/365) and as the time basis of MOEX effective yields.
 */
import { fixedDenominator } from './types';

export const act365Fixed = fixedDenominator(
  'ACT/365F',
  'Actual/365 (Fixed)',
  365,
  (d1, d2) => d2 - d1,
);
