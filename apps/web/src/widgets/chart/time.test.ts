import { describe, expect, it } from 'vitest';
import {
  addMonths,
  chartDayStart,
  formatChartDate,
  fromChartTime,
  pickerDateOf,
  timestampOfPickerDate,
  toChartTime,
} from './time';

const H = 3_600_000;

describe('chart time (+3 h)', () => {
  it('shifts by exactly three hours, both ways', () => {
    expect(toChartTime(0)).toBe(3 * H);
    expect(fromChartTime(toChartTime(123_456))).toBe(123_456);
  });

  it('names the +3 h day and time, not the UTC one', () => {
    const lateUtc = Date.UTC(2024, 2, 31, 22, 30); // 01:30 on 1 April in Moscow
    expect(formatChartDate(lateUtc)).toBe('01.04.2024');
    expect(formatChartDate(lateUtc, true)).toBe('01.04.2024 01:30');
  });

  it('starts the day at +3 h midnight', () => {
    expect(chartDayStart(Date.UTC(2024, 0, 10, 12))).toBe(Date.UTC(2024, 0, 9, 21));
  });

  it('gives a picker the chart-time calendar day and reads it back', () => {
    const ts = Date.UTC(2024, 4, 31, 22); // 1 June, 01:00 chart time
    const local = pickerDateOf(ts);
    expect([local.getFullYear(), local.getMonth(), local.getDate()]).toEqual([2024, 5, 1]);
    expect(timestampOfPickerDate(local)).toBe(Date.UTC(2024, 4, 31, 21));
  });
});

describe('addMonths', () => {
  it('moves whole months in chart time', () => {
    const ts = Date.UTC(2024, 4, 15, 9);
    expect(addMonths(ts, -3)).toBe(Date.UTC(2024, 1, 15, 9));
    expect(addMonths(ts, 120)).toBe(Date.UTC(2034, 4, 15, 9));
  });

  it('clamps to the shorter month', () => {
    const march31 = Date.UTC(2024, 2, 31, 9);
    expect(addMonths(march31, -1)).toBe(Date.UTC(2024, 1, 29, 9));
  });
});
