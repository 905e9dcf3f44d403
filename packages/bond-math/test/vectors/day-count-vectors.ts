/** Day-count vectors: QuantLib test-suite / ISDA 2008 30/360 tables, mktc1198 ACT/ACT. */
import { expect } from 'vitest';
import {
  dayCountById,
  formatIsoDate,
  generateSchedule,
  quasiCouponDates,
  type DayCountId,
} from '../../src/index';
import { d, num, within, type Handler } from './common';

function pairsDayCount(id: DayCountId): Handler {
  return (v) => {
    const pairs = v.inputs.pairs as [string, string][];
    const expected = v.expected.day_count as number[];
    const dc = dayCountById(id);
    const got = pairs.map(([a, b]) => dc.dayCount(d(a), d(b)));
    expect(got).toEqual(expected);
    pairs.forEach(([a, b], i) =>
      expect(dc.yearFraction(d(a), d(b))).toBeCloseTo((expected[i] as number) / 360, 12),
    );
  };
}

export const DAY_COUNT_HANDLERS: Record<string, Handler> = {
  'ql-dc-30360-bondbasis-isda2008': pairsDayCount('30/360-BB'),
  'ql-dc-30360-us-sia': pairsDayCount('30/360-US'),
  'ql-dc-30e360-eurobond': pairsDayCount('30E/360'),
  'ql-dc-actact-isda-mktc1198': (v) => {
    const dc = dayCountById('ACT/ACT-ISDA');
    (v.inputs.pairs as [string, string][]).forEach(([a, b], k) =>
      within(
        dc.yearFraction(d(a), d(b)),
        (v.expected.year_fraction as number[])[k] as number,
        num(v.tolerance.abs),
        `${a}..${b}`,
      ),
    );
  },
  'ql-dc-actact-icma-refperiod-mktc1198': (v) => {
    const dc = dayCountById('ACT/ACT-ICMA');
    (v.inputs.cases as Record<string, string>[]).forEach((c, k) =>
      within(
        dc.yearFraction(d(c.start), d(c.end), { refStart: d(c.refStart), refEnd: d(c.refEnd) }),
        (v.expected.year_fraction as number[])[k] as number,
        num(v.tolerance.abs),
        `${c.start}..${c.end}`,
      ),
    );
  },
  'ql-dc-actact-icma-schedule-odd-last': (v) => {
    const dc = dayCountById('ACT/ACT-ICMA');
    (v.inputs.cases as Record<string, unknown>[]).forEach((c, k) => {
      const s = generateSchedule({
        effectiveDate: d(c.accrualStart),
        terminationDate: d(c.maturity),
        tenorMonths: 12 / num(c.frequency),
        firstDate: d(c.firstCoupon),
        nextToLastDate: d(c.penultimateCoupon),
        endOfMonth: Boolean(c.endOfMonth),
      });
      const yf = dc.yearFraction(d(c.d1), d(c.d2), {
        quasiCoupons: quasiCouponDates(s),
        frequency: num(c.frequency),
      });
      within(
        yf,
        (v.expected.year_fraction as number[])[k] as number,
        num(v.tolerance.abs),
        `case ${k}`,
      );
    });
  },
  'ql-dc-actact-icma-long-first-coupon': (v) => {
    const i = v.inputs;
    const s = generateSchedule({
      effectiveDate: d(i.issue),
      terminationDate: d(i.maturity),
      tenorMonths: 12 / num(i.frequency),
      firstDate: d(i.firstCoupon),
      endOfMonth: Boolean(i.endOfMonth),
      rule: 'backward',
    });
    const quasi = quasiCouponDates(s);
    expect(quasi.slice(0, 2).map(formatIsoDate)).toEqual(i.quasiCoupons);
    const dc = dayCountById('ACT/ACT-ICMA');
    (i.cases as Record<string, string>[]).forEach((c, k) =>
      within(
        dc.yearFraction(d(c.d1), d(c.d2), { quasiCoupons: quasi, frequency: 2 }),
        (v.expected.year_fraction as number[])[k] as number,
        num(v.tolerance.abs),
        `case ${k}`,
      ),
    );
  },
};
