/** Schedule vectors: QuantLib test-suite schedule.cpp (calendars as in the QuantLib tests). */
import { expect } from 'vitest';
import {
  calendarById,
  formatIsoDate,
  generateSchedule,
  type BusinessDayConvention,
  type CalendarId,
} from '../../src/index';
import type { Vector } from '../reference';
import { d, type Handler } from './common';

function scheduleHandler(
  calendarFor: (v: Vector) => CalendarId,
  conv: (s: unknown) => BusinessDayConvention,
): Handler {
  return (v) => {
    const i = v.inputs;
    const rule = String(i.rule).startsWith('forward') ? 'forward' : 'backward';
    const tenor = String(i.tenor);
    const months = tenor.endsWith('Y')
      ? 12 * Number(tenor.slice(0, -1))
      : Number(tenor.slice(0, -1));
    const s = generateSchedule({
      effectiveDate: d(i.effective),
      terminationDate: d(i.termination),
      tenorMonths: months,
      rule,
      endOfMonth: Boolean(i.endOfMonth),
      // QuantLib's own reading of "the anchor is a month end" (its last business day); the
      // bond default, the last calendar day, differs only for ql-schedule-eom-past-end-annual.
      endOfMonthAnchor: 'last-business-day',
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

// Calendars as in the QuantLib tests: UnitedStates(GovernmentBond), TARGET, NullCalendar.
export const SCHEDULE_HANDLERS: Record<string, Handler> = {
  'ql-schedule-forward-eom-unadjusted': scheduleHandler(() => 'us-government-bond', bdc),
  'ql-schedule-backward-eom-unadjusted': scheduleHandler(() => 'us-government-bond', bdc),
  // QuantLib's testDatesPastEndDateWithEomAdjustment uses TARGET (28 Mar 2013 is the last
  // TARGET business day of March: Good Friday is 29 Mar); the vector omits the calendar.
  'ql-schedule-eom-past-end-annual': scheduleHandler(() => 'target', bdc),
  'ql-schedule-first-date-eom-monthly': scheduleHandler(() => 'null', bdc),
  'ql-schedule-monthly-eom-from-feb29': scheduleHandler(() => 'target', bdc),
  'ql-schedule-firstdate-eom-modfollowing-usgov': scheduleHandler(() => 'us-government-bond', bdc),
};
