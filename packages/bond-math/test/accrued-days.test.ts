/**
 * Accrued days are counted as the bond's day count counts them (`days`), with the calendar
 * days alongside (`actualDays`). The 30E/360 case is the one Bloomberg's and FinancePy's bond
 * screens show for an annual 30E/360 bond with a 13 May coupon settling 21 July 2017: 68
 * days accrued (30E/360, ISDA 2006 4.16(g): 360 (Y2 - Y1) + 30 (M2 - M1) + (D2 - D1) =
 * 30 * 2 + 8), where the calendar counts 69 (18 in May, 30 in June, 21 in July).
 */
import { describe, expect, it } from 'vitest';
import {
  accruedInterest,
  analyzeBond,
  buildCashFlows,
  parseIsoDate,
  type BondTerms,
} from '../src/index';

const d = parseIsoDate;

const EURO_30E: BondTerms = {
  issueDate: d('2016-05-13'),
  maturityDate: d('2026-05-13'),
  frequency: 1,
  dayCount: '30E/360',
  couponRate: 0.045,
};

describe('accrued days in the bond day count', () => {
  it('30E/360, 13 May -> 21 Jul 2017: 68 days accrued, 69 calendar days', () => {
    const a = accruedInterest(buildCashFlows(EURO_30E), d('2017-07-21'), EURO_30E);
    expect(a.days).toBe(68);
    expect(a.actualDays).toBe(69);
    // The amount follows the day count's days: 4.5 * 68 / 360 per 100.
    expect(a.percentOfFace).toBeCloseTo((4.5 * 68) / 360, 12);
    const analytics = analyzeBond(EURO_30E, d('2017-07-21'), { yield: 0.04 });
    expect(analytics.accruedDays).toBe(68);
    expect(analytics.accruedActualDays).toBe(69);
  });

  it('30E/360 across February: 13 Jan -> 1 Mar 2018 counts 48 days, the calendar 47', () => {
    const terms: BondTerms = {
      ...EURO_30E,
      issueDate: d('2017-01-13'),
      maturityDate: d('2027-01-13'),
    };
    const a = accruedInterest(buildCashFlows(terms), d('2018-03-01'), terms);
    expect(a.days).toBe(30 * 2 + (1 - 13));
    expect(a.actualDays).toBe(47);
  });

  it('ACT/ACT and ACT/365F count calendar days: both fields agree', () => {
    for (const dayCount of ['ACT/ACT-ICMA', 'ACT/365F'] as const) {
      const terms: BondTerms = { ...EURO_30E, dayCount };
      const a = accruedInterest(buildCashFlows(terms), d('2017-07-21'), terms);
      expect(a.days).toBe(69);
      expect(a.actualDays).toBe(69);
    }
  });

  it('ex-coupon: minus the days left to the coupon, in the day count and in the calendar', () => {
    // Seven calendar days ex: settling 8 May 2018 (coupon 13 May) is ex, 5 days to go in both.
    const terms: BondTerms = { ...EURO_30E, exCoupon: { days: 7 } };
    const a = accruedInterest(buildCashFlows(terms), d('2018-05-08'), terms);
    expect(a.exCoupon).toBe(true);
    expect(a.days).toBe(-5);
    expect(a.actualDays).toBe(-5);
    // Across a 31st: settling 28 May 2018 before a 3 June coupon: 30E/360 counts 5 (28 May ->
    // 30 May is 2, then 3), the calendar 6.
    const june: BondTerms = {
      ...terms,
      issueDate: d('2017-06-03'),
      maturityDate: d('2027-06-03'),
    };
    const b = accruedInterest(buildCashFlows(june), d('2018-05-28'), june);
    expect(b.exCoupon).toBe(true);
    expect(b.days).toBe(-5);
    expect(b.actualDays).toBe(-6);
  });
});
