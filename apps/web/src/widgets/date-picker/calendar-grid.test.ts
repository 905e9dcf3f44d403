import { describe, expect, it } from 'vitest';
import { assertFirstDayOfWeek, decadeStart, decadeYears, monthGrid } from './calendar-grid';

const keys = (grid: ReturnType<typeof monthGrid>) =>
  grid.flat().map((c) => c.date.format('YYYY-MM-DD'));

describe('the day grid', () => {
  it.each([
    [2026, 0],
    [2026, 1],
    [2026, 2],
    [2024, 1],
    [2015, 1], // February 2015 fits exactly four weeks from Sunday
    [2026, 11],
  ])('always has 6 rows of 7 consecutive days (%i-%i)', (year, month0) => {
    for (const fdw of [1, 7]) {
      const grid = monthGrid(year, month0, fdw);
      expect(grid).toHaveLength(6);
      for (const row of grid) expect(row).toHaveLength(7);
      const cells = grid.flat();
      expect(cells).toHaveLength(42);
      cells.slice(1).forEach((cell, i) => {
        expect(cell.date.diff(cells[i]!.date, 'day')).toBe(1);
      });
      const inMonth = cells.filter((c) => c.inMonth);
      expect(inMonth[0]!.date.date()).toBe(1);
      expect(inMonth).toHaveLength(cells[0]!.date.add(15, 'day').daysInMonth());
    }
  });

  it('starts weeks on Sunday by default-style 7 and on Monday with 1 (March 2026)', () => {
    // 1 March 2026 is a Sunday.
    const sunday = keys(monthGrid(2026, 2, 7));
    expect(sunday[0]).toBe('2026-03-01');
    expect(sunday[41]).toBe('2026-04-11');
    const monday = keys(monthGrid(2026, 2, 1));
    expect(monday[0]).toBe('2026-02-23');
    expect(monday[6]).toBe('2026-03-01');
    expect(monday[41]).toBe('2026-04-05');
  });

  it('dims the leading and trailing days of the adjacent months', () => {
    const cells = monthGrid(2026, 2, 1).flat();
    expect(cells.slice(0, 6).every((c) => !c.inMonth)).toBe(true);
    expect(cells[6]!.inMonth).toBe(true);
    expect(cells.slice(37).every((c) => !c.inMonth)).toBe(true);
  });

  it('puts every first column on the chosen weekday for each of 1..7', () => {
    for (let fdw = 1; fdw <= 7; fdw += 1) {
      const first = monthGrid(2026, 4, fdw)[0]![0]!.date;
      expect(first.day()).toBe(fdw % 7);
    }
  });

  it('rejects a first day of week outside 1..7', () => {
    for (const bad of [0, 8, -1, 1.5, Number.NaN]) {
      expect(() => assertFirstDayOfWeek(bad)).toThrow(RangeError);
      expect(() => monthGrid(2026, 0, bad)).toThrow(/must be 1 to 7/);
    }
    expect(assertFirstDayOfWeek(1)).toBe(1);
    expect(assertFirstDayOfWeek(7)).toBe(7);
  });
});

describe('the year panel', () => {
  it('shows the ten years of the decade', () => {
    expect(decadeYears(2026)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029]);
    expect(decadeYears(2020)).toEqual(decadeYears(2029));
    expect(decadeStart(2030)).toBe(2030);
    expect(decadeStart(1999)).toBe(1990);
  });
});
