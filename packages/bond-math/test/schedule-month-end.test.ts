/**
 * Schedules near month ends, and 30/360 Bond Basis near month ends.
 *
 * Expected schedules follow QuantLib's Schedule rules (ql/time/schedule.cpp): every date is
 * the anchor -/+ k * tenor (NullCalendar().advance, computed from the anchor, not step by
 * step), the day clipped to the month's length; with endOfMonth on and the anchor at a
 * month end, the target month's end instead. The cases marked "test-suite" are QuantLib's
 * own (test-suite/schedule.cpp), dates as printed there. One documented difference: an
 * anchor on its month's last business day but not its last day is not a month end here
 * (QuantLib's adjustment step says it is); `endOfMonthAnchor: 'last-business-day'` gives
 * QuantLib's answer (see src/schedule/schedule.ts).
 *
 * 30/360 Bond Basis: ISDA 2006 Definitions Section 4.16(f), as QuantLib's
 * Thirty360(BondBasis); see src/day-count/thirty-360-bond-basis.ts for the choice of times.
 */
import { describe, expect, it } from 'vitest';
import {
  accruedInterest,
  buildCashFlows,
  calendarById,
  dayCountById,
  formatIsoDate,
  generateSchedule,
  parseIsoDate,
  prepare,
  type BondTerms,
  type CalendarId,
  type ScheduleOptions,
} from '../src/index';

const d = parseIsoDate;
const iso = (xs: readonly number[]) => xs.map((x) => formatIsoDate(x as never));

function dates(
  effective: string,
  termination: string,
  tenorMonths: number,
  options: Partial<ScheduleOptions> & { calendarId?: CalendarId } = {},
): string[] {
  const { calendarId, ...rest } = options;
  return iso(
    generateSchedule({
      effectiveDate: d(effective),
      terminationDate: d(termination),
      tenorMonths,
      ...(calendarId ? { calendar: calendarById(calendarId) } : {}),
      ...rest,
    }).dates,
  );
}

describe('a maturity near, but not at, the month end (the bug)', () => {
  // Friday 27 Feb 2026: 28 Feb is a Saturday, so the 27th is February's last business day.
  const monthly: BondTerms = {
    issueDate: d('2025-06-10'),
    maturityDate: d('2026-02-27'),
    frequency: 12,
    dayCount: 'ACT/ACT-ICMA',
    couponRate: 0.06,
  };
  const the27ths = [
    '2025-06-27',
    '2025-07-27',
    '2025-08-27',
    '2025-09-27',
    '2025-10-27',
    '2025-11-27',
    '2025-12-27',
    '2026-01-27',
    '2026-02-27',
  ];

  it('keeps every coupon of a monthly ACT/ACT-ICMA bond on the 27th, on any calendar', () => {
    for (const calendar of [
      undefined,
      'weekends-only',
      'united-kingdom',
      'target',
      'us-government-bond',
    ] as const) {
      const bond = buildCashFlows({ ...monthly, calendar });
      expect(iso(bond.flows.map((f) => f.accrualEnd)), String(calendar)).toEqual(the27ths);
    }
  });

  it('accrues 14 of the 31 days from 27 Jan, not 10 of 27 from 31 Jan', () => {
    const bond = buildCashFlows(monthly);
    const a = accruedInterest(bond, d('2026-02-10'));
    expect(formatIsoDate(a.periodStart)).toBe('2026-01-27');
    expect(a.days).toBe(14);
    // Regular monthly period: coupon = 6 % / 12 of 100; accrued = coupon * 14 / 31.
    expect(a.percentOfFace).toBeCloseTo((0.5 * 14) / 31, 12);
  });

  it("QuantLib's reading (last business day = month end) would roll every date", () => {
    expect(
      dates('2025-06-10', '2026-02-27', 1, {
        endOfMonth: true,
        calendarId: 'weekends-only',
        endOfMonthAnchor: 'last-business-day',
      }).slice(1, 4),
    ).toEqual(['2025-06-30', '2025-07-31', '2025-08-31']);
    expect(
      dates('2025-06-10', '2026-02-27', 1, { endOfMonth: true, calendarId: 'weekends-only' }),
    ).toEqual(['2025-06-10', ...the27ths]);
  });
});

describe('end-of-month rule on and off (backward from the maturity)', () => {
  it('monthly from a February month end: month ends when on, the 28th when off', () => {
    expect(dates('2024-02-29', '2025-02-28', 1, { endOfMonth: true })).toEqual([
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2024-05-31',
      '2024-06-30',
      '2024-07-31',
      '2024-08-31',
      '2024-09-30',
      '2024-10-31',
      '2024-11-30',
      '2024-12-31',
      '2025-01-31',
      '2025-02-28',
    ]);
    const off = generateSchedule({
      effectiveDate: d('2024-02-29'),
      terminationDate: d('2025-02-28'),
      tenorMonths: 1,
      endOfMonth: false,
    });
    expect(iso(off.dates)).toEqual([
      '2024-02-29',
      '2024-03-28',
      '2024-04-28',
      '2024-05-28',
      '2024-06-28',
      '2024-07-28',
      '2024-08-28',
      '2024-09-28',
      '2024-10-28',
      '2024-11-28',
      '2024-12-28',
      '2025-01-28',
      '2025-02-28',
    ]);
    // 28 Mar - 1M is 28 Feb 2024, not the 29 Feb start: a short first stub.
    expect(off.isRegular[0]).toBe(false);
    expect(off.endOfMonth).toBe(false);
  });

  it('quarterly from 28 Feb 2025 reaches 29 Feb 2024 (leap year) only when on', () => {
    expect(dates('2024-02-29', '2025-02-28', 3, { endOfMonth: true })).toEqual([
      '2024-02-29',
      '2024-05-31',
      '2024-08-31',
      '2024-11-30',
      '2025-02-28',
    ]);
    expect(dates('2024-02-29', '2025-02-28', 3, { endOfMonth: false })).toEqual([
      '2024-02-29',
      '2024-05-28',
      '2024-08-28',
      '2024-11-28',
      '2025-02-28',
    ]);
  });

  it('semi-annual from 30 June: 31 December when on, 30 December when off', () => {
    expect(dates('2023-06-30', '2025-06-30', 6, { endOfMonth: true })).toEqual([
      '2023-06-30',
      '2023-12-31',
      '2024-06-30',
      '2024-12-31',
      '2025-06-30',
    ]);
    expect(dates('2023-06-30', '2025-06-30', 6, { endOfMonth: false })).toEqual([
      '2023-06-30',
      '2023-12-30',
      '2024-06-30',
      '2024-12-30',
      '2025-06-30',
    ]);
  });

  it('from a 31st, clipping already gives month ends: on and off agree', () => {
    const expected = ['2024-08-31', '2024-11-30', '2025-02-28', '2025-05-31', '2025-08-31'];
    expect(dates('2024-08-31', '2025-08-31', 3, { endOfMonth: true })).toEqual(expected);
    expect(dates('2024-08-31', '2025-08-31', 3, { endOfMonth: false })).toEqual(expected);
  });

  it('from a 30th that is no month end: February is clipped, nothing rolls to the 31st', () => {
    // 30 Mar 2026 - 1M = 28 Feb (clipped); - 2M = 30 Jan, from the anchor, not 28 Jan.
    expect(dates('2025-10-30', '2026-03-30', 1, { endOfMonth: true })).toEqual([
      '2025-10-30',
      '2025-11-30',
      '2025-12-30',
      '2026-01-30',
      '2026-02-28',
      '2026-03-30',
    ]);
    expect(dates('2023-12-30', '2024-03-30', 1, { endOfMonth: true })).toEqual([
      '2023-12-30',
      '2024-01-30',
      '2024-02-29',
      '2024-03-30',
    ]);
  });

  it('from 29 February (leap year): month ends when on, the 29th where it exists when off', () => {
    expect(dates('2022-02-28', '2024-02-29', 6, { endOfMonth: true })).toEqual([
      '2022-02-28',
      '2022-08-31',
      '2023-02-28',
      '2023-08-31',
      '2024-02-29',
    ]);
    expect(dates('2022-02-28', '2024-02-29', 6, { endOfMonth: false })).toEqual([
      '2022-02-28',
      '2022-08-29',
      '2023-02-28',
      '2023-08-29',
      '2024-02-29',
    ]);
  });

  it('forward from 28 Feb 2023: 29 Feb 2024 when on, 28 Feb when off', () => {
    const forward = { rule: 'forward' } as const;
    expect(dates('2023-02-28', '2025-02-28', 12, { ...forward, endOfMonth: true })).toEqual([
      '2023-02-28',
      '2024-02-29',
      '2025-02-28',
    ]);
    expect(dates('2023-02-28', '2025-02-28', 12, { ...forward, endOfMonth: false })).toEqual([
      '2023-02-28',
      '2024-02-28',
      '2025-02-28',
    ]);
  });
});

describe("QuantLib's test-suite/schedule.cpp cases", () => {
  it('testDoubleFirstDateWithEomAdjustment: backward, modified following, US government', () => {
    expect(
      dates('1996-08-22', '1997-08-31', 6, {
        endOfMonth: true,
        calendarId: 'us-government-bond',
        convention: 'modified-following',
        terminationConvention: 'following',
      }),
    ).toEqual(['1996-08-22', '1996-08-30', '1997-02-28', '1997-09-02']);
  });

  it('testNextToLastWithEomAdjustment: the penultimate date is the anchor', () => {
    expect(
      dates('1996-08-10', '1998-08-10', 6, {
        endOfMonth: true,
        nextToLastDate: d('1998-02-28'),
        calendarId: 'us-government-bond',
        convention: 'modified-following',
        terminationConvention: 'modified-following',
      }),
    ).toEqual(['1996-08-12', '1996-08-30', '1997-02-28', '1997-08-29', '1998-02-27', '1998-08-10']);
  });

  it('testEomAdjustment (ModifiedPreceding): forward monthly from 29 Feb 2024, TARGET', () => {
    expect(
      dates('2024-02-29', '2025-02-28', 1, {
        rule: 'forward',
        endOfMonth: true,
        calendarId: 'target',
        convention: 'modified-preceding',
      }),
    ).toEqual([
      '2024-02-29',
      '2024-03-28',
      '2024-04-30',
      '2024-05-31',
      '2024-06-28',
      '2024-07-31',
      '2024-08-30',
      '2024-09-30',
      '2024-10-31',
      '2024-11-29',
      '2024-12-31',
      '2025-01-31',
      '2025-02-28',
    ]);
  });

  it('testBackwardRegularFirstPeriodWithFirstDate: 30 Sep + 6M = 31 Mar is regular', () => {
    const schedule = (effective: string) =>
      generateSchedule({
        effectiveDate: d(effective),
        terminationDate: d('2024-09-30'),
        tenorMonths: 6,
        endOfMonth: true,
        firstDate: d('2018-03-31'),
      });
    expect(schedule('2017-09-30').isRegular[0]).toBe(true);
    expect(schedule('2017-09-03').isRegular[0]).toBe(false);
  });

  it('testDatesPastEndDateWithEomAdjustment: the documented difference', () => {
    // Thursday 28 Mar 2013 is March's last TARGET business day (Good Friday 29 Mar), not
    // its last day: QuantLib rolls 2014 to the 31st and drops 31 Mar 2015 (past the end);
    // here the anchor is no month end, so dates stay on the 28th with a 2-day final stub.
    const options = {
      rule: 'forward',
      endOfMonth: true,
      calendarId: 'target',
    } as const;
    expect(dates('2013-03-28', '2015-03-30', 12, options)).toEqual([
      '2013-03-28',
      '2014-03-28',
      '2015-03-28',
      '2015-03-30',
    ]);
    const quantlib = generateSchedule({
      effectiveDate: d('2013-03-28'),
      terminationDate: d('2015-03-30'),
      tenorMonths: 12,
      rule: 'forward',
      endOfMonth: true,
      calendar: calendarById('target'),
      endOfMonthAnchor: 'last-business-day',
    });
    expect(iso(quantlib.dates)).toEqual(['2013-03-28', '2014-03-31', '2015-03-30']);
    expect(quantlib.isRegular).toEqual([true, false]);
  });
});

describe('30/360 Bond Basis near month ends (ISDA 2006 Section 4.16(f))', () => {
  const bb = (a: string, b: string) => dayCountById('30/360-BB').dayCount(d(a), d(b));

  it('moves D1 31 to 30, and D2 31 to 30 only when D1 is then 30; no February rule', () => {
    expect(bb('2024-04-30', '2024-05-31')).toBe(30); // D1 30: D2 31 -> 30
    expect(bb('2024-05-31', '2024-07-31')).toBe(60); // D1 31 -> 30, then D2 -> 30
    expect(bb('2024-05-15', '2024-05-31')).toBe(16); // D1 15: D2 stays 31
    expect(bb('2007-02-28', '2007-08-31')).toBe(183); // February end not moved
    expect(bb('2007-08-31', '2008-02-29')).toBe(179);
    expect(dayCountById('30/360-US').dayCount(d('2007-02-28'), d('2007-08-31'))).toBe(180);
  });

  it('coupons of a 31 August bond follow the text (as QuantLib FixedRateLeg computes them)', () => {
    const bond = buildCashFlows({
      issueDate: d('2006-08-31'),
      maturityDate: d('2008-08-31'),
      frequency: 2,
      dayCount: '30/360-BB',
      couponRate: 0.05,
    });
    // 31 Aug -> 28 Feb: 178 days; 28 Feb -> 31 Aug: 183; 31 Aug -> 29 Feb: 179; 29 Feb -> 31 Aug: 182.
    const days = [178, 183, 179, 182];
    expect(bond.flows).toHaveLength(days.length);
    bond.flows.forEach((f, i) => expect(f.coupon).toBeCloseTo((5 * (days[i] as number)) / 360, 13));
  });

  it('times a flow by one count from settlement, where QuantLib sums per period', () => {
    const terms: BondTerms = {
      issueDate: d('2024-03-28'),
      maturityDate: d('2025-03-28'),
      frequency: 4,
      dayCount: '30/360-BB',
      couponRate: 0.05,
    };
    const p = prepare(terms, d('2024-05-31'), { convention: 'street' });
    // Settling 31 May for the 28 Jun coupon: D1 31 -> 30, so 28 days (4.16(f) on the pair).
    expect(p.times[0]).toBeCloseTo(28 / 360, 15);
    // QuantLib's stepwise time: yf(28 Mar, 28 Jun) - yf(28 Mar, 31 May) = (90 - 63) / 360.
    expect(bb('2024-03-28', '2024-06-28') - bb('2024-03-28', '2024-05-31')).toBe(27);
    // Accrued is one count from the period start either way: 63 of 90 days of 1.25.
    expect(p.accrued.percentOfFace).toBeCloseTo((1.25 * 63) / 90, 12);
  });
});
