/**
 * Day-count conventions beyond the QuantLib/ISDA vectors: hand-checked cases from each
 * rule's definition (see the header of each src/day-count file).
 */
import { describe, expect, it } from 'vitest';
import {
  BondMathError,
  calendarById,
  dayCountById,
  DAY_COUNT_IDS,
  parseIsoDate,
} from '../src/index';

const d = parseIsoDate;
const yf = (id: string, a: string, b: string, ctx?: object) =>
  dayCountById(id).yearFraction(d(a), d(b), ctx);
const dc = (id: string, a: string, b: string, ctx?: object) =>
  dayCountById(id).dayCount(d(a), d(b), ctx);

describe('day counts', () => {
  it('registry has exactly the 13 ids and rejects others', () => {
    expect(DAY_COUNT_IDS).toEqual([
      'ACT/365F',
      'ACT/360',
      'ACT/364',
      'ACT/365L',
      'NL/365',
      'ACT/ACT-ISDA',
      'ACT/ACT-ICMA',
      '30/360-US',
      '30/360-BB',
      '30E/360',
      '30E/360-ISDA',
      '30E+/360',
      'BD/252',
    ]);
    expect(() => dayCountById('ACT/365')).toThrow(BondMathError);
    try {
      dayCountById('30/360');
    } catch (e) {
      expect((e as BondMathError).code).toBe('unknown_day_count');
    }
  });

  it('actual-day conventions', () => {
    expect(yf('ACT/365F', '2020-01-01', '2021-01-01')).toBeCloseTo(366 / 365, 14);
    expect(yf('ACT/360', '2021-01-01', '2021-07-01')).toBeCloseTo(181 / 360, 14);
    expect(yf('ACT/364', '2021-01-01', '2021-07-02')).toBe(0.5);
    expect(yf('ACT/ACT-ISDA', '2020-07-01', '2021-07-01')).toBeCloseTo(184 / 366 + 181 / 365, 14);
  });

  it('NL/365 drops 29 February', () => {
    expect(dc('NL/365', '2020-01-01', '2021-01-01')).toBe(365);
    expect(dc('NL/365', '2020-03-01', '2021-03-01')).toBe(365);
    expect(dc('NL/365', '2020-02-29', '2020-03-01')).toBe(1);
    expect(dc('NL/365', '2020-02-28', '2020-03-01')).toBe(1);
  });

  it('ACT/365L: 366 when 29 Feb is in the period (annual) or the end year is leap (other frequencies)', () => {
    expect(yf('ACT/365L', '2019-06-01', '2020-06-01')).toBe(1);
    expect(yf('ACT/365L', '2020-06-01', '2021-06-01')).toBe(1);
    expect(yf('ACT/365L', '2020-01-01', '2020-07-01', { frequency: 2 })).toBeCloseTo(182 / 366, 14);
    expect(yf('ACT/365L', '2021-01-01', '2021-07-01', { frequency: 2 })).toBeCloseTo(181 / 365, 14);
  });

  it('30E/360 ISDA: month ends become 30 except a February maturity date', () => {
    const term = { terminationDate: d('2008-02-29') };
    expect(dc('30E/360-ISDA', '2007-08-31', '2008-02-29')).toBe(180);
    expect(dc('30E/360-ISDA', '2007-08-31', '2008-02-29', term)).toBe(179);
    expect(dc('30E/360-ISDA', '2007-02-28', '2007-08-31')).toBe(180);
    expect(dc('30E/360-ISDA', '2008-02-29', '2008-08-31')).toBe(180);
    expect(dc('30E/360-ISDA', '2006-01-31', '2006-02-28')).toBe(30);
  });

  it('30E+/360: an end on the 31st rolls to the 1st of next month', () => {
    expect(dc('30E+/360', '2021-01-31', '2021-03-31')).toBe(61);
    expect(dc('30E+/360', '2021-01-15', '2021-12-31')).toBe(346);
    expect(dc('30E+/360', '2021-02-28', '2021-03-30')).toBe(32);
  });

  it('30/360 family differ on month ends', () => {
    expect(dc('30/360-US', '2007-02-28', '2007-08-31')).toBe(180);
    expect(dc('30/360-BB', '2007-02-28', '2007-08-31')).toBe(183);
    expect(dc('30E/360', '2007-02-28', '2007-08-31')).toBe(182);
  });

  it('BD/252 counts business days in [d1, d2) on the given calendar', () => {
    expect(
      dc('BD/252', '2024-01-01', '2024-01-08', { calendar: calendarById('weekends-only') }),
    ).toBe(5);
    expect(dc('BD/252', '2024-01-01', '2024-01-08', { calendar: calendarById('target') })).toBe(4);
    expect(
      yf('BD/252', '2024-01-01', '2024-01-08', { calendar: calendarById('target') }),
    ).toBeCloseTo(4 / 252, 15);
    expect(() => dc('BD/252', '2024-01-01', '2024-01-08')).toThrow(/calendar/);
  });

  it('ACT/ACT-ICMA without a reference period uses the period itself', () => {
    expect(
      yf('ACT/ACT-ICMA', '2021-01-15', '2021-07-15', {
        refStart: d('2021-01-15'),
        refEnd: d('2021-07-15'),
      }),
    ).toBe(0.5);
    expect(
      yf('ACT/ACT-ICMA', '2021-01-15', '2021-04-15', {
        quasiCoupons: [d('2021-01-15'), d('2021-07-15')],
        frequency: 2,
      }),
    ).toBeCloseTo(90 / 181 / 2, 15);
  });
});
