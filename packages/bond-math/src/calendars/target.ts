/**
 * TARGET2 (euro settlement) closing days, as published by the ECB since 2000: New Year's
 * Day, Good Friday, Easter Monday, 1 May (Labour Day), 25 and 26 December. Before 2000
 * only New Year and Christmas; 31 December was also closed in 1998, 1999 and 2001
 * (as in QuantLib's TARGET calendar).
 */
import { serialFromYmd, type CalendarDate } from '../dates/calendar-date';
import { easterSunday } from '../dates/easter';
import { ruleCalendar } from './calendar';

function targetHolidays(year: number): CalendarDate[] {
  const list = [serialFromYmd(year, 1, 1), serialFromYmd(year, 12, 25)];
  if (year >= 2000) {
    const easter = easterSunday(year);
    list.push((easter - 2) as CalendarDate, (easter + 1) as CalendarDate);
    list.push(serialFromYmd(year, 5, 1), serialFromYmd(year, 12, 26));
  }
  if (year === 1998 || year === 1999 || year === 2001) list.push(serialFromYmd(year, 12, 31));
  return list;
}

export const targetCalendar = ruleCalendar({
  id: 'target',
  name: 'TARGET (euro area settlement)',
  weekends: true,
  holidaysOf: targetHolidays,
});
