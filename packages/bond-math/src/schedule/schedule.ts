/**
 * Coupon schedule generation, following QuantLib's Schedule (ql/time/schedule.cpp):
 *
 * - backward (bond default): dates are termination - k*tenor (k = 1, 2, ...), each computed
 *   from the anchor (not step by step, so 31 Aug - 6M - 6M is 31 Aug - 12M); a short first
 *   stub is left at the front. Forward: effective + k*tenor, stub at the end.
 * - firstDate / nextToLastDate (first coupon / penultimate coupon) create explicit stubs;
 *   `stub: 'long'` merges a short implicit stub into its neighbour period.
 * - end-of-month rule: only if enabled AND the anchor (termination or next-to-last date
 *   going backward, effective or first date going forward) is the last calendar day of its
 *   month, every generated inner date is moved to its month's end (its last business day
 *   when a convention applies). Otherwise dates are anchor -/+ k*tenor with the day clipped
 *   to the month's length (30 May - 3M = 28 Feb, then 30 Nov: never rolled forward to a
 *   month end). The effective and termination dates themselves are never moved.
 *   QuantLib's generation loop tests the anchor this way (NullCalendar().advance with
 *   endOfMonth), but its later adjustment step tests calendar_.isEndOfMonth(seed), the last
 *   BUSINESS day: a bond maturing Friday 27 Feb 2026 would get every coupon on the 30th or
 *   31st, and its accrued interest would be days off. A bond pays on its maturity's day of
 *   the month; the rule exists for maturities on a month's last day, so by default both
 *   steps test the calendar month end (`endOfMonthAnchor: 'last-day'`). Identical to
 *   QuantLib whenever the anchor is a calendar month end or is not its month's last
 *   business day (always, on a null calendar). `endOfMonthAnchor: 'last-business-day'`
 *   reproduces QuantLib exactly (its test-suite's testDatesPastEndDateWithEomAdjustment
 *   rolls a schedule from Thursday 28 Mar 2013, the last TARGET business day, to 31 Mar).
 * - accrual dates: inner dates adjusted by `convention`, the effective date too, the
 *   termination date by `terminationConvention` (ISDA: unadjusted unless stated).
 * - safety: an inner date landing on/after the termination (or on/before the effective
 *   date) after end-of-month moves is dropped, the remaining period marked irregular.
 */
import {
  adjust,
  isBusinessEndOfMonth,
  lastBusinessDayOfMonth,
  type BusinessDayConvention,
} from '../calendars/business-day';
import type { HolidayCalendar } from '../calendars/calendar';
import { nullCalendar } from '../calendars/basic';
import { addMonths, endOfMonth, isEndOfMonth, type CalendarDate } from '../dates/calendar-date';
import { fail } from '../errors';

export type DateGenerationRule = 'backward' | 'forward';

export interface ScheduleOptions {
  readonly effectiveDate: CalendarDate;
  readonly terminationDate: CalendarDate;
  /** Months per period: 12 / frequency. */
  readonly tenorMonths: number;
  readonly rule?: DateGenerationRule;
  readonly endOfMonth?: boolean;
  /**
   * What makes the anchor a month end for `endOfMonth`: the last day of its month (default,
   * the bond rule) or, as QuantLib's Schedule, its last business day on `calendar`.
   */
  readonly endOfMonthAnchor?: 'last-day' | 'last-business-day';
  readonly firstDate?: CalendarDate;
  readonly nextToLastDate?: CalendarDate;
  /** 'short' (default) keeps the implicit stub; 'long' merges it into the adjacent period. */
  readonly stub?: 'short' | 'long';
  readonly calendar?: HolidayCalendar;
  readonly convention?: BusinessDayConvention;
  readonly terminationConvention?: BusinessDayConvention;
}

export interface Schedule {
  /** Accrual (period boundary) dates, sorted, first = start of accrual, last = end. */
  readonly dates: readonly CalendarDate[];
  /** isRegular[i] describes the period dates[i] -> dates[i+1]. */
  readonly isRegular: readonly boolean[];
  readonly tenorMonths: number;
  /** Whether the end-of-month rule was in force (enabled and anchor at month end). */
  readonly endOfMonth: boolean;
  readonly rule: DateGenerationRule;
}

export function generateSchedule(opts: ScheduleOptions): Schedule {
  const { effectiveDate: effective, terminationDate: termination, tenorMonths: tenor } = opts;
  const rule = opts.rule ?? 'backward';
  const cal = opts.calendar ?? nullCalendar;
  const conv = opts.convention ?? 'unadjusted';
  const termConv = opts.terminationConvention ?? conv;
  const { firstDate, nextToLastDate } = opts;
  if (!(termination > effective))
    fail(
      'maturity_before_issue',
      'termination date must be after the effective date',
      'terminationDate',
    );
  if (!(Number.isInteger(tenor) && tenor > 0))
    fail('invalid_frequency', 'tenor must be a positive whole number of months', 'tenorMonths');
  if (firstDate !== undefined && !(firstDate > effective && firstDate < termination)) {
    fail(
      'invalid_date',
      'first coupon date must lie strictly between issue and maturity',
      'firstCouponDate',
    );
  }
  if (
    nextToLastDate !== undefined &&
    !(nextToLastDate > effective && nextToLastDate < termination)
  ) {
    fail(
      'invalid_date',
      'penultimate coupon date must lie strictly between issue and maturity',
      'penultimateCouponDate',
    );
  }
  if (firstDate !== undefined && nextToLastDate !== undefined && !(firstDate <= nextToLastDate)) {
    fail(
      'invalid_date',
      'first coupon date must not be after the penultimate coupon date',
      'firstCouponDate',
    );
  }
  const eomWanted = opts.endOfMonth ?? false;
  const same = (a: CalendarDate, b: CalendarDate) => adjust(a, conv, cal) === adjust(b, conv, cal);
  const dates: CalendarDate[] = [];
  const regular: boolean[] = [];
  let seed: CalendarDate;

  // A stub period is regular when one tenor back from its end is its start (QuantLib).
  const oneTenorBack = (end: CalendarDate) => addMonths(end, -tenor, eomWanted);

  if (rule === 'backward') {
    seed = nextToLastDate ?? termination;
    const eom = eomWanted && isEndOfMonth(seed);
    dates.push(termination);
    if (nextToLastDate !== undefined) {
      dates.unshift(nextToLastDate);
      regular.unshift(
        addMonths(termination, -tenor, eomWanted && isEndOfMonth(termination)) === nextToLastDate,
      );
    }
    const exit = firstDate ?? effective;
    for (let k = 1; ; k++) {
      const temp = addMonths(seed, -k * tenor, eom);
      if (temp < exit) {
        if (firstDate !== undefined && !same(dates[0] as CalendarDate, firstDate)) {
          regular.unshift(oneTenorBack(dates[0] as CalendarDate) === firstDate);
          dates.unshift(firstDate);
        }
        break;
      }
      if (!same(dates[0] as CalendarDate, temp)) {
        dates.unshift(temp);
        regular.unshift(true);
      }
    }
    if (!same(dates[0] as CalendarDate, effective)) {
      regular.unshift(oneTenorBack(dates[0] as CalendarDate) === effective);
      dates.unshift(effective);
    }
  } else {
    seed = firstDate ?? effective;
    const eom = eomWanted && isEndOfMonth(seed);
    dates.push(effective);
    if (firstDate !== undefined) {
      dates.push(firstDate);
      regular.push(addMonths(effective, tenor, eomWanted && isEndOfMonth(effective)) === firstDate);
    }
    const exit = nextToLastDate ?? termination;
    for (let k = 1; ; k++) {
      const temp = addMonths(seed, k * tenor, eom);
      if (temp > exit) {
        if (
          nextToLastDate !== undefined &&
          !same(dates[dates.length - 1] as CalendarDate, nextToLastDate)
        ) {
          dates.push(nextToLastDate);
          regular.push(false);
        }
        break;
      }
      if (!same(dates[dates.length - 1] as CalendarDate, temp)) {
        dates.push(temp);
        regular.push(true);
      }
    }
    if (
      adjust(dates[dates.length - 1] as CalendarDate, termConv, cal) !==
      adjust(termination, termConv, cal)
    ) {
      dates.push(termination);
      regular.push(false);
    }
  }

  // By default the generation loop's test, the anchor's calendar month end (see header).
  const eomActive =
    eomWanted &&
    (opts.endOfMonthAnchor === 'last-business-day'
      ? isBusinessEndOfMonth(seed, cal)
      : isEndOfMonth(seed));
  const last = dates.length - 1;
  for (let i = 1; i < last; i++) {
    const d = dates[i] as CalendarDate;
    if (eomActive)
      dates[i] = conv === 'unadjusted' ? endOfMonth(d) : lastBusinessDayOfMonth(d, cal);
    else dates[i] = adjust(d, conv, cal);
  }
  dates[0] = adjust(dates[0] as CalendarDate, conv, cal);
  dates[last] = adjust(dates[last] as CalendarDate, termConv, cal);

  // Safety: drop inner dates pushed onto/past the ends by end-of-month moves.
  if (
    dates.length >= 3 &&
    (dates[dates.length - 2] as CalendarDate) >= (dates[dates.length - 1] as CalendarDate)
  ) {
    regular[regular.length - 2] = dates[dates.length - 2] === dates[dates.length - 1];
    dates.splice(dates.length - 2, 1);
    regular.pop();
  }
  if (dates.length >= 3 && (dates[1] as CalendarDate) <= (dates[0] as CalendarDate)) {
    regular[1] = dates[1] === dates[0];
    dates.splice(1, 1);
    regular.shift();
  }
  if (dates.length < 2) fail('invalid_argument', 'degenerate schedule with a single date');

  // Long stubs: merge the implicit short stub into the neighbouring regular period.
  if (opts.stub === 'long' && dates.length > 2) {
    if (rule === 'backward' && firstDate === undefined && regular[0] === false) {
      dates.splice(1, 1);
      regular.splice(0, 2, false);
    } else if (
      rule === 'forward' &&
      nextToLastDate === undefined &&
      regular[regular.length - 1] === false
    ) {
      dates.splice(dates.length - 2, 1);
      regular.splice(regular.length - 2, 2, false);
    }
  }
  return { dates, isRegular: regular, tenorMonths: tenor, endOfMonth: eomActive, rule };
}

/**
 * Quasi-coupon dates for ACT/ACT-ICMA: the schedule's dates with notional dates replacing
 * the start of an irregular first period (and one more before a long first period) and the
 * end of an irregular last period (and one more after a long last period). As QuantLib's
 * getListOfPeriodDatesIncludingQuasiPayments, dates step by the tenor with the EOM rule.
 */
export function quasiCouponDates(schedule: Schedule): CalendarDate[] {
  const { dates, isRegular, tenorMonths: tenor, endOfMonth: eom, rule } = schedule;
  const n = dates.length;
  const out = [...dates];
  // With a single period the stub sits where the generation rule leaves it.
  const frontIrregular = isRegular[0] === false && (n > 2 || rule === 'backward');
  const backIrregular = isRegular[n - 2] === false && (n > 2 || rule === 'forward');
  if (frontIrregular) {
    const notional = addMonths(dates[1] as CalendarDate, -tenor, eom);
    out[0] = notional;
    if (notional > (dates[0] as CalendarDate)) out.unshift(addMonths(notional, -tenor, eom));
  }
  if (backIrregular) {
    const notional = addMonths(dates[n - 2] as CalendarDate, tenor, eom);
    out[out.length - 1] = notional;
    if (notional < (dates[n - 1] as CalendarDate)) out.push(addMonths(notional, tenor, eom));
  }
  return [...new Set(out)].sort((a, b) => a - b) as CalendarDate[];
}
