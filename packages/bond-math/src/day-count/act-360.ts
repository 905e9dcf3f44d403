/**
 * ACT/360 (Actual/360, "French", money market): actual calendar days / 360.
 * Source: ISDA 2006 Definitions Section 4.16(e).
 */
import { fixedDenominator } from './types';

export const act360 = fixedDenominator('ACT/360', 'Actual/360', 360, (d1, d2) => d2 - d1);
