/**
 * US government bond market (SIFMA recommended full closes), as in QuantLib's
 * UnitedStates(GovernmentBond): New Year's Day (Monday if on Sunday; a Saturday New Year
 * is not moved to Friday), Martin Luther King Day (3rd Monday of January, from 1983),
 * Presidents' Day (3rd Monday of February), Good Friday (except 2015, 2021 and 2023 when
 * SIFMA recommended an early close instead, for the payrolls release), Memorial Day (last
 * Monday of May), Juneteenth (19 June observed, from 2022), Independence Day (4 July
 * observed), Labor Day (1st Monday of September), Columbus Day (2nd Monday of October),
 * Veterans Day (11 November, Monday if on Sunday, not moved back from Saturday),
 * Thanksgiving (4th Thursday of November), Christmas (25 December observed); special
 * closes 11 Jun 2004, 30 Oct 2012, 5 Dec 2018. Source: sifma.org holiday schedule.
 */
import {
  dayOfWeek,
  lastWeekday,
  MONDAY,
  nthWeekday,
  serialFromYmd,
  THURSDAY,
  type CalendarDate,
} from '../dates/calendar-date';
import { easterSunday } from '../dates/easter';
import { observedNearestWeekday, ruleCalendar } from './calendar';

const d = serialFromYmd;

function usGovHolidays(year: number): CalendarDate[] {
  const list: CalendarDate[] = [];
  const newYear = d(year, 1, 1);
  list.push(dayOfWeek(newYear) === 7 ? d(year, 1, 2) : newYear);
  if (year >= 1983) list.push(nthWeekday(3, MONDAY, year, 1));
  list.push(nthWeekday(3, MONDAY, year, 2));
  if (year !== 2015 && year !== 2021 && year !== 2023)
    list.push((easterSunday(year) - 2) as CalendarDate);
  list.push(lastWeekday(MONDAY, year, 5));
  if (year >= 2022) list.push(observedNearestWeekday(d(year, 6, 19)));
  list.push(observedNearestWeekday(d(year, 7, 4)));
  list.push(nthWeekday(1, MONDAY, year, 9));
  list.push(nthWeekday(2, MONDAY, year, 10));
  const veterans = d(year, 11, 11);
  list.push(dayOfWeek(veterans) === 7 ? d(year, 11, 12) : veterans);
  list.push(nthWeekday(4, THURSDAY, year, 11));
  list.push(observedNearestWeekday(d(year, 12, 25)));
  if (year === 2004) list.push(d(2004, 6, 11));
  if (year === 2012) list.push(d(2012, 10, 30));
  if (year === 2018) list.push(d(2018, 12, 5));
  return list;
}

export const usGovernmentBondCalendar = ruleCalendar({
  id: 'us-government-bond',
  name: 'United States government bond market (SIFMA)',
  weekends: true,
  holidaysOf: usGovHolidays,
});
