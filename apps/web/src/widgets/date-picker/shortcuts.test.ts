import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs-setup';
import { PICKER_TEXTS } from './locales';
import { SHORTCUTS, shortcutDay, shortcutLabel, shortcutRange } from './shortcuts';

const today = dayjs(new Date(2026, 2, 5));
const f = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

describe('shortcuts from an injected today', () => {
  it('moves a single date by ±7 and ±30 days', () => {
    const got = Object.fromEntries(
      SHORTCUTS.map(({ id, days }) => [id, f(shortcutDay(today, days))]),
    );
    expect(got).toEqual({
      prev30Days: '2026-02-03',
      prev7Days: '2026-02-26',
      next7Days: '2026-03-12',
      next30Days: '2026-04-04',
    });
  });

  it('spans from today forward or back to today for a range, in order', () => {
    const got = Object.fromEntries(
      SHORTCUTS.map(({ id, days }) => [id, shortcutRange(today, days).map(f)]),
    );
    expect(got).toEqual({
      prev30Days: ['2026-02-03', '2026-03-05'],
      prev7Days: ['2026-02-26', '2026-03-05'],
      next7Days: ['2026-03-05', '2026-03-12'],
      next30Days: ['2026-03-05', '2026-04-04'],
    });
  });

  it('labels each shortcut in the picker language', () => {
    expect(shortcutLabel('next7Days', PICKER_TEXTS.en)).toBe('Next 7 days');
    expect(shortcutLabel('prev30Days', PICKER_TEXTS.ru)).toBe('Предыдущие 30 дней');
  });
});
