import { describe, expect, it } from 'vitest';
import {
  BOND_PERIOD_TABS,
  capRange,
  DEFAULT_PERIOD_ID,
  isStartAfterEnd,
  latestTimestampMs,
  presetRange,
  rangeBeforeLatest,
} from './period';

const at = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 9);

describe('period arithmetic', () => {
  it('has the bond page tabs with 3M by default', () => {
    expect(BOND_PERIOD_TABS.map((tab) => [tab.id, tab.months])).toEqual([
      ['1m', 1],
      ['3m', 3],
      ['1y', 12],
      ['3y', 36],
    ]);
    expect(DEFAULT_PERIOD_ID).toBe('3m');
  });

  it('counts a preset back from the end date', () => {
    expect(presetRange(12, at(2024, 6, 10))).toEqual({
      from: at(2023, 6, 10),
      to: at(2024, 6, 10),
    });
  });

  it('pushes the end back when the start moves beyond 10 years', () => {
    expect(capRange({ from: at(2010, 1, 1), to: at(2024, 6, 1) }, 'from')).toEqual({
      from: at(2010, 1, 1),
      to: at(2020, 1, 1),
    });
  });

  it('pushes the start forward when the end moves beyond 10 years', () => {
    expect(capRange({ from: at(2010, 1, 1), to: at(2024, 6, 1) }, 'to')).toEqual({
      from: at(2014, 6, 1),
      to: at(2024, 6, 1),
    });
  });

  it('leaves a range inside the cap, or a start after the end, alone', () => {
    const inside = { from: at(2015, 1, 1), to: at(2024, 12, 31) };
    expect(capRange(inside, 'from')).toBe(inside);
    const reversed = { from: at(2024, 1, 1), to: at(2000, 1, 1) };
    expect(capRange(reversed, 'to')).toBe(reversed);
    expect(isStartAfterEnd(reversed)).toBe(true);
    expect(isStartAfterEnd(inside)).toBe(false);
  });

  it('takes a limit other than 10 years', () => {
    expect(capRange({ from: at(2020, 1, 1), to: at(2024, 1, 1) }, 'from', 1).to).toBe(
      at(2021, 1, 1),
    );
  });

  it('reads a numeric answer as the latest date and resets to three months before it', () => {
    const seconds = at(2024, 5, 20) / 1000;
    expect(latestTimestampMs(seconds)).toBe(at(2024, 5, 20));
    expect(latestTimestampMs(at(2024, 5, 20))).toBe(at(2024, 5, 20));
    expect(rangeBeforeLatest(seconds)).toEqual({ from: at(2024, 2, 20), to: at(2024, 5, 20) });
  });
});
