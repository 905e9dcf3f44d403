import { describe, expect, it } from 'vitest';
import {
  cutToCommonStart,
  dropEmptySeries,
  latestCommonStart,
  spreadLine,
  VALUE_MODE,
} from './compare';
import type { ChartPoint } from './types';

const DAY = 86_400_000;
const d = (n: number) => Date.UTC(2024, 0, 1, 9) + n * DAY;

const a: ChartPoint[] = [
  [d(0), 100],
  [d(1), 110],
  [d(2), 121],
];
const b: ChartPoint[] = [
  [d(1), 50],
  [d(2), 40],
];

describe('value modes', () => {
  it('finds the latest common start', () => {
    expect(latestCommonStart([{ data: a }, { data: b }])).toBe(d(1));
    expect(latestCommonStart([{ data: [] }])).toBeNull();
  });

  it('cuts every line to the common start in mode 2, leaving the values to the page', () => {
    const [first, second] = cutToCommonStart([
      { id: 'a', data: a },
      { id: 'b', data: b },
    ]);
    expect(first).toEqual({
      id: 'a',
      data: [
        [d(1), 110],
        [d(2), 121],
      ],
    });
    expect(second).toEqual({ id: 'b', data: b });
    expect(VALUE_MODE).toEqual({ absolute: 1, normalised: 2 });
  });

  it('leaves lines without data as they are', () => {
    const lines = [{ id: 'e', data: [[d(0), null]] as ChartPoint[] }];
    expect(cutToCommonStart(lines)).toEqual(lines);
  });
});

describe('spread line', () => {
  it('takes first minus second on common dates', () => {
    expect(spreadLine([{ data: a }, { data: b }])).toEqual([
      [d(1), 60],
      [d(2), 81],
    ]);
  });

  it('pairs ticks of the same chart-time day at different hours', () => {
    const late: ChartPoint[] = [[d(1) + 5 * 3_600_000, 45]];
    expect(spreadLine([{ data: a }, { data: late }])).toEqual([[d(1), 65]]);
  });

  it('needs exactly two lines', () => {
    expect(spreadLine([{ data: a }])).toBeNull();
    expect(spreadLine([{ data: a }, { data: b }, { data: a }])).toBeNull();
  });
});

describe('empty lines', () => {
  it('are removed from a comparison and reported', () => {
    const empty = { id: 'e', data: [[d(0), null]] as ChartPoint[] };
    const full = { id: 'f', data: a };
    expect(dropEmptySeries([empty, full])).toEqual({ kept: [full], removed: [empty] });
  });
});
