import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs-setup';
import { isChooseKey, moveFocus } from './keyboard';

// Thursday 5 March 2026.
const day = dayjs(new Date(2026, 2, 5));
const move = (key: string, fdw = 7, shift = false) =>
  moveFocus(day, key, fdw, shift)?.format('YYYY-MM-DD') ?? null;

describe('grid keyboard movement', () => {
  it('moves by a day, a week and a month', () => {
    expect(move('ArrowLeft')).toBe('2026-03-04');
    expect(move('ArrowRight')).toBe('2026-03-06');
    expect(move('ArrowUp')).toBe('2026-02-26');
    expect(move('ArrowDown')).toBe('2026-03-12');
    expect(move('PageUp')).toBe('2026-02-05');
    expect(move('PageDown')).toBe('2026-04-05');
    expect(move('PageDown', 7, true)).toBe('2027-03-05');
  });

  it('clamps to the last day when a month is shorter', () => {
    expect(moveFocus(dayjs(new Date(2026, 0, 31)), 'PageDown', 7)?.format('YYYY-MM-DD')).toBe(
      '2026-02-28',
    );
  });

  it('goes to the start and end of the week as the picker starts it', () => {
    expect(move('Home', 7)).toBe('2026-03-01'); // Sunday
    expect(move('End', 7)).toBe('2026-03-07'); // Saturday
    expect(move('Home', 1)).toBe('2026-03-02'); // Monday
    expect(move('End', 1)).toBe('2026-03-08'); // Sunday
  });

  it('ignores other keys and chooses on Enter or Space', () => {
    expect(move('a')).toBeNull();
    expect(isChooseKey('Enter')).toBe(true);
    expect(isChooseKey(' ')).toBe(true);
    expect(isChooseKey('Tab')).toBe(false);
  });
});
