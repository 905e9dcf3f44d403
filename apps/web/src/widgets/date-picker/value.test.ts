import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs-setup';
import {
  defaultFormat,
  formatRange,
  inferValueFormat,
  parseRangeText,
  parseText,
  toDayjs,
  toOutput,
} from './value';

const ymd = (d: { format(f: string): string } | null) => d?.format('YYYY-MM-DD HH:mm:ss') ?? null;

describe('reading caller values', () => {
  it('reads a Date, a timestamp and a formatted string as the same moment', () => {
    const date = new Date(2026, 2, 5, 14, 30);
    expect(ymd(toDayjs(date, 'YYYY-MM-DD', 'en'))).toBe('2026-03-05 14:30:00');
    expect(ymd(toDayjs(date.getTime(), 'YYYY-MM-DD', 'en'))).toBe('2026-03-05 14:30:00');
    expect(ymd(toDayjs('05.03.2026 14:30', 'DD.MM.YYYY HH:mm', 'en'))).toBe('2026-03-05 14:30:00');
  });

  it('treats missing, empty and unparseable values as no value', () => {
    expect(toDayjs(null, 'YYYY-MM-DD', 'en')).toBeNull();
    expect(toDayjs(undefined, 'YYYY-MM-DD', 'en')).toBeNull();
    expect(toDayjs('', 'YYYY-MM-DD', 'en')).toBeNull();
    expect(toDayjs(new Date(Number.NaN), 'YYYY-MM-DD', 'en')).toBeNull();
    expect(toDayjs('05.03.2026', 'YYYY-MM-DD', 'en')).toBeNull();
  });

  it('infers the kind to answer in from the current value or range', () => {
    expect(inferValueFormat(new Date())).toBe('date');
    expect(inferValueFormat(0)).toBe('timestamp');
    expect(inferValueFormat('2026-01-01')).toBe('string');
    expect(inferValueFormat([1, 2])).toBe('timestamp');
    expect(inferValueFormat(null)).toBeNull();
  });

  it('emits the chosen moment as Date, timestamp or formatted string', () => {
    const day = dayjs(new Date(2026, 2, 5));
    const asDate = toOutput(day, 'date', 'YYYY-MM-DD', 'en');
    expect(asDate).toBeInstanceOf(Date);
    expect((asDate as Date).getTime()).toBe(new Date(2026, 2, 5).getTime());
    expect(toOutput(day, 'timestamp', 'YYYY-MM-DD', 'en')).toBe(new Date(2026, 2, 5).getTime());
    expect(toOutput(day, 'string', 'DD.MM.YYYY', 'en')).toBe('05.03.2026');
    expect(toOutput(day, 'string', 'D MMMM YYYY', 'ru')).toBe('5 марта 2026');
  });
});

describe('strict parsing in the given format', () => {
  it('accepts only real dates written exactly in the format', () => {
    expect(ymd(parseText('2026-02-28', 'YYYY-MM-DD', 'en'))).toBe('2026-02-28 00:00:00');
    expect(parseText('2026-02-30', 'YYYY-MM-DD', 'en')).toBeNull();
    expect(parseText('2026-13-01', 'YYYY-MM-DD', 'en')).toBeNull();
    expect(parseText('2026-3-5', 'YYYY-MM-DD', 'en')).toBeNull();
    expect(parseText('2026-03-05', 'DD.MM.YYYY', 'en')).toBeNull();
    expect(parseText('29.02.2025', 'DD.MM.YYYY', 'en')).toBeNull();
    expect(ymd(parseText('29.02.2024', 'DD.MM.YYYY', 'en'))).toBe('2024-02-29 00:00:00');
  });

  it('parses datetime, month, year and 12-hour formats', () => {
    expect(ymd(parseText('2026-03-05 14:30', 'YYYY-MM-DD HH:mm', 'en'))).toBe(
      '2026-03-05 14:30:00',
    );
    expect(parseText('2026-03-05 24:30', 'YYYY-MM-DD HH:mm', 'en')).toBeNull();
    expect(ymd(parseText('2026-03', 'YYYY-MM', 'en'))).toBe('2026-03-01 00:00:00');
    expect(ymd(parseText('2026', 'YYYY', 'en'))).toBe('2026-01-01 00:00:00');
    expect(ymd(parseText('03/05/2026 02:15 PM', 'MM/DD/YYYY hh:mm A', 'en'))).toBe(
      '2026-03-05 14:15:00',
    );
  });

  it('reads month names in the picker locale', () => {
    expect(ymd(parseText('5 марта 2026', 'D MMMM YYYY', 'ru'))).toBe('2026-03-05 00:00:00');
  });

  it('uses YYYY-MM-DD by default and a per-type default elsewhere', () => {
    expect(defaultFormat('date')).toBe('YYYY-MM-DD');
    expect(defaultFormat('daterange')).toBe('YYYY-MM-DD');
    expect(defaultFormat('datetime')).toBe('YYYY-MM-DD HH:mm');
    expect(defaultFormat('month')).toBe('YYYY-MM');
    expect(defaultFormat('year')).toBe('YYYY');
    expect(defaultFormat('time')).toBe('HH:mm');
  });
});

describe('range text', () => {
  const span = (r: ReturnType<typeof parseRangeText>) => r?.map((d) => d.format('YYYY-MM-DD'));

  it('splits on "~" with or without spaces', () => {
    expect(span(parseRangeText('2026-03-01 ~ 2026-03-31', '~', 'YYYY-MM-DD', 'en'))).toEqual([
      '2026-03-01',
      '2026-03-31',
    ]);
    expect(span(parseRangeText('2026-03-01~2026-03-31', '~', 'YYYY-MM-DD', 'en'))).toEqual([
      '2026-03-01',
      '2026-03-31',
    ]);
  });

  it('splits on a custom separator, even one that also occurs inside the dates', () => {
    expect(span(parseRangeText('01.03.2026 to 31.03.2026', ' to ', 'DD.MM.YYYY', 'en'))).toEqual([
      '2026-03-01',
      '2026-03-31',
    ]);
    expect(span(parseRangeText('2026-03-01 - 2026-03-31', '-', 'YYYY-MM-DD', 'en'))).toEqual([
      '2026-03-01',
      '2026-03-31',
    ]);
  });

  it('fails when either end is invalid or the separator is missing', () => {
    expect(parseRangeText('2026-03-01 ~ 2026-02-30', '~', 'YYYY-MM-DD', 'en')).toBeNull();
    expect(parseRangeText('2026-03-01 ~ ', '~', 'YYYY-MM-DD', 'en')).toBeNull();
    expect(parseRangeText('2026-03-01 / 2026-03-31', '~', 'YYYY-MM-DD', 'en')).toBeNull();
  });

  it('shows a range with the separator padded by spaces', () => {
    const range = [dayjs(new Date(2026, 2, 1)), dayjs(new Date(2026, 2, 31))] as const;
    expect(formatRange(range, 'YYYY-MM-DD', 'en', '~')).toBe('2026-03-01 ~ 2026-03-31');
    expect(formatRange(range, 'DD.MM.YYYY', 'en', ' to ')).toBe('01.03.2026 to 31.03.2026');
  });
});
