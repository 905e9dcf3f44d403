import { describe, expect, it, vi } from 'vitest';
import { dayjs } from './dayjs-setup';
import { createDisabledChecker } from './disabled';
import type { DisabledRules } from './types';
import { toDayjs } from './value';

const check = (rules: DisabledRules) =>
  createDisabledChecker(rules, (v) => toDayjs(v, 'YYYY-MM-DD', 'en'));
const day = (y: number, m: number, d: number, h = 0) => dayjs(new Date(y, m - 1, d, h));

describe('disabled days', () => {
  it('disables days before notBefore, whatever the time of day', () => {
    const c = check({ notBefore: '2026-03-10' });
    expect(c.day(day(2026, 3, 9, 23))).toBe(true);
    expect(c.day(day(2026, 3, 10))).toBe(false);
    expect(c.day(day(2026, 3, 10, 18))).toBe(false);
  });

  it('disables days after notAfter, given as a Date or a timestamp', () => {
    for (const notAfter of [new Date(2026, 2, 10, 12), new Date(2026, 2, 10, 12).getTime()]) {
      const c = check({ notAfter });
      expect(c.day(day(2026, 3, 10, 23))).toBe(false);
      expect(c.day(day(2026, 3, 11))).toBe(true);
    }
  });

  it('disables listed days only', () => {
    const c = check({ disabledDates: ['2026-03-10', new Date(2026, 2, 12)] });
    expect(c.day(day(2026, 3, 10, 8))).toBe(true);
    expect(c.day(day(2026, 3, 12))).toBe(true);
    expect(c.day(day(2026, 3, 11))).toBe(false);
  });

  it('asks the function with the start of the day', () => {
    const weekend = vi.fn((d: Date) => d.getDay() === 0 || d.getDay() === 6);
    const c = check({ isDateDisabled: weekend });
    expect(c.day(day(2026, 3, 7, 15))).toBe(true); // Saturday
    expect(c.day(day(2026, 3, 9))).toBe(false); // Monday
    expect(weekend).toHaveBeenCalledWith(new Date(2026, 2, 7));
  });
});

describe('disabled months and years follow from days', () => {
  it('disables a month only when every day in it is disabled', () => {
    const c = check({ notBefore: '2026-03-31', notAfter: '2026-06-01' });
    expect(c.month(2026, 1)).toBe(true); // February: all before
    expect(c.month(2026, 2)).toBe(false); // March: the 31st is allowed
    expect(c.month(2026, 5)).toBe(false); // June: the 1st is allowed
    expect(c.month(2026, 6)).toBe(true); // July: all after
  });

  it('disables a month whose every day is listed or refused by the function', () => {
    const feb = Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`);
    expect(check({ disabledDates: feb }).month(2026, 1)).toBe(true);
    expect(check({ disabledDates: feb.slice(1) }).month(2026, 1)).toBe(false);
    const noApril = check({ isDateDisabled: (d) => d.getMonth() === 3 });
    expect(noApril.month(2026, 3)).toBe(true);
    expect(noApril.month(2026, 4)).toBe(false);
  });

  it('disables a year only when every month in it is disabled', () => {
    const c = check({ notBefore: '2026-12-31' });
    expect(c.year(2025)).toBe(true);
    expect(c.year(2026)).toBe(false);
    const only2027 = check({ isDateDisabled: (d) => d.getFullYear() !== 2027 });
    expect(only2027.year(2026)).toBe(true);
    expect(only2027.year(2027)).toBe(false);
    expect(only2027.year(2028)).toBe(true);
  });
});
