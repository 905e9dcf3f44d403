import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs-setup';
import { interpretTyped, type TypedOptions } from './typed-input';

const base: TypedOptions = {
  format: 'YYYY-MM-DD',
  locale: 'en',
  range: false,
  separator: '~',
  clearable: true,
  isDayDisabled: () => false,
};
const days = (result: ReturnType<typeof interpretTyped>) =>
  result.kind === 'single'
    ? result.value.format('YYYY-MM-DD HH:mm')
    : result.kind === 'range'
      ? result.value.map((d) => d.format('YYYY-MM-DD'))
      : result.kind;

describe('typed text', () => {
  it('parses a valid date and rejects an impossible one', () => {
    expect(days(interpretTyped('2026-03-05', base))).toBe('2026-03-05 00:00');
    expect(days(interpretTyped(' 2026-03-05 ', base))).toBe('2026-03-05 00:00');
    expect(interpretTyped('2026-02-30', base).kind).toBe('error');
    expect(interpretTyped('tomorrow', base).kind).toBe('error');
  });

  it('clears on empty text, but a non-clearable picker reports it as an error', () => {
    expect(interpretTyped('', base).kind).toBe('clear');
    expect(interpretTyped('   ', base).kind).toBe('clear');
    expect(interpretTyped('', { ...base, clearable: false }).kind).toBe('error');
  });

  it('rejects a disabled day', () => {
    const noMarch5 = { ...base, isDayDisabled: (d: dayjs.Dayjs) => d.date() === 5 };
    expect(interpretTyped('2026-03-05', noMarch5).kind).toBe('error');
    expect(interpretTyped('2026-03-06', noMarch5).kind).toBe('single');
  });

  it('takes a range only when both ends are valid and the end is not before the start', () => {
    const range = { ...base, range: true };
    expect(days(interpretTyped('2026-03-01 ~ 2026-03-31', range))).toEqual([
      '2026-03-01',
      '2026-03-31',
    ]);
    expect(days(interpretTyped('2026-03-05 ~ 2026-03-05', range))).toEqual([
      '2026-03-05',
      '2026-03-05',
    ]);
    expect(interpretTyped('2026-03-31 ~ 2026-03-01', range).kind).toBe('error');
    expect(interpretTyped('2026-03-01 ~ 2026-02-30', range).kind).toBe('error');
    expect(interpretTyped('2026-03-01', range).kind).toBe('error');
  });

  it('uses a custom range separator', () => {
    const range = { ...base, range: true, separator: '..', format: 'DD.MM.YYYY' };
    expect(days(interpretTyped('01.03.2026..31.03.2026', range))).toEqual([
      '2026-03-01',
      '2026-03-31',
    ]);
    expect(interpretTyped('01.03.2026 ~ 31.03.2026', range).kind).toBe('error');
  });

  it('rejects a range with a disabled end', () => {
    const range = { ...base, range: true, isDayDisabled: (d: dayjs.Dayjs) => d.date() === 31 };
    expect(interpretTyped('2026-03-01 ~ 2026-03-31', range).kind).toBe('error');
  });

  it('puts a typed time on the given day instead of the real today', () => {
    const time = { ...base, format: 'HH:mm', timeOnlyDay: dayjs(new Date(2030, 0, 2)) };
    expect(days(interpretTyped('09:45', time))).toBe('2030-01-02 09:45');
    expect(interpretTyped('25:00', time).kind).toBe('error');
  });
});
