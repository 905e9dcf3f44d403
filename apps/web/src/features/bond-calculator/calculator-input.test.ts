import { describe, expect, it } from 'vitest';
import {
  defaultNkdDate,
  filterNumberText,
  isAllowedKey,
  latestNkdDate,
  nkdDateProblem,
  numberText,
  parseNumberText,
  parseTypedDate,
  todayUtc,
} from './calculator-input';

describe('number input: digits, dot and comma only (spec 5)', () => {
  it('drops every other character from typed or pasted text', () => {
    expect(filterNumberText('98.75')).toBe('98.75');
    expect(filterNumberText('98,75')).toBe('98,75');
    expect(filterNumberText('-1e3 %abc 12 345,6')).toBe('1312345,6');
    expect(filterNumberText('١٢')).toBe('');
  });

  it('lets digits, dot, comma, named keys and shortcuts through, and stops the rest', () => {
    for (const key of ['0', '9', '.', ',', 'Backspace', 'ArrowLeft', 'Tab', 'Enter'])
      expect(isAllowedKey(key)).toBe(true);
    for (const key of ['-', '+', 'e', 'a', ' ', '%']) expect(isAllowedKey(key)).toBe(false);
    expect(isAllowedKey('v', true)).toBe(true);
  });

  it('reads a dot or a comma as the decimal separator, one at most', () => {
    expect(parseNumberText('98.75')).toBe(98.75);
    expect(parseNumberText('98,75')).toBe(98.75);
    expect(parseNumberText(' 12 ')).toBe(12);
    expect(parseNumberText(',5')).toBe(0.5);
    expect(parseNumberText('7.')).toBe(7);
    for (const text of ['', '.', '1.2.3', '1,2.3', '1 000', 'abc', '-1'])
      expect(parseNumberText(text)).toBeNull();
  });

  it('shows a number back with a dot and no trailing zeros', () => {
    expect(numberText(98.123456, 4)).toBe('98.1235');
    expect(numberText(12.5, 3)).toBe('12.5');
  });
});

describe('nkd date: not later than two days from today (spec 5)', () => {
  it('counts today as the UTC date, as the server does', () => {
    expect(todayUtc(new Date('2026-11-24T23:30:00-05:00'))).toBe('2026-11-25');
    expect(latestNkdDate('2026-11-24')).toBe('2026-11-26');
    expect(latestNkdDate('2026-12-31')).toBe('2027-01-02');
  });

  it('reads DD.MM.YYYY with dots or commas, and only real dates', () => {
    expect(parseTypedDate('20.11.2026')).toBe('2026-11-20');
    expect(parseTypedDate('1,2,2026')).toBe('2026-02-01');
    expect(parseTypedDate('29.02.2028')).toBe('2028-02-29');
    for (const text of ['29.02.2027', '32.01.2026', '2026-11-20', '20.11.26', '', '20112026'])
      expect(parseTypedDate(text)).toBeNull();
  });

  it('refuses a date three days ahead and takes two', () => {
    expect(nkdDateProblem('2026-11-27', '2026-11-24')).toBe('too_late');
    expect(nkdDateProblem('2026-11-26', '2026-11-24')).toBeNull();
    expect(nkdDateProblem('2020-01-01', '2026-11-24')).toBeNull();
    expect(nkdDateProblem(null, '2026-11-24')).toBe('invalid');
  });
});

describe('the date the block opens on', () => {
  const grounds = [{ maxDate: '2026-09-15' }, { maxDate: null }, { maxDate: '2026-09-14' }];
  it('is today for a bond still running', () => {
    expect(
      defaultNkdDate('2026-11-24', { maturityDate: '2030-01-01', tradingGrounds: grounds }),
    ).toBe('2026-11-24');
    expect(defaultNkdDate('2026-11-24', { maturityDate: null, tradingGrounds: [] })).toBe(
      '2026-11-24',
    );
  });
  it("is a matured bond's last trading day, else the eve of its maturity", () => {
    expect(
      defaultNkdDate('2026-11-24', { maturityDate: '2026-09-16', tradingGrounds: grounds }),
    ).toBe('2026-09-15');
    expect(defaultNkdDate('2026-11-24', { maturityDate: '2026-09-16', tradingGrounds: [] })).toBe(
      '2026-09-15',
    );
  });
});
