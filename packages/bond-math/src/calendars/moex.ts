/**
 * Moscow Exchange (MOEX) trading and settlement days for the bond market.
 *
 * MOEX does NOT follow the Russian production calendar one-to-one: it trades on many
 * days that the government declares non-working (most of 3-8 January, most transfer
 * Mondays) and it trades on the working Saturdays the government decrees. So the calendar
 * is data, year by year:
 *
 * - 2021-2025: weekday closures and Saturday sessions reconstructed from the dates on
 *   which MOEX ISS published OFZ trading results (ofz_history.csv of the reference data,
 *   1,271 sessions a year-set) and cross-checked with the Russian holidays of Labour Code
 *   art. 112 and the yearly government transfer decrees (e.g. No 1648 of 10.10.2020 for
 *   2021: working Saturday 20 Feb). 7 Jan 2022 and 23 Feb 2022 are closures: ISS lists the
 *   day but no trade took place. The 28 Feb - 18 Mar 2022 suspension was an emergency
 *   halt, not a calendar holiday, and is not modelled.
 * - 2026: provisional, following the 2023-2025 pattern (1, 2, 7 Jan, public holidays on
 *   their own date when a weekday, 31 Dec); the T+1 settlement date MOEX used for
 *   30 Dec 2025 trades (5 Jan 2026) agrees.
 * - Other years: the fixed Russian public holidays (1, 2, 7 Jan, 23 Feb, 8 Mar, 1 and
 *   9 May, 12 Jun, 4 Nov) when they fall on a weekday, 31 Dec included from 2021 on;
 *   transfers are not modelled.
 */
import { serialFromYmd, type CalendarDate } from '../dates/calendar-date';
import { ruleCalendar } from './calendar';

type MonthDay = readonly [month: number, day: number];

const CLOSED: Readonly<Record<number, readonly MonthDay[]>> = {
  2021: [
    [1, 1],
    [1, 7],
    [2, 23],
    [3, 8],
    [5, 3],
    [11, 4],
    [12, 31],
  ],
  2022: [
    [1, 7],
    [2, 23],
    [3, 7],
    [3, 8],
    [5, 2],
    [5, 3],
    [5, 9],
    [5, 10],
    [6, 13],
    [11, 4],
  ],
  2023: [
    [1, 2],
    [2, 23],
    [3, 8],
    [5, 1],
    [5, 9],
    [6, 12],
  ],
  2024: [
    [1, 1],
    [1, 2],
    [2, 23],
    [3, 8],
    [5, 1],
    [5, 9],
    [6, 12],
    [11, 4],
    [12, 31],
  ],
  2025: [
    [1, 1],
    [1, 2],
    [1, 7],
    [5, 1],
    [5, 9],
    [6, 12],
    [11, 4],
    [12, 31],
  ],
  2026: [
    [1, 1],
    [1, 2],
    [1, 7],
    [2, 23],
    [5, 1],
    [6, 12],
    [11, 4],
    [12, 31],
  ],
};

const SATURDAY_SESSIONS: Readonly<Record<number, readonly MonthDay[]>> = {
  2021: [[2, 20]],
  2024: [
    [4, 27],
    [11, 2],
    [12, 28],
  ],
  2025: [[11, 1]],
};

const FIXED_HOLIDAYS: readonly MonthDay[] = [
  [1, 1],
  [1, 2],
  [1, 7],
  [2, 23],
  [3, 8],
  [5, 1],
  [5, 9],
  [6, 12],
  [11, 4],
];

const toDates = (year: number, list: readonly MonthDay[]): CalendarDate[] =>
  list.map(([m, d]) => serialFromYmd(year, m, d));

function moexClosures(year: number): CalendarDate[] {
  const listed = CLOSED[year];
  if (listed) return toDates(year, listed);
  const fixed = toDates(year, FIXED_HOLIDAYS);
  if (year >= 2021) fixed.push(serialFromYmd(year, 12, 31));
  return fixed;
}

/** Years whose MOEX calendar is reconstructed from exchange data (others are rule-based). */
export const MOEX_CALENDAR_DATA_YEARS: readonly number[] = [2021, 2022, 2023, 2024, 2025];

export const moexCalendar = ruleCalendar({
  id: 'moex',
  name: 'Moscow Exchange (bond market trading and settlement days)',
  weekends: true,
  holidaysOf: moexClosures,
  workingWeekendsOf: (year) => toDates(year, SATURDAY_SESSIONS[year] ?? []),
});
