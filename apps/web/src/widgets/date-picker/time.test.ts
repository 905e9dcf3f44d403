import { describe, expect, it } from 'vitest';
import {
  assertMinuteStep,
  formatHasSeconds,
  hourCycle,
  hourOptions,
  meridiemLabel,
  minuteOptions,
  to12Hour,
  to24Hour,
} from './time';

describe('minute steps', () => {
  it('offers minutes in the step', () => {
    expect(minuteOptions(15)).toEqual([0, 15, 30, 45]);
    expect(minuteOptions(30)).toEqual([0, 30]);
    expect(minuteOptions(60)).toEqual([0]);
    expect(minuteOptions(7)).toEqual([0, 7, 14, 21, 28, 35, 42, 49, 56]);
  });

  it('treats 0 and 1 as every minute', () => {
    expect(minuteOptions(0)).toHaveLength(60);
    expect(minuteOptions(1)).toEqual(minuteOptions(0));
    expect(minuteOptions(1).at(-1)).toBe(59);
  });

  it('rejects steps outside 0..60', () => {
    for (const bad of [61, -1, 2.5, Number.NaN]) {
      expect(() => assertMinuteStep(bad)).toThrow(RangeError);
      expect(() => minuteOptions(bad)).toThrow(/0 to 60/);
    }
  });
});

describe('12- or 24-hour from the format', () => {
  it('is 12-hour with AM/PM for h or hh with A or a', () => {
    expect(hourCycle('YYYY-MM-DD hh:mm A')).toEqual({ hour12: true, meridiem: 'A' });
    expect(hourCycle('h:mm a')).toEqual({ hour12: true, meridiem: 'a' });
  });

  it('is 24-hour for H or HH, and for a format without a meridiem', () => {
    expect(hourCycle('YYYY-MM-DD HH:mm')).toEqual({ hour12: false, meridiem: null });
    expect(hourCycle('H:mm')).toEqual({ hour12: false, meridiem: null });
    expect(hourCycle('hh:mm')).toEqual({ hour12: false, meridiem: null });
  });

  it('ignores escaped text in the format', () => {
    expect(hourCycle('HH:mm [Ah]')).toEqual({ hour12: false, meridiem: null });
    expect(formatHasSeconds('HH:mm [s]')).toBe(false);
    expect(formatHasSeconds('HH:mm:ss')).toBe(true);
  });

  it('lists the hours of each clock face', () => {
    expect(hourOptions(false)).toEqual([...Array(24).keys()]);
    expect(hourOptions(true)).toEqual([12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('converts between the faces', () => {
    expect(to12Hour(0)).toEqual({ hour: 12, pm: false });
    expect(to12Hour(12)).toEqual({ hour: 12, pm: true });
    expect(to12Hour(15)).toEqual({ hour: 3, pm: true });
    for (let h = 0; h < 24; h += 1) {
      const { hour, pm } = to12Hour(h);
      expect(to24Hour(hour, pm)).toBe(h);
    }
    expect(meridiemLabel(true, 'A')).toBe('PM');
    expect(meridiemLabel(false, 'a')).toBe('am');
  });
});
