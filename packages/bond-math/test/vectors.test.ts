/**
 * The 29 public reference cases of ../shared/reference/bond-math-vectors.json (QuantLib
 * test-suite, ISDA day-count examples, Microsoft Excel documentation, MOEX/Bank of Russia
 * G-curve, Russian coupon rounding). One test per vector, named by its id; each asserts
 * within the vector's own tolerance. Sources are in the file (`source` of each case).
 */
import { describe, expect, it } from 'vitest';
import {
  buildCashFlows,
  calendarById,
  callExcel,
  dayCountById,
  formatIsoDate,
  generateSchedule,
  levelPaymentPrincipals,
  moexZeroCurve,
  parseIsoDate,
  priceFromYield,
  quasiCouponDates,
  yieldFromPrice,
  addMonths,
  type BondTerms,
  type BusinessDayConvention,
  type CalendarId,
  type DayCountId,
  type MoexZcycParams,
  type YieldConvention,
} from '../src/index';
import { hasReference, readVectors, type Vector } from './reference';

const FILE = 'bond-math-vectors.json';
const present = hasReference(FILE);
const d = (s: unknown) => parseIsoDate(s as string);
const num = (x: unknown) => x as number;

type Handler = (v: Vector) => void;

function pairsDayCount(id: DayCountId): Handler {
  return (v) => {
    const pairs = v.inputs.pairs as [string, string][];
    const expected = v.expected.day_count as number[];
    const dc = dayCountById(id);
    const got = pairs.map(([a, b]) => dc.dayCount(d(a), d(b)));
    expect(got).toEqual(expected);
    pairs.forEach(([a, b], i) => expect(dc.yearFraction(d(a), d(b))).toBeCloseTo((expected[i] as number) / 360, 12));
  };
}

function within(got: number, expected: number, tol: number, label: string) {
  expect(Math.abs(got - expected), `${label}: got ${got}, expected ${expected}`).toBeLessThanOrEqual(tol);
}

/** QuantLib's true yield: ICMA time to business-day-adjusted payment dates, compounded. */
const QL_SEMIANNUAL: YieldConvention = { compounding: 'compounded', frequency: 2, timeBasis: 'bond', discountTo: 'payment' };
const QL_CONTINUOUS: YieldConvention = { compounding: 'continuous', timeBasis: 'bond', discountTo: 'payment' };

/** The QuantLib test bonds (bonds.cpp testCached): schedule, calendar and conventions there. */
function qlBond(v: Vector): BondTerms {
  const i = v.inputs;
  const bond3 = v.id.includes('bond3');
  return {
    // Accrual starts at the schedule start (QuantLib bonds accrue from the schedule).
    issueDate: d(i.scheduleStart),
    maturityDate: d(i.maturity),
    frequency: 2,
    dayCount: 'ACT/ACT-ICMA',
    couponRate: num(i.couponRate),
    // bond1 EOM=true, bond2 EOM=false (inputs); bond3: QuantLib's Schedule(..., false).
    endOfMonth: (i.endOfMonth as boolean | undefined) ?? false,
    calendar: bond3 ? 'us-government-bond' : 'null',
    accrualConvention: 'unadjusted',
    paymentConvention: 'modified-following',
  };
}

const EXCEL_ARGS: Record<string, (i: Record<string, unknown>) => [string, Record<string, unknown>]> = {
  'excel-yield-doc': (i) => ['YIELD', { settlement: i.settlement, maturity: i.maturity, rate: i.couponRate, pr: i.cleanPrice, redemption: i.redemption, frequency: i.frequency, basis: i.basis }],
  'excel-price-doc': (i) => ['PRICE', { settlement: i.settlement, maturity: i.maturity, rate: i.couponRate, yld: i.yield, redemption: i.redemption, frequency: i.frequency, basis: i.basis }],
  'excel-accrint-doc-calc-true': (i) => ['ACCRINT', { issue: i.issue, first_interest: i.firstInterest, settlement: i.settlement, rate: i.rate, par: i.par, frequency: i.frequency, basis: i.basis, calc_method: i.calcMethod }],
  'excel-accrint-doc-calc-false': (i) => ['ACCRINT', { issue: i.issue, first_interest: i.firstInterest, settlement: i.settlement, rate: i.rate, par: i.par, frequency: i.frequency, basis: i.basis, calc_method: i.calcMethod }],
  'excel-duration-doc': (i) => ['DURATION', { settlement: i.settlement, maturity: i.maturity, coupon: i.couponRate, yld: i.yield, frequency: i.frequency, basis: i.basis }],
  'excel-mduration-doc': (i) => ['MDURATION', { settlement: i.settlement, maturity: i.maturity, coupon: i.couponRate, yld: i.yield, frequency: i.frequency, basis: i.basis }],
};

function excelHandler(v: Vector) {
  const [name, args] = (EXCEL_ARGS[v.id] as (i: Record<string, unknown>) => [string, Record<string, unknown>])(v.inputs);
  const got = callExcel(name, args as never);
  const key = Object.keys(v.expected)[0] as string;
  within(got, num(v.expected[key]), num(v.tolerance.abs), v.id);
}

function scheduleHandler(calendarFor: (v: Vector) => CalendarId, conv: (s: unknown) => BusinessDayConvention): Handler {
  return (v) => {
    const i = v.inputs;
    const rule = String(i.rule).startsWith('forward') ? 'forward' : 'backward';
    const tenor = String(i.tenor);
    const months = tenor.endsWith('Y') ? 12 * Number(tenor.slice(0, -1)) : Number(tenor.slice(0, -1));
    const s = generateSchedule({
      effectiveDate: d(i.effective),
      terminationDate: d(i.termination),
      tenorMonths: months,
      rule,
      endOfMonth: Boolean(i.endOfMonth),
      firstDate: i.firstDate ? d(i.firstDate) : undefined,
      calendar: calendarById(calendarFor(v)),
      convention: conv(i.convention),
      terminationConvention: conv(i.terminationConvention ?? i.convention),
    });
    expect(s.dates.map(formatIsoDate)).toEqual(v.expected.dates);
  };
}

const bdc = (s: unknown): BusinessDayConvention =>
  s === 'ModifiedFollowing' ? 'modified-following' : s === 'Following' ? 'following' : 'unadjusted';

const HANDLERS: Record<string, Handler> = {
  'ql-dc-30360-bondbasis-isda2008': pairsDayCount('30/360-BB'),
  'ql-dc-30360-us-sia': pairsDayCount('30/360-US'),
  'ql-dc-30e360-eurobond': pairsDayCount('30E/360'),
  'ql-dc-actact-isda-mktc1198': (v) => {
    const dc = dayCountById('ACT/ACT-ISDA');
    (v.inputs.pairs as [string, string][]).forEach(([a, b], k) =>
      within(dc.yearFraction(d(a), d(b)), (v.expected.year_fraction as number[])[k] as number, num(v.tolerance.abs), `${a}..${b}`),
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
      const yf = dc.yearFraction(d(c.d1), d(c.d2), { quasiCoupons: quasiCouponDates(s), frequency: num(c.frequency) });
      within(yf, (v.expected.year_fraction as number[])[k] as number, num(v.tolerance.abs), `case ${k}`);
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
      within(dc.yearFraction(d(c.d1), d(c.d2), { quasiCoupons: quasi, frequency: 2 }), (v.expected.year_fraction as number[])[k] as number, num(v.tolerance.abs), `case ${k}`),
    );
  },
  'excel-yield-doc': excelHandler,
  'excel-price-doc': excelHandler,
  'excel-accrint-doc-calc-true': excelHandler,
  'excel-accrint-doc-calc-false': excelHandler,
  'excel-duration-doc': excelHandler,
  'excel-mduration-doc': excelHandler,
  'excel-coup-family-doc': (v) => {
    const a = { settlement: v.inputs.settlement as string, maturity: v.inputs.maturity as string, frequency: num(v.inputs.frequency), basis: num(v.inputs.basis) };
    expect(formatIsoDate(callExcel('COUPPCD', a) as never)).toBe(v.expected.COUPPCD);
    expect(formatIsoDate(callExcel('COUPNCD', a) as never)).toBe(v.expected.COUPNCD);
    expect(callExcel('COUPDAYS', a)).toBe(v.expected.COUPDAYS);
    expect(callExcel('COUPDAYBS', a)).toBe(v.expected.COUPDAYBS);
    expect(callExcel('COUPDAYSNC', a)).toBe(v.expected.COUPDAYSNC);
  },
  'excel-coupnum-doc': (v) => {
    const a = { settlement: v.inputs.settlement as string, maturity: v.inputs.maturity as string, frequency: num(v.inputs.frequency), basis: num(v.inputs.basis) };
    expect(callExcel('COUPNUM', a)).toBe(v.expected.COUPNUM);
  },
  'ql-bond-ismaprice-bond1-short-first': (v) => {
    const p = priceFromYield(qlBond(v), d(v.inputs.settlement), num(v.inputs.yield), { convention: QL_SEMIANNUAL });
    within(p.clean, num(v.expected.cleanPrice), num(v.tolerance.abs), v.id);
  },
  'ql-bond-ismayield-bond1': (v) => qlYields(v),
  'ql-bond-ismaprice-bond2': (v) => {
    const p = priceFromYield(qlBond(v), d(v.inputs.settlement), num(v.inputs.yield), { convention: QL_SEMIANNUAL });
    within(p.clean, num(v.expected.cleanPrice), num(v.tolerance.abs), v.id);
  },
  'ql-bond-ismayield-bond2': (v) => qlYields(v),
  'ql-bond-ismaprice-bond3-explicit-settlement': (v) => {
    const p = priceFromYield(qlBond(v), d(v.inputs.settlement), num(v.inputs.yield), { convention: QL_SEMIANNUAL });
    within(p.clean, num(v.expected.cleanPrice), num(v.tolerance.abs), v.id);
  },
  'moex-zcyc-2022-09-28': (v) => {
    const curve = moexZeroCurve(v.inputs as unknown as MoexZcycParams);
    const tenors = v.inputs.tenorsYears as number[];
    const cbr = v.expected.yieldPct_cbr as number[];
    tenors.forEach((t, k) => {
      // The Bank of Russia prints 2 decimals of percent: our value must round to it.
      const pct = curve.yieldBp(t) / 100;
      within(Math.round(pct * 100) / 100, cbr[k] as number, 1e-9, `t=${t}`);
      within(pct, cbr[k] as number, num(v.tolerance.yieldPct_abs) + 1e-12, `t=${t}`);
    });
    within(Math.round(curve.yieldBp(1) * 100) / 100, num(v.expected.Y_1y_bp), num(v.tolerance.Y_bp_abs), 'Y(1)');
  },
  'russia-ofz-coupon-rounding': (v) => {
    const i = v.inputs;
    const issue = d('2021-03-17');
    const terms: BondTerms = {
      issueDate: issue,
      maturityDate: (issue + num(i.periodDays)) as never,
      faceValue: num(i.face),
      frequency: 0,
      couponRate: num(i.couponRate),
      dayCount: i.dayCount as DayCountId,
      rounding: { couponDecimals: 2, accruedDecimals: 2 },
    };
    const flow = buildCashFlows(terms).flows[0];
    within(flow?.coupon ?? NaN, num(v.expected.couponAmount), 1e-9, 'rounded coupon');
    const raw = buildCashFlows({ ...terms, rounding: undefined }).flows[0];
    within(raw?.coupon ?? NaN, num(v.expected.couponAmount_unrounded), 1e-9, 'unrounded coupon');
  },
  // QuantLib's testDatesPastEndDateWithEomAdjustment uses TARGET (28 Mar 2013 is the last
  // TARGET business day of March: Good Friday is 29 Mar); the vector omits the calendar.
  'ql-schedule-forward-eom-unadjusted': scheduleHandler(() => 'us-government-bond', bdc),
  'ql-schedule-backward-eom-unadjusted': scheduleHandler(() => 'us-government-bond', bdc),
  'ql-schedule-eom-past-end-annual': scheduleHandler(() => 'target', bdc),
  'ql-schedule-first-date-eom-monthly': scheduleHandler(() => 'null', bdc),
  'ql-schedule-monthly-eom-from-feb29': scheduleHandler(() => 'target', bdc),
  'ql-schedule-firstdate-eom-modfollowing-usgov': scheduleHandler(() => 'us-government-bond', bdc),
  'ql-amortizing-level-payment-pmt': (v) => {
    const i = v.inputs;
    const months = num(i.months);
    const issue = d('2000-01-15');
    (i.rates as number[]).forEach((rate, k) => {
      const principals = levelPaymentPrincipals(num(i.notional), rate, 12, months);
      const terms: BondTerms = {
        issueDate: issue,
        maturityDate: addMonths(issue, months),
        faceValue: num(i.notional),
        frequency: 12,
        dayCount: 'ACT/ACT-ICMA',
        couponRate: rate,
        calendar: 'null',
        amortization: principals.slice(0, -1).map((amount, j) => ({ date: addMonths(issue, j + 1), amount })),
      };
      const flows = buildCashFlows(terms).flows;
      expect(flows).toHaveLength(months);
      const expected = (v.expected.monthlyPayment as number[])[k] as number;
      for (const f of flows) {
        within(f.coupon + f.redemption, expected, num(v.tolerance.abs), `rate ${rate}`);
        within(f.coupon, (f.notional * rate) / 12, 1e-9, `coupon on outstanding, rate ${rate}`);
      }
    });
  },
};

function qlYields(v: Vector) {
  const terms = qlBond(v);
  const s = d(v.inputs.settlement);
  const price = { clean: num(v.inputs.cleanPrice) };
  within(yieldFromPrice(terms, s, price, { convention: QL_SEMIANNUAL }), num(v.expected.yield_compounded_semiannual), num(v.tolerance.abs), 'semiannual');
  within(yieldFromPrice(terms, s, price, { convention: QL_CONTINUOUS }), num(v.expected.yield_continuous), num(v.tolerance.abs), 'continuous');
}

describe.skipIf(!present)('reference vectors (bond-math-vectors.json)', () => {
  const vectors = present ? readVectors() : [];
  it('has 29 vectors, each with a handler', () => {
    expect(vectors).toHaveLength(29);
    expect(vectors.filter((v) => !HANDLERS[v.id]).map((v) => v.id)).toEqual([]);
  });
  for (const v of vectors) {
    it(v.id, () => (HANDLERS[v.id] as Handler)(v));
  }
});
