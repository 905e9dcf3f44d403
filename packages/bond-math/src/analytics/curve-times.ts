/**
 * Years from settlement to each prepared flow in a curve's own day count, so that a curve
 * quoted on, say, ACT/360 years is read and discounted at ACT/360 times whatever the bond's
 * yield convention measures. Without a day count the prepared bond's own times are used.
 * ACT/ACT-ICMA is refused: it measures a bond's coupon periods, and a curve has none.
 */
import type { CalendarDate } from '../dates/calendar-date';
import { dayCountById } from '../day-count/registry';
import type { DayCountId } from '../day-count/types';
import { fail } from '../errors';
import type { PreparedBond } from './prepare';

export function curveTimes(p: PreparedBond, dayCount: DayCountId | undefined): Float64Array {
  if (dayCount === undefined) return p.times;
  if (dayCount === 'ACT/ACT-ICMA')
    fail('invalid_argument', 'ACT/ACT-ICMA needs coupon periods; a curve has none', 'dayCount');
  const dc = dayCountById(dayCount);
  // BD/252 counts the bond's business days; the others need no context.
  const ctx = { calendar: p.cashFlows.calendar };
  const times = new Float64Array(p.n);
  for (let i = 0; i < p.n; i++) {
    const date = p.dates[i] as CalendarDate;
    const t = dc.yearFraction(p.settlement, date, ctx);
    // As in prepare: a 30/360 count can give no time to a later date (the 30th to the 31st);
    // such a flow is timed in actual days so that it is still discounted.
    times[i] = t > 0 ? t : (date - p.settlement) / 365;
  }
  return times;
}
