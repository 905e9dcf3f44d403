/**
 * England and Wales bank holidays (UK settlement / gilt market), per the Banking and
 * Financial Dealings Act 1971 and the royal proclamations published on gov.uk:
 * New Year's Day (next weekday if on a weekend), Good Friday, Easter Monday, Early May
 * (first Monday of May; 8 May in 1995 and 2020), Spring (last Monday of May; moved for the
 * 2002, 2012 and 2022 jubilees), Summer (last Monday of August), Christmas and Boxing Day
 * (substitute weekdays when on a weekend), plus one-off days: 31 Dec 1999 (millennium),
 * 3 Jun 2002, 29 Apr 2011 (royal wedding), 5 Jun 2012, 3 Jun 2022 (jubilees),
 * 19 Sep 2022 (state funeral), 8 May 2023 (coronation).
 */
import {
  dayOfWeek,
  lastWeekday,
  MONDAY,
  nthWeekday,
  serialFromYmd,
  type CalendarDate,
} from '../dates/calendar-date';
import { easterSunday } from '../dates/easter';
import { observedNextMonday, ruleCalendar } from './calendar';

const d = serialFromYmd;

function christmasPair(year: number): CalendarDate[] {
  const xmas = d(year, 12, 25);
  const w = dayOfWeek(xmas);
  // Sat: Mon 27 + Tue 28; Sun: Tue 27 (Boxing Day Mon 26); Fri: Boxing Day moves to Mon 28.
  if (w === 6) return [d(year, 12, 27), d(year, 12, 28)];
  if (w === 7) return [d(year, 12, 26), d(year, 12, 27)];
  if (w === 5) return [xmas, d(year, 12, 28)];
  return [xmas, d(year, 12, 26)];
}

function ukHolidays(year: number): CalendarDate[] {
  const easter = easterSunday(year);
  const list: CalendarDate[] = [
    observedNextMonday(d(year, 1, 1)),
    (easter - 2) as CalendarDate,
    (easter + 1) as CalendarDate,
    year === 1995 || year === 2020 ? d(year, 5, 8) : nthWeekday(1, MONDAY, year, 5),
    lastWeekday(MONDAY, year, 8),
    ...christmasPair(year),
  ];
  if (year === 2002) list.push(d(2002, 6, 4), d(2002, 6, 3));
  else if (year === 2012) list.push(d(2012, 6, 4), d(2012, 6, 5));
  else if (year === 2022) list.push(d(2022, 6, 2), d(2022, 6, 3), d(2022, 9, 19));
  else list.push(lastWeekday(MONDAY, year, 5));
  if (year === 1999) list.push(d(1999, 12, 31));
  if (year === 2011) list.push(d(2011, 4, 29));
  if (year === 2023) list.push(d(2023, 5, 8));
  return list;
}

export const unitedKingdomCalendar = ruleCalendar({
  id: 'united-kingdom',
  name: 'United Kingdom (England and Wales bank holidays)',
  weekends: true,
  holidaysOf: ukHolidays,
});
