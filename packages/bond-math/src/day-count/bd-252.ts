/**
 * BD/252 (Business/252, Brazil): business days in [d1, d2) per the given calendar / 252.
 * Source: ANBIMA methodology for Brazilian federal bonds (LTN/NTN), ISDA 2006 Definitions
 * Section 4.16 does not cover it; QuantLib Business252. The calendar comes from the
 * context (there is no Brazilian calendar built in: pass one).
 */
import { businessDaysBetween } from '../calendars/business-day';
import type { CalendarDate } from '../dates/calendar-date';
import { fail } from '../errors';
import { fixedDenominator, type DayCountContext } from './types';

function count(d1: CalendarDate, d2: CalendarDate, ctx?: DayCountContext): number {
  if (!ctx?.calendar) fail('invalid_argument', 'BD/252 needs a business-day calendar', 'calendar');
  return businessDaysBetween(d1, d2, ctx.calendar);
}

export const bd252 = fixedDenominator('BD/252', 'Business/252', 252, count);
