/**
 * Holiday calendars and business-day conventions. Expected holidays: SIFMA US holiday
 * schedule (as QuantLib UnitedStates::GovernmentBond), gov.uk England and Wales bank
 * holidays, ECB TARGET2 closing days, MOEX trading calendar (see src/calendars/moex.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  adjust,
  BondMathError,
  calendarById,
  CALENDAR_IDS,
  formatIsoDate,
  parseIsoDate,
  type CalendarId,
} from '../src/index';

const d = parseIsoDate;
const holidays = (id: CalendarId, year: number) =>
  calendarById(id).holidays(year).map(formatIsoDate);

describe('holiday calendars', () => {
  it('US government bond market 2024 (SIFMA)', () => {
    expect(holidays('us-government-bond', 2024)).toEqual([
      '2024-01-01',
      '2024-01-15',
      '2024-02-19',
      '2024-03-29',
      '2024-05-27',
      '2024-06-19',
      '2024-07-04',
      '2024-09-02',
      '2024-10-14',
      '2024-11-11',
      '2024-11-28',
      '2024-12-25',
    ]);
  });

  it('US: Juneteenth observed from 2022, weekend observance, 2021/2023 Good Friday open', () => {
    const us = calendarById('us-government-bond');
    expect(us.isBusinessDay(d('2021-06-18'))).toBe(true);
    expect(us.isBusinessDay(d('2022-06-20'))).toBe(false); // 19 June 2022 was a Sunday
    expect(us.isBusinessDay(d('2021-12-24'))).toBe(false); // Christmas on Saturday -> Friday
    expect(us.isBusinessDay(d('2022-01-01'))).toBe(false); // Saturday anyway
    expect(us.isBusinessDay(d('2021-12-31'))).toBe(true); // New Year on Saturday not moved
    expect(us.isBusinessDay(d('2023-04-07'))).toBe(true);
    expect(us.isBusinessDay(d('2025-04-18'))).toBe(false);
    expect(us.isBusinessDay(d('2005-05-30'))).toBe(false); // Memorial Day (QuantLib bond 3)
  });

  it('England and Wales 2022 and 2023 (gov.uk), incl. jubilee, state funeral, coronation', () => {
    expect(holidays('united-kingdom', 2022)).toEqual([
      '2022-01-03',
      '2022-04-15',
      '2022-04-18',
      '2022-05-02',
      '2022-06-02',
      '2022-06-03',
      '2022-08-29',
      '2022-09-19',
      '2022-12-26',
      '2022-12-27',
    ]);
    expect(holidays('united-kingdom', 2023)).toEqual([
      '2023-01-02',
      '2023-04-07',
      '2023-04-10',
      '2023-05-01',
      '2023-05-08',
      '2023-05-29',
      '2023-08-28',
      '2023-12-25',
      '2023-12-26',
    ]);
  });

  it('TARGET 2024 (ECB)', () => {
    expect(holidays('target', 2024)).toEqual([
      '2024-01-01',
      '2024-03-29',
      '2024-04-01',
      '2024-05-01',
      '2024-12-25',
      '2024-12-26',
    ]);
  });

  it('MOEX: Saturday sessions, closures that differ from the production calendar', () => {
    const moex = calendarById('moex');
    expect(moex.isBusinessDay(d('2024-04-27'))).toBe(true); // working Saturday
    expect(moex.isBusinessDay(d('2024-04-29'))).toBe(true); // official day off, MOEX open
    expect(moex.isBusinessDay(d('2021-01-04'))).toBe(true);
    expect(moex.isBusinessDay(d('2025-01-07'))).toBe(false);
    expect(moex.isBusinessDay(d('2025-12-31'))).toBe(false);
    expect(formatIsoDate(addBusinessDays(d('2025-12-30'), 1, moex))).toBe('2026-01-05');
    expect(formatIsoDate(addBusinessDays(d('2024-04-26'), 1, moex))).toBe('2024-04-27');
  });

  it('every calendar is reachable by id; unknown ids fail', () => {
    for (const id of CALENDAR_IDS) expect(calendarById(id).id).toBe(id);
    expect(() => calendarById('nyse')).toThrow(BondMathError);
  });
});

describe('business-day conventions (ISDA 2006 4.12)', () => {
  const us = calendarById('us-government-bond');
  it('adjusts a month-end Saturday', () => {
    const sat = d('2024-08-31');
    expect(formatIsoDate(adjust(sat, 'unadjusted', us))).toBe('2024-08-31');
    expect(formatIsoDate(adjust(sat, 'following', us))).toBe('2024-09-03'); // Mon 2 Sep is Labor Day
    expect(formatIsoDate(adjust(sat, 'modified-following', us))).toBe('2024-08-30');
    expect(formatIsoDate(adjust(sat, 'preceding', us))).toBe('2024-08-30');
    expect(formatIsoDate(adjust(d('2024-06-01'), 'modified-preceding', us))).toBe('2024-06-03');
  });
  it('moves by business days both ways', () => {
    const target = calendarById('target');
    expect(formatIsoDate(addBusinessDays(d('2024-03-28'), 1, target))).toBe('2024-04-02');
    expect(formatIsoDate(addBusinessDays(d('2024-04-02'), -1, target))).toBe('2024-03-28');
  });
});
