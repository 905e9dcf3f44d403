import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT_SIZES } from './constants';
import { buildChartOption, type ChartOptionInput } from './option';
import { renderSvg } from './svg-export';
import { labelWidth, type TimeUnit } from './time-axis';

const DAY = 86_400_000;
const END = Date.UTC(2026, 10, 27);

function input(days: number, width: number, valuesHidden: boolean): ChartOptionInput {
  const data: [number, number][] = [];
  for (let i = days; i >= 0; i--) data.push([END - i * DAY, 90 + Math.sin(i / 20) * 5]);
  return {
    series: [
      { id: 'b1', name: 'OFZ 26230', model: 'bond', data },
      // The turnover on the reversed chart: its axis shares the main one's labels.
      { id: 'v', name: 'Volume', model: 'bond', yAxis: 1, bars: true, data },
    ],
    hidden: new Set(),
    title: 'Price',
    valuesHidden,
    fonts: { ...DEFAULT_FONT_SIZES },
    narrow: width < 680,
    showLogo: true,
    trend: 'not_selected',
    message: null,
    texts: { mln: 'mln', trendName: (name) => name },
    locale: 'en-GB',
    zoom: false,
    height: 650,
    width,
    animation: false,
  };
}

const UNITS: [TimeUnit, RegExp][] = [
  ['day', /^\d\d\.\d\d$/],
  ['month', /^\d\d\.\d{4}$/],
  ['year', /^\d{4}$/],
];

/** The x labels ECharts drew: each text's anchor, position and words. */
function xLabels(svg: string) {
  const texts = [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(([, attrs, text]) => ({
    text: text!,
    anchor: /text-anchor="(\w+)"/.exec(attrs!)?.[1] ?? 'start',
    x: Number(/translate\(([\d.-]+) /.exec(attrs!)?.[1]),
  }));
  return texts.filter((t) => UNITS.some(([, format]) => format.test(t.text)));
}

/** Real ECharts (server-side SVG): the labels the option asks for are the ones drawn. */
describe('x labels as drawn', () => {
  for (const width of [1240, 640])
    for (const days of [7, 31, 92, 365, 1096, 3653])
      for (const valuesHidden of [false, true])
        it(`${days} days at ${width} px${valuesHidden ? ', values hidden' : ''}`, () => {
          const option = buildChartOption(input(days, width, valuesHidden));
          const labels = xLabels(renderSvg(option, width, 850));
          expect(labels.length).toBeGreaterThanOrEqual(2);
          // One granularity: every label of one format.
          const unit = UNITS.find(([, format]) => format.test(labels[0]!.text))![0];
          for (const label of labels)
            expect(label.text).toMatch(UNITS.find(([u]) => u === unit)![1]);
          const w = labelWidth(unit, DEFAULT_FONT_SIZES.axis);
          const boxes = labels
            .map(({ anchor, x }): [number, number] =>
              anchor === 'start'
                ? [x, x + w]
                : anchor === 'end'
                  ? [x - w, x]
                  : [x - w / 2, x + w / 2],
            )
            .sort((a, b) => a[0] - b[0]);
          // Whole: inside the plot, so neither the canvas nor the y labels cut them.
          const grid = (option.grid as { left: number; right: number }[])[0]!;
          expect(boxes[0]![0]).toBeGreaterThanOrEqual(grid.left);
          expect(boxes.at(-1)![1]).toBeLessThanOrEqual(width - grid.right);
          // Apart: none touches the next.
          for (let i = 1; i < boxes.length; i++)
            expect(boxes[i]![0] - boxes[i - 1]![1]).toBeGreaterThanOrEqual(DEFAULT_FONT_SIZES.axis);
        });
});
