/** Calendar-date arithmetic: serial numbers, ISO text, months with end-of-month, weekdays, Easter. */
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addYears,
  BondMathError,
  date,
  dayOfWeek,
  daysInMonth,
  easterSunday,
  endOfMonth,
  formatIsoDate,
  isEndOfMonth,
  isLeapYear,
  parseIsoDate,
  toCalendarDate,
  toYmd,
} from '../src/index';

const d = parseIsoDate;

describe('calendar dates', () => {
  it('uses Excel serial numbers (Microsoft: 2008-02-15 is 39493, 2011-05-15 is 40678)', () => {
    expect(d('2008-02-15')).toBe(39493);
    expect(d('2011-05-15')).toBe(40678);
    expect(d('1900-03-01')).toBe(61);
    expect(d('1970-01-01')).toBe(25569);
  });

  it('round-trips ISO text and civil fields over four centuries', () => {
    for (let s: number = d('1800-01-01'); s <= d('2200-12-31'); s += 37) {
      const iso = formatIsoDate(s as never);
      expect(d(iso)).toBe(s);
      const { year, month, day } = toYmd(s as never);
      expect(date(year, month, day)).toBe(s);
    }
  });

  it('knows leap years and month lengths (Gregorian rule)', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
  });

  it('adds months clamping the day, or pinned to month ends', () => {
    expect(formatIsoDate(addMonths(d('2023-01-31'), 1))).toBe('2023-02-28');
    expect(formatIsoDate(addMonths(d('2024-01-31'), 1))).toBe('2024-02-29');
    expect(formatIsoDate(addMonths(d('2023-02-28'), 6))).toBe('2023-08-28');
    expect(formatIsoDate(addMonths(d('2023-02-28'), 6, true))).toBe('2023-08-31');
    expect(formatIsoDate(addMonths(d('2023-08-31'), -6, true))).toBe('2023-02-28');
    expect(formatIsoDate(addMonths(d('2023-11-15'), -23))).toBe('2021-12-15');
    expect(formatIsoDate(addYears(d('2024-02-29'), 1))).toBe('2025-02-28');
    expect(isEndOfMonth(d('2024-02-29'))).toBe(true);
    expect(formatIsoDate(endOfMonth(d('2024-04-10')))).toBe('2024-04-30');
  });

  it('computes ISO weekdays', () => {
    expect(dayOfWeek(d('2024-01-01'))).toBe(1); // Monday
    expect(dayOfWeek(d('2000-01-01'))).toBe(6); // Saturday
    expect(dayOfWeek(d('1899-12-30'))).toBe(6);
    expect(dayOfWeek(d('2025-12-31'))).toBe(3);
  });

  it('computes Easter Sunday (published dates)', () => {
    const known: Record<number, string> = {
      1961: '1961-04-02',
      2000: '2000-04-23',
      2008: '2008-03-23',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2038: '2038-04-25',
    };
    for (const [y, iso] of Object.entries(known))
      expect(formatIsoDate(easterSunday(Number(y)))).toBe(iso);
  });

  it('rejects impossible dates with invalid_date', () => {
    for (const bad of ['2023-02-29', '2023-13-01', '2023-1-01', '20230101', '']) {
      expect(() => parseIsoDate(bad)).toThrow(BondMathError);
      try {
        parseIsoDate(bad);
      } catch (e) {
        expect((e as BondMathError).code).toBe('invalid_date');
      }
    }
    expect(() => date(2023, 4, 31)).toThrow(/does not exist/);
    expect(() => toCalendarDate(1.5)).toThrow(BondMathError);
  });
});
