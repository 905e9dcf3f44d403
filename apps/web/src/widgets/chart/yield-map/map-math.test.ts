import { describe, expect, it } from 'vitest';
import { cutCurve, mapAxisMin, mapLayout, MAP_GRID_TOP, roundAddedPoint } from './map-layout';
import { fitMapTrend, mapTrendLine, TREND_SAMPLES } from './map-trend';
import type { XY } from './types';

const on = (f: (x: number) => number, xs: number[]): XY[] => xs.map((x) => [x, f(x)] as const);

describe('map trends', () => {
  it('fits a logarithmic trend through points of y = 2 + 3 ln x', () => {
    const trend = fitMapTrend(
      on((x) => 2 + 3 * Math.log(x), [0.5, 1, 2, 4, 8]),
      'logarithmic',
    )!;
    expect(trend.shift).toBe(0);
    expect(trend.fit.a).toBeCloseTo(2, 10);
    expect(trend.fit.b).toBeCloseTo(3, 10);
    expect(trend.evaluate(3)).toBeCloseTo(2 + 3 * Math.log(3), 10);
  });

  it('fits an exponential trend through points of y = 5 e^(0.2 x)', () => {
    const trend = fitMapTrend(
      on((x) => 5 * Math.exp(0.2 * x), [0, 1, 2.5, 4, 7]),
      'exponential',
    )!;
    expect(trend.fit.a).toBeCloseTo(5, 10);
    expect(trend.fit.b).toBeCloseTo(0.2, 10);
  });

  it('fits a linear trend by least squares (a published case: y = 1 + x over 4 points)', () => {
    // (1,2), (2,3), (3,5), (4,6): slope 1.4, intercept 0.5.
    const trend = fitMapTrend(
      [
        [1, 2],
        [2, 3],
        [3, 5],
        [4, 6],
      ],
      'linear',
    )!;
    expect(trend.fit.b).toBeCloseTo(1.4, 10);
    expect(trend.fit.a).toBeCloseTo(0.5, 10);
  });

  it('shifts ranks starting at 0 for the logarithmic fit', () => {
    const trend = fitMapTrend(
      [
        [0, 1],
        [50, 2],
        [100, 3],
      ],
      'logarithmic',
    )!;
    expect(trend.shift).toBe(1);
    expect(Number.isFinite(trend.evaluate(0))).toBe(true);
  });

  it('draws no trend with one point, none chosen, or a non-positive yield for exponential', () => {
    expect(mapTrendLine([[1, 2]], 'linear')).toBeNull();
    expect(mapTrendLine([], 'linear')).toBeNull();
    const two: XY[] = [
      [1, 2],
      [3, 4],
    ];
    expect(mapTrendLine(two, 'not_selected')).toBeNull();
    expect(
      mapTrendLine(
        [
          [1, -1],
          [2, 3],
        ],
        'exponential',
      ),
    ).toBeNull();
    const line = mapTrendLine(two, 'linear')!;
    expect(line).toHaveLength(TREND_SAMPLES);
    expect(line[0]).toEqual([1, 2]);
    expect(line[TREND_SAMPLES - 1]![0]).toBe(3);
    expect(line[TREND_SAMPLES - 1]![1]).toBeCloseTo(4, 10);
  });
});

describe('map axis and curve', () => {
  it('starts the x axis at the smallest x, never below 0', () => {
    expect(
      mapAxisMin([
        [2.5, 1],
        [0.7, 2],
        [4, 3],
      ]),
    ).toBe(0.7);
    expect(
      mapAxisMin([
        [-0.2, 1],
        [3, 2],
      ]),
    ).toBe(0);
    expect(mapAxisMin([])).toBe(0);
  });

  it('cuts the curve beyond the largest point x', () => {
    const curve: XY[] = [0.25, 1, 2, 3, 5, 7, 10].map((x) => [x, x] as const);
    const points: XY[] = [
      [1.5, 9],
      [4.2, 11],
    ];
    expect(cutCurve(curve, points).map(([x]) => x)).toEqual([0.25, 1, 2, 3]);
    expect(cutCurve(curve, [[5, 1]]).map(([x]) => x)).toEqual([0.25, 1, 2, 3, 5]);
    expect(cutCurve(curve, [])).toEqual([]);
  });
});

describe('map layout', () => {
  it('is 650 px, 850 in full screen, and all labels add 85 px of spacing and height', () => {
    expect(mapLayout(false, false)).toEqual({ height: 650, gridTop: MAP_GRID_TOP });
    expect(mapLayout(true, false)).toEqual({ height: 850, gridTop: MAP_GRID_TOP });
    expect(mapLayout(false, true)).toEqual({ height: 735, gridTop: MAP_GRID_TOP + 85 });
    expect(mapLayout(true, true)).toEqual({ height: 935, gridTop: MAP_GRID_TOP + 85 });
  });

  it('rounds an added point: duration to 2 decimals, yield to 3', () => {
    expect(roundAddedPoint(3.14159, 11.23456)).toEqual({ duration: 3.14, yield: 11.235 });
    expect(roundAddedPoint(2.005, 9.0005)).toEqual({ duration: 2.01, yield: 9.001 });
  });
});
