import { describe, expect, it } from 'vitest';
import { fitExponential, fitLinear, fitLogarithmic, trendLine } from './trend';

const DAY = 86_400_000;

describe('least-squares fits', () => {
  it('fits a line exactly through collinear points', () => {
    expect(fitLinear([0, 1, 2], [1, 3, 5])).toEqual({ a: 1, b: 2 });
  });

  it('fits the best line through scattered points', () => {
    // x̄ = 1, ȳ = 2: Sxy = (-1)(-1) + 0·1 + 1·0 = 1, Sxx = 2, so b = 0.5 and a = 2 - 0.5.
    const fit = fitLinear([0, 1, 2], [1, 3, 2])!;
    expect(fit.b).toBeCloseTo(0.5);
    expect(fit.a).toBeCloseTo(1.5);
  });

  it('has no line for one point or a single x', () => {
    expect(fitLinear([1], [1])).toBeNull();
    expect(fitLinear([2, 2], [1, 5])).toBeNull();
  });

  it('fits y = 2 + 3 ln x', () => {
    const xs = [1, Math.E, Math.E ** 2];
    const fit = fitLogarithmic(xs, [2, 5, 8])!;
    expect(fit.a).toBeCloseTo(2);
    expect(fit.b).toBeCloseTo(3);
    expect(fitLogarithmic([0, 1], [1, 2])).toBeNull();
  });

  it('fits y = 2 e^(0.5 x) on ln y', () => {
    const xs = [0, 2, 4];
    const fit = fitExponential(
      xs,
      xs.map((x) => 2 * Math.exp(0.5 * x)),
    )!;
    expect(fit.a).toBeCloseTo(2);
    expect(fit.b).toBeCloseTo(0.5);
    expect(fitExponential([0, 1], [1, -1])).toBeNull();
  });
});

describe('trend line', () => {
  const t0 = Date.UTC(2024, 0, 1);
  const points = [
    [t0, 1],
    [t0 + DAY, 3],
    [t0 + 2 * DAY, null],
    [t0 + 3 * DAY, 7],
  ] as const;

  it('draws the linear trend at the known points, in days from the first', () => {
    expect(trendLine(points, 'linear')).toEqual([
      [t0, 1],
      [t0 + DAY, 3],
      [t0 + 3 * DAY, 7],
    ]);
  });

  it('treats the first point as day 1 for the logarithmic trend', () => {
    // y = 4 + 2 ln(x + 1) at x = 0 and 1 day: the fit must give those values back.
    const line = trendLine(
      [
        [t0, 4],
        [t0 + DAY, 4 + 2 * Math.log(2)],
      ],
      'logarithmic',
    )!;
    expect(line[0]![1]).toBeCloseTo(4);
    expect(line[1]![1]).toBeCloseTo(4 + 2 * Math.log(2));
  });

  it('follows an exponential series', () => {
    const line = trendLine(
      [
        [t0, 1],
        [t0 + DAY, Math.E],
        [t0 + 2 * DAY, Math.E ** 2],
      ],
      'exponential',
    )!;
    expect(line.map(([, y]) => y)).toEqual([
      expect.closeTo(1),
      expect.closeTo(Math.E),
      expect.closeTo(Math.E ** 2),
    ]);
  });

  it('needs a chosen type and more than one point', () => {
    expect(trendLine(points, 'not_selected')).toBeNull();
    expect(trendLine([[t0, 1]], 'linear')).toBeNull();
    expect(
      trendLine(
        [
          [t0, 1],
          [t0 + DAY, null],
        ],
        'linear',
      ),
    ).toBeNull();
  });
});
