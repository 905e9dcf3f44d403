import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs-setup';
import { displayText, selectedDays, toEmitted } from './selection';
import { toDayjs } from './value';

const toDay = (v: Date | number | string) => toDayjs(v, 'DD.MM.YYYY', 'en');
const march = (d: number) => dayjs(new Date(2026, 2, d));

describe('the value in both directions', () => {
  it('reads nothing, one moment, or a whole range, never half a range', () => {
    expect(selectedDays(null, toDay)).toEqual([]);
    expect(selectedDays('05.03.2026', toDay).map((d) => d.date())).toEqual([5]);
    expect(selectedDays(['01.03.2026', new Date(2026, 2, 9)], toDay)).toHaveLength(2);
    expect(selectedDays(['01.03.2026', '31.02.2026'], toDay)).toEqual([]);
  });

  it('shows the value in the format, a range with its separator', () => {
    expect(displayText([], 'DD.MM.YYYY', 'en', '~')).toBe('');
    expect(displayText([march(5)], 'DD.MM.YYYY', 'en', '~')).toBe('05.03.2026');
    expect(displayText([march(1), march(9)], 'DD.MM.YYYY', 'en', '~')).toBe(
      '01.03.2026 ~ 09.03.2026',
    );
  });

  it('emits a moment, a range or a clear in the caller’s kind', () => {
    expect(toEmitted(null, 'date', 'YYYY-MM-DD', 'en')).toBeNull();
    expect(toEmitted(march(5), 'timestamp', 'YYYY-MM-DD', 'en')).toBe(
      new Date(2026, 2, 5).getTime(),
    );
    expect(toEmitted([march(1), march(9)], 'string', 'YYYY-MM-DD', 'en')).toEqual([
      '2026-03-01',
      '2026-03-09',
    ]);
    expect(toEmitted([march(1), march(9)], 'date', 'YYYY-MM-DD', 'en')).toEqual([
      new Date(2026, 2, 1),
      new Date(2026, 2, 9),
    ]);
  });
});
