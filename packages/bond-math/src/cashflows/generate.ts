/**
 * Builds a bond's cash flows from its terms: explicit flows when given (they take
 * precedence), otherwise a generated schedule with fixed, stepped or floating coupons,
 * amortization and the final redemption. Amounts are per bond in currency.
 */
import { adjust } from '../calendars/business-day';
import { weekendsOnlyCalendar } from '../calendars/basic';
import { resolveCalendar } from '../calendars/registry';
import { isCalendarDate, type CalendarDate } from '../dates/calendar-date';
import { checkFrequency } from '../dates/frequency';
import { dayCountById } from '../day-count/registry';
import type { DayCount, DayCountContext } from '../day-count/types';
import { fail, requireFinite } from '../errors';
import { generateSchedule, quasiCouponDates } from '../schedule/schedule';
import { roundMoney } from '../units';
import type { BondCashFlows, CashFlow } from './cash-flow';
import { exCouponDateOf, validateExCoupon } from './ex-coupon';
import { explicitCashFlows } from './explicit';
import type { BondTerms } from './terms';

function checkDate(value: unknown, field: string): CalendarDate {
  if (!isCalendarDate(value))
    fail('invalid_date', `${field} must be a serial calendar date`, field);
  return value;
}

export function validateTerms(terms: BondTerms): void {
  const issue = checkDate(terms.issueDate, 'issueDate');
  const maturity = checkDate(terms.maturityDate, 'maturityDate');
  if (!(maturity > issue))
    fail('maturity_before_issue', 'maturity must be after issue', 'maturityDate');
  checkFrequency(terms.frequency);
  if (terms.faceValue !== undefined && !(requireFinite(terms.faceValue, 'faceValue') > 0)) {
    fail('invalid_argument', 'faceValue must be positive', 'faceValue');
  }
  if (terms.couponRate !== undefined) requireFinite(terms.couponRate, 'couponRate');
  if (terms.redemption !== undefined && !(requireFinite(terms.redemption, 'redemption') > 0)) {
    fail('invalid_argument', 'redemption must be positive', 'redemption');
  }
  if (terms.firstCouponDate !== undefined) checkDate(terms.firstCouponDate, 'firstCouponDate');
  if (terms.penultimateCouponDate !== undefined)
    checkDate(terms.penultimateCouponDate, 'penultimateCouponDate');
  validateExCoupon(terms);
}

function couponRateFor(
  terms: BondTerms,
  start: CalendarDate,
  end: CalendarDate,
): { rate: number; projected: boolean } {
  const fl = terms.floating;
  if (fl) {
    if (fl.fixings.length === 0)
      fail('invalid_argument', 'a floater needs at least its current coupon fixing', 'floating');
    const exact = fl.fixings.find((f) => f.periodStart === start);
    if (exact)
      return { rate: requireFinite(exact.rate, 'floating.fixings.rate'), projected: false };
    if (fl.forward)
      return { rate: requireFinite(fl.forward(start, end), 'floating.forward'), projected: true };
    // Flat assumption: the last fixing known before this period stays in force.
    let last = fl.fixings[0];
    for (const f of fl.fixings)
      if (f.periodStart <= start && (!last || f.periodStart >= last.periodStart)) last = f;
    return { rate: last?.rate ?? 0, projected: true };
  }
  let rate = terms.couponRate ?? 0;
  if (terms.couponSteps) {
    const steps = [...terms.couponSteps].sort((a, b) => a.from - b.from);
    for (const s of steps) if (start >= s.from) rate = requireFinite(s.rate, 'couponSteps.rate');
  }
  return { rate, projected: false };
}

export function buildCashFlows(terms: BondTerms): BondCashFlows {
  validateTerms(terms);
  const dayCount: DayCount = dayCountById(terms.dayCount);
  const calendar = resolveCalendar(terms.calendar, weekendsOnlyCalendar);
  if (terms.cashFlows && terms.cashFlows.length > 0)
    return explicitCashFlows(terms, dayCount, calendar);

  const face = terms.faceValue ?? 100;
  const frequency = terms.frequency;
  const payConv = terms.paymentConvention ?? 'following';
  const accConv = terms.accrualConvention ?? 'unadjusted';
  const couponDecimals = terms.rounding?.couponDecimals;
  const redemptionPct = terms.redemption ?? 100;
  const issue = terms.issueDate;
  const maturity = terms.maturityDate;

  let dates: readonly CalendarDate[];
  let ctx: DayCountContext;
  if (frequency === 0) {
    dates = [issue, maturity];
    ctx = { frequency: 1, terminationDate: maturity, calendar, refStart: issue, refEnd: maturity };
  } else {
    const schedule = generateSchedule({
      effectiveDate: issue,
      terminationDate: maturity,
      tenorMonths: 12 / frequency,
      rule: terms.rule ?? 'backward',
      endOfMonth: terms.endOfMonth ?? true,
      firstDate: terms.firstCouponDate,
      nextToLastDate: terms.penultimateCouponDate,
      stub: terms.stub,
      calendar,
      convention: accConv,
      terminationConvention: accConv,
    });
    dates = schedule.dates;
    ctx = {
      frequency,
      terminationDate: maturity,
      calendar,
      quasiCoupons: dayCount.id === 'ACT/ACT-ICMA' ? quasiCouponDates(schedule) : undefined,
    };
  }

  const amort = new Map<number, number>();
  for (const a of terms.amortization ?? []) {
    checkDate(a.date, 'amortization.date');
    if (!(requireFinite(a.amount, 'amortization.amount') >= 0))
      fail('invalid_argument', 'amortization must be positive', 'amortization');
    amort.set(a.date, (amort.get(a.date) ?? 0) + a.amount);
  }

  const flows: CashFlow[] = [];
  let outstanding = face;
  let matched = 0;
  for (let i = 0; i + 1 < dates.length; i++) {
    const start = dates[i] as CalendarDate;
    const end = dates[i + 1] as CalendarDate;
    const payment = adjust(end, payConv, calendar);
    const isLast = i + 2 === dates.length;
    const { rate, projected } =
      frequency === 0 && !terms.couponRate && !terms.floating
        ? { rate: 0, projected: false }
        : couponRateFor(terms, start, end);
    let coupon = outstanding * rate * dayCount.yearFraction(start, end, ctx);
    if (couponDecimals !== undefined) coupon = roundMoney(coupon, couponDecimals);
    let principal = 0;
    if (isLast) {
      principal = (outstanding * redemptionPct) / 100;
      if (amort.has(end) || amort.has(payment)) matched++;
    } else {
      const a = amort.get(end) ?? amort.get(payment);
      if (a !== undefined) {
        principal = Math.min(a, outstanding);
        matched++;
      }
    }
    flows.push({
      accrualStart: start,
      accrualEnd: end,
      paymentDate: payment,
      exCouponDate: exCouponDateOf(terms, payment, calendar),
      notional: outstanding,
      rate,
      coupon,
      redemption: principal,
      projected,
    });
    outstanding -= principal;
    if (!isLast && outstanding <= 1e-9)
      fail(
        'invalid_argument',
        'amortization repays the whole face before maturity',
        'amortization',
      );
  }
  if (matched < amort.size)
    fail(
      'invalid_argument',
      'every amortization date must be a coupon date of the schedule',
      'amortization',
    );
  return {
    flows,
    faceValue: face,
    dayCount,
    dayCountContext: ctx,
    calendar,
    frequency: frequency === 0 ? 1 : frequency,
  };
}
