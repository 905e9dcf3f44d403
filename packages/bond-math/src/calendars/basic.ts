/**
 * The two trivial calendars. `null`: every day is a business day (QuantLib NullCalendar;
 * used where a rule says "unadjusted"). `weekends-only`: Saturdays and Sundays only.
 */
import { ruleCalendar } from './calendar';

export const nullCalendar = ruleCalendar({
  id: 'null',
  name: 'No holidays (every day is a business day)',
  weekends: false,
  holidaysOf: () => [],
});

export const weekendsOnlyCalendar = ruleCalendar({
  id: 'weekends-only',
  name: 'Weekends only',
  weekends: true,
  holidaysOf: () => [],
});
