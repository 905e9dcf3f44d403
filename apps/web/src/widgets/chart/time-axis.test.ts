import { describe, expect, it } from 'vitest';
import { formatTick, labelWidth, timeAxisLabels, type TimeUnit } from './time-axis';

const DAY = 86_400_000;
// 27.11.2026 03:00 chart time: a daily point (00:00 UTC shifted by +3 h), as the chart draws it.
const END = Date.UTC(2026, 10, 27, 3);
const SPANS: Record<string, number> = {
  '1 week': 7,
  '17 days': 17,
  '1 month': 31,
  '3 months': 92,
  '200 days': 200,
  '1 year': 365,
  '3 years': 1096,
  '10 years': 3653,
  '25 years': 9131,
};
// The plots at 1280 and 680 px (less the y labels), and at A- and A+ of the axis font.
const PLOTS = [1150, 560, 430];
const FONTS = [10, 15, 22];

const FORMATS: Record<TimeUnit, RegExp> = {
  day: /^\d\d\.\d\d$/,
  month: /^\d\d\.\d{4}$/,
  year: /^\d{4}$/,
};

describe('time axis labels', () => {
  for (const [period, days] of Object.entries(SPANS))
    for (const plotWidth of PLOTS)
      for (const fontSize of FONTS)
        it(`${period} over ${plotWidth} px at ${fontSize} px: whole, apart and of one kind`, () => {
          const min = END - days * DAY;
          const labels = timeAxisLabels({ min, max: END, plotWidth, fontSize })!;
          // A year of months at A+ on a phone holds one label whole and apart; else two or more.
          const least = fontSize > 15 && plotWidth < 500 ? 1 : 2;
          expect(labels.values.length).toBeGreaterThanOrEqual(least);
          const width = labelWidth(labels.unit, fontSize);
          // Each label's box: centred on its tick, or the first or last held to an edge's side.
          const boxes = labels.values.map((t, i): [number, number] => {
            const x = ((t - min) / (END - min)) * plotWidth;
            const align =
              i === 0
                ? labels.alignMin
                : i === labels.values.length - 1
                  ? labels.alignMax
                  : undefined;
            if (align === 'left') return [x, x + width];
            if (align === 'right') return [x - width, x];
            return [x - width / 2, x + width / 2];
          });
          // Whole: the first and the last label inside the plot, not cut by its edge.
          expect(boxes[0]![0]).toBeGreaterThanOrEqual(0);
          expect(boxes.at(-1)![1]).toBeLessThanOrEqual(plotWidth);
          // Apart: a clear gap of 1.5 font sizes between neighbours, never touching.
          for (let i = 1; i < boxes.length; i++)
            expect(boxes[i]![0] - boxes[i - 1]![1]).toBeGreaterThanOrEqual(1.5 * fontSize);
          // One kind: every label of the same granularity (no month among days).
          for (const t of labels.values)
            expect(formatTick(t, labels.unit)).toMatch(FORMATS[labels.unit]);
          // Distinct: no two labels read the same.
          const texts = labels.values.map((t) => formatTick(t, labels.unit));
          expect(new Set(texts).size).toBe(texts.length);
        });

  it('picks days for a quarter at 1280 px (weekly, on Mondays), months for a year, years for ten', () => {
    const quarter = timeAxisLabels({
      min: END - 92 * DAY,
      max: END,
      plotWidth: 1150,
      fontSize: 15,
    })!;
    expect(quarter.unit).toBe('day');
    for (const t of quarter.values) expect(new Date(t).getUTCDay()).toBe(1);
    const year = timeAxisLabels({ min: END - 365 * DAY, max: END, plotWidth: 1150, fontSize: 15 })!;
    expect(year.unit).toBe('month');
    expect(year.values.map((t) => formatTick(t, 'month'))).toContain('01.2026');
    const ten = timeAxisLabels({ min: END - 3653 * DAY, max: END, plotWidth: 1150, fontSize: 15 })!;
    expect(ten.unit).toBe('year');
  });

  it('holds a label by the edge to its side of the tick, or leaves it out when crowded', () => {
    // A week from 20.11 03:00 to 27.11 03:00: the ticks 20.11 00:00 and 27.11 00:00 are out
    // of the plot or 3 h from its right edge, where a centred label would be cut.
    const wide = timeAxisLabels({ min: END - 7 * DAY, max: END, plotWidth: 1150, fontSize: 15 })!;
    const texts = wide.values.map((t) => formatTick(t, wide.unit));
    expect(texts).toEqual(['21.11', '22.11', '23.11', '24.11', '25.11', '26.11', '27.11']);
    expect(wide.alignMax).toBe('right');
    expect(wide.alignMin).toBeUndefined();
    // At 560 px a day is 80 px: the held 27.11 would touch 26.11, so it is left out.
    const narrow = timeAxisLabels({ min: END - 7 * DAY, max: END, plotWidth: 560, fontSize: 15 })!;
    expect(narrow.values.map((t) => formatTick(t, narrow.unit))).not.toContain('27.11');
    expect(narrow.alignMax).toBeUndefined();
  });

  it("gives a single day's chart its date", () => {
    const day = timeAxisLabels({
      min: END - DAY / 2,
      max: END + DAY / 2,
      plotWidth: 560,
      fontSize: 15,
    })!;
    expect(day.values.map((t) => formatTick(t, day.unit))).toEqual(['27.11']);
  });

  it('leaves the labels to ECharts while the width or the span is unknown', () => {
    expect(timeAxisLabels({ min: END - DAY, max: END, plotWidth: 0, fontSize: 15 })).toBeNull();
    expect(timeAxisLabels({ min: END, max: END, plotWidth: 500, fontSize: 15 })).toBeNull();
  });

  it('formats one granularity: DD.MM, MM.YYYY or YYYY (chart time, read as UTC)', () => {
    const t = Date.UTC(2026, 0, 5);
    expect(formatTick(t, 'day')).toBe('05.01');
    expect(formatTick(t, 'month')).toBe('01.2026');
    expect(formatTick(t, 'year')).toBe('2026');
  });
});
