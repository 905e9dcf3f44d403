/**
 * Schedules and cash flows: stubs, end-of-month, adjusted payment vs unadjusted accrual
 * dates, zero-coupon, step-up, amortizing, floaters, explicit flows, ex-coupon, rounding.
 * Expected values are computed by hand from the rules cited in src/.
 */
import { describe, expect, it } from 'vitest';
import {
  accruedInterest,
  buildCashFlows,
  formatIsoDate,
  generateSchedule,
  parseIsoDate,
  prepare,
  type BondTerms,
} from '../src/index';

const d = parseIsoDate;
const iso = (xs: readonly number[]) => xs.map((x) => formatIsoDate(x as never));

describe('schedules', () => {
  it('backward generation leaves a short first stub; stub "long" merges it', () => {
    const base = {
      effectiveDate: d('2024-02-10'),
      terminationDate: d('2026-06-15'),
      tenorMonths: 6,
    };
    const short = generateSchedule(base);
    expect(iso(short.dates)).toEqual([
      '2024-02-10',
      '2024-06-15',
      '2024-12-15',
      '2025-06-15',
      '2025-12-15',
      '2026-06-15',
    ]);
    expect(short.isRegular).toEqual([false, true, true, true, true]);
    const long = generateSchedule({ ...base, stub: 'long' });
    expect(iso(long.dates)).toEqual([
      '2024-02-10',
      '2024-12-15',
      '2025-06-15',
      '2025-12-15',
      '2026-06-15',
    ]);
    expect(long.isRegular[0]).toBe(false);
  });

  it('forward generation with a penultimate date gives a long last period', () => {
    const s = generateSchedule({
      effectiveDate: d('2024-01-15'),
      terminationDate: d('2025-12-01'),
      tenorMonths: 6,
      rule: 'forward',
      nextToLastDate: d('2025-01-15'),
    });
    expect(iso(s.dates)).toEqual(['2024-01-15', '2024-07-15', '2025-01-15', '2025-12-01']);
    expect(s.isRegular).toEqual([true, true, false]);
  });

  it('pays on adjusted dates but accrues on unadjusted ones', () => {
    const flows = buildCashFlows({
      issueDate: d('2024-08-15'),
      maturityDate: d('2026-08-15'),
      frequency: 2,
      dayCount: 'ACT/ACT-ICMA',
      couponRate: 0.04,
      calendar: 'us-government-bond',
    }).flows;
    const last = flows[flows.length - 1];
    expect(formatIsoDate(last!.accrualEnd)).toBe('2026-08-15'); // Saturday
    expect(formatIsoDate(last!.paymentDate)).toBe('2026-08-17');
    for (const f of flows) expect(f.coupon).toBeCloseTo(2, 12); // regular ICMA periods
  });
});

describe('bond types', () => {
  const bullet: BondTerms = {
    issueDate: d('2024-03-01'),
    maturityDate: d('2029-03-01'),
    frequency: 2,
    dayCount: '30/360-US',
    couponRate: 0.05,
  };

  it('bullet: level coupons and redemption at maturity', () => {
    const flows = buildCashFlows(bullet).flows;
    expect(flows).toHaveLength(10);
    expect(flows.every((f) => f.coupon === 2.5)).toBe(true);
    expect(flows.map((f) => f.redemption)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 100]);
  });

  it('zero-coupon: one redemption, no accrued interest', () => {
    const terms: BondTerms = {
      issueDate: d('2024-01-10'),
      maturityDate: d('2027-01-10'),
      frequency: 0,
      dayCount: 'ACT/365F',
      faceValue: 1000,
    };
    const bond = buildCashFlows(terms);
    expect(bond.flows).toHaveLength(1);
    expect(bond.flows[0]?.redemption).toBe(1000);
    expect(accruedInterest(bond, d('2025-05-05')).amount).toBe(0);
  });

  it('step-up: the rate changes by period start date', () => {
    const flows = buildCashFlows({
      ...bullet,
      couponSteps: [
        { from: d('2026-03-01'), rate: 0.06 },
        { from: d('2028-03-01'), rate: 0.08 },
      ],
    }).flows;
    expect(flows.map((f) => f.coupon)).toEqual([2.5, 2.5, 2.5, 2.5, 3, 3, 3, 3, 4, 4]);
  });

  it('amortizing: partial redemptions reduce the face on which coupons accrue', () => {
    const terms: BondTerms = {
      ...bullet,
      faceValue: 1000,
      amortization: [
        { date: d('2027-03-01'), amount: 300 },
        { date: d('2028-03-01'), amount: 300 },
      ],
    };
    const flows = buildCashFlows(terms).flows;
    expect(flows.map((f) => f.notional)).toEqual([
      1000, 1000, 1000, 1000, 1000, 1000, 700, 700, 400, 400,
    ]);
    expect(flows.map((f) => f.redemption)).toEqual([0, 0, 0, 0, 0, 300, 0, 300, 0, 400]);
    expect(flows[6]?.coupon).toBe(17.5);
    // Prices are per 100 of the outstanding face: after the first amortization 700 is 100 %.
    const p = prepare(terms, d('2027-06-01'));
    expect(p.outstanding).toBe(700);
    expect(p.amounts.reduce((a, b) => a + b, 0)).toBeCloseTo(100 + (17.5 * 2 + 10 * 2) / 7, 10);
    expect(() =>
      buildCashFlows({ ...terms, amortization: [{ date: d('2027-03-01'), amount: 1000 }] }),
    ).toThrow(/whole face/);
    expect(() =>
      buildCashFlows({ ...terms, amortization: [{ date: d('2027-03-02'), amount: 10 }] }),
    ).toThrow(/coupon date/);
  });

  it('floater: known current coupon; unknown ones from the last fixing or a forward curve', () => {
    const frn: BondTerms = {
      issueDate: d('2024-01-15'),
      maturityDate: d('2026-01-15'),
      frequency: 4,
      dayCount: 'ACT/360',
      calendar: 'null',
      floating: {
        fixings: [
          { periodStart: d('2024-01-15'), rate: 0.05 },
          { periodStart: d('2024-04-15'), rate: 0.052 },
        ],
      },
    };
    const flat = buildCashFlows(frn).flows;
    expect(flat.map((f) => f.rate)).toEqual([
      0.05, 0.052, 0.052, 0.052, 0.052, 0.052, 0.052, 0.052,
    ]);
    expect(flat.map((f) => f.projected)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(flat[1]?.coupon).toBeCloseTo((100 * 0.052 * 91) / 360, 12);
    const fwd = buildCashFlows({
      ...frn,
      floating: { ...frn.floating!, forward: (s) => (s >= d('2025-01-15') ? 0.04 : 0.045) },
    }).flows;
    expect(fwd.map((f) => f.rate)).toEqual([0.05, 0.052, 0.045, 0.045, 0.04, 0.04, 0.04, 0.04]);
  });

  it('explicit cash flows take precedence over generated ones (merged by date)', () => {
    const flows = buildCashFlows({
      ...bullet,
      faceValue: 1000,
      cashFlows: [
        { date: d('2024-09-04'), coupon: 25.21 },
        { date: d('2025-03-05'), coupon: 24.93 },
        { date: d('2025-03-05'), redemption: 1000 },
      ],
    }).flows;
    expect(flows).toHaveLength(2);
    expect(formatIsoDate(flows[0]!.accrualStart)).toBe('2024-03-01');
    expect(formatIsoDate(flows[1]!.accrualStart)).toBe('2024-09-04');
    expect(flows[1]?.coupon).toBe(24.93);
    expect(flows[1]?.redemption).toBe(1000);
  });

  it('Russian rounding: coupon and accrued rounded to kopecks', () => {
    const terms: BondTerms = {
      issueDate: d('2024-01-17'),
      maturityDate: d('2027-01-13'),
      frequency: 2,
      dayCount: 'ACT/365F',
      faceValue: 1000,
      couponRate: 0.0775,
      calendar: 'moex',
      rounding: { couponDecimals: 2, accruedDecimals: 2 },
    };
    const bond = buildCashFlows(terms);
    // e.g. 1000 * 7.75 % * 184/365 = 39.0684... -> 39.07
    for (const f of bond.flows) {
      const exact = (1000 * 0.0775 * (f.accrualEnd - f.accrualStart)) / 365;
      expect(f.coupon).toBe(Math.round(exact * 100) / 100);
    }
    expect(bond.flows.find((f) => f.accrualEnd - f.accrualStart === 184)?.coupon).toBe(39.07);
    const a = accruedInterest(bond, d('2024-04-29'), terms);
    const f0 = bond.flows[0]!;
    const days = d('2024-04-29') - f0.accrualStart;
    expect(a.days).toBe(days);
    expect(a.amount).toBe(
      Math.round((f0.coupon * days * 100) / (f0.accrualEnd - f0.accrualStart)) / 100,
    );
    expect(a.percentOfFace).toBeCloseTo(a.amount / 10, 12);
  });
});

describe('ex-coupon (UK gilt: 7 business days before the coupon, DMO formulae)', () => {
  const gilt: BondTerms = {
    issueDate: d('2023-01-22'),
    maturityDate: d('2033-01-22'),
    frequency: 2,
    dayCount: 'ACT/ACT-ICMA',
    couponRate: 0.0425,
    calendar: 'united-kingdom',
    exCoupon: { days: 7, dayType: 'business' },
  };
  it('negative accrued inside the ex-dividend period and no coupon for the buyer', () => {
    const bond = buildCashFlows(gilt);
    const next = bond.flows.find((f) => f.accrualEnd > d('2024-07-15'))!;
    expect(formatIsoDate(next.exCouponDate)).toBe('2024-07-11'); // 7 business days before Mon 22 Jul
    const before = accruedInterest(bond, d('2024-07-10'), gilt);
    const inside = accruedInterest(bond, d('2024-07-15'), gilt);
    expect(before.amount).toBeGreaterThan(0);
    expect(inside.exCoupon).toBe(true);
    // -coupon * days to the coupon date / days in period (ACT/ACT ICMA)
    expect(inside.amount).toBeCloseTo((-2.125 * 7) / (d('2024-07-22') - d('2024-01-22')), 12);
    expect(inside.days).toBe(-7);
    const p = prepare(gilt, d('2024-07-15'));
    expect(p.dates[0]).toBe(d('2025-01-22'));
  });
});
