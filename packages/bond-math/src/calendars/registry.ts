/** Look-up of the built-in calendars by id. */
import { fail } from '../errors';
import { nullCalendar, weekendsOnlyCalendar } from './basic';
import type { CalendarId, HolidayCalendar } from './calendar';
import { moexCalendar } from './moex';
import { targetCalendar } from './target';
import { unitedKingdomCalendar } from './united-kingdom';
import { usGovernmentBondCalendar } from './us-government-bond';

const CALENDARS: Readonly<Record<CalendarId, HolidayCalendar>> = {
  null: nullCalendar,
  'weekends-only': weekendsOnlyCalendar,
  moex: moexCalendar,
  'us-government-bond': usGovernmentBondCalendar,
  'united-kingdom': unitedKingdomCalendar,
  target: targetCalendar,
};

export const CALENDAR_IDS = Object.keys(CALENDARS) as CalendarId[];

export function calendarById(id: string): HolidayCalendar {
  const cal = (CALENDARS as Record<string, HolidayCalendar | undefined>)[id];
  if (!cal)
    fail(
      'unknown_calendar',
      `unknown calendar ${JSON.stringify(id)}; known: ${CALENDAR_IDS.join(', ')}`,
      'calendar',
    );
  return cal;
}

/** Accepts a calendar object or an id. */
export function resolveCalendar(
  cal: HolidayCalendar | CalendarId | string | undefined,
  fallback: HolidayCalendar,
): HolidayCalendar {
  if (cal === undefined) return fallback;
  return typeof cal === 'string' ? calendarById(cal) : cal;
}
