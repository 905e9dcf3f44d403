import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, DEFAULT_FONT_SIZES, MAIN_COLOUR } from './constants';
import {
  axisTitles,
  buildChartOption,
  colourOf,
  totalHeight,
  type ChartOptionInput,
} from './option';
import { escapeHtml, tooltipHtml } from './option-parts';
import { gridLayout, yLabelWidth, type LayoutInput } from './option-layout';
import type { ChartSeries } from './types';
import { toChartTime } from './time';

const H3 = 3 * 3_600_000;
const t0 = Date.UTC(2024, 0, 9, 21); // 10.01.2024 00:00 chart time
const DAY = 86_400_000;

const bond: ChartSeries = {
  id: 'b1',
  name: 'OFZ <26238>',
  model: 'bond',
  data: [
    [t0, 250_000],
    [t0 + DAY, 260_000],
    [t0 + 2 * DAY, 270_000],
  ],
};
const index: ChartSeries = { id: 'i1', name: 'Index', model: 'index', data: [[t0, 10]] };

function input(over: Partial<ChartOptionInput> = {}): ChartOptionInput {
  return {
    series: [bond, index],
    hidden: new Set(),
    title: 'Price',
    valuesHidden: false,
    fonts: { ...DEFAULT_FONT_SIZES },
    narrow: false,
    showLogo: false,
    trend: 'not_selected',
    message: null,
    texts: { mln: 'mln', trendName: (name) => `${name} trend` },
    locale: 'en-GB',
    zoom: false,
    height: CHART_HEIGHT.line,
    ...over,
  };
}

// The option is a deep union of ECharts types; the tests read into it freely.
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const opt = (over?: Partial<ChartOptionInput>) => buildChartOption(input(over)) as Any;

describe('chart option', () => {
  it('draws lines shifted to +3 h and shown as UTC, sampled with lttb', () => {
    const option = opt();
    expect(option.useUTC).toBe(true);
    expect(option.series[0].data[0]).toEqual([t0 + H3, 250_000]);
    expect(option.series[0].sampling).toBe('lttb');
    expect(option.animationDuration).toBe(1000);
    expect(option.series[0].lineStyle.color).toBe(MAIN_COLOUR);
    expect(colourOf(index, 1)).not.toBe(MAIN_COLOUR);
    expect(colourOf({ ...index, colour: '#123456' }, 1)).toBe('#123456');
  });

  it('leaves hidden lines out but keeps the others their colours', () => {
    const option = opt({ hidden: new Set(['b1']) });
    expect(option.series.map((s: Any) => s.id)).toEqual(['i1']);
    expect(option.series[0].lineStyle.color).toBe(colourOf(index, 1));
  });

  it('shows y values in millions from 100,000', () => {
    const formatter = opt().yAxis[0].axisLabel.formatter;
    expect(formatter(250_000)).toBe('0.25 mln');
    expect(formatter(99)).toBe('99');
  });

  it('hides y axis values and tooltip values below full access', () => {
    const option = opt({ valuesHidden: true, measure: 'RUB' });
    expect(option.yAxis[0].axisLabel.show).toBe(false);
    expect(option.yAxis[0].name).toBeUndefined();
    const html = option.tooltip.formatter([
      { seriesId: 'b1', seriesName: 'OFZ', marker: '*', axisValue: t0 + H3, value: [t0 + H3, 5] },
    ]);
    expect(html).toContain('10.01.2024');
    expect(html).toContain('*OFZ');
    expect(html).not.toContain('5');
    expect(opt().yAxis[0].axisLabel.show).toBe(true);
  });

  it('shows values, the unit and the intraday time in the full tooltip', () => {
    const x = t0 + H3 + 14.5 * 3_600_000;
    const html = tooltipHtml(
      [
        { seriesId: 'b1', seriesName: 'A<b>', marker: '', axisValue: x, value: [x, 101.5] },
        { seriesId: 'b1__trend', seriesName: 'trend', axisValue: x, value: [x, 1] },
      ],
      { valuesHidden: false, mln: 'mln', locale: 'en-GB', measure: '%' },
    );
    expect(html).toContain('10.01.2024 14:30');
    expect(html).toContain('A&lt;b&gt;: <b>101.5</b> %');
    expect(html).not.toContain('trend');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });

  it('dates a daily point (00:00 UTC, the answers’ date_numeric) without an invented 03:00', () => {
    const daily = toChartTime(Date.UTC(2026, 1, 3));
    const html = tooltipHtml(
      [{ seriesId: 'b1', seriesName: 'A', axisValue: daily, value: [daily, 1] }],
      {
        valuesHidden: false,
        mln: 'mln',
        locale: 'en-GB',
      },
    );
    expect(html).toContain('>03.02.2026</div>');
    expect(html).not.toContain('03:00');
  });

  it('sizes title and axes from the font state, 12 px y axis on a narrow screen', () => {
    const fonts = { title: 18, subtitle: 17, axis: 17, legend: 17 };
    const option = opt({ fonts });
    expect(option.title.textStyle.fontSize).toBe(18);
    expect(option.xAxis[0].axisLabel.fontSize).toBe(17);
    expect(option.yAxis[0].axisLabel.fontSize).toBe(17);
    expect(opt({ narrow: true }).yAxis[0].axisLabel.fontSize).toBe(12);
  });

  it('adds a dashed trend per line with more than one point', () => {
    const option = opt({ trend: 'linear' });
    const ids = option.series.map((s: Any) => s.id);
    expect(ids).toEqual(['b1', 'b1__trend', 'i1']);
    expect(option.series[1].name).toBe('OFZ <26238> trend');
    expect(option.series[1].lineStyle.type).toBe('dashed');
    expect(option.series[1].data[2][1]).toBeCloseTo(270_000);
  });

  it('draws the message and the logo as graphics', () => {
    const elements = opt({ message: 'Start after end', showLogo: true }).graphic.elements;
    expect(elements.map((e: Any) => e.id)).toEqual(['logo', 'message']);
    expect(elements[1].style.text).toBe('Start after end');
    expect(elements[0].children[1].style.text).toBe('Bondsight');
    expect(opt().graphic.elements).toEqual([]);
  });

  it('puts yAxis 1 lines on a reversed chart 200 px tall under the main one', () => {
    const option = opt({ series: [bond, { ...index, yAxis: 1 }] });
    expect(option.grid).toHaveLength(2);
    expect(option.yAxis[1].inverse).toBe(true);
    expect(option.series[1].yAxisIndex).toBe(1);
    expect(totalHeight([bond, { ...index, yAxis: 1 }], 600)).toBe(800);
    expect(totalHeight([bond], 600)).toBe(600);
  });

  it('draws a right-side line against its own axis, with its own title and unit', () => {
    const right = { ...index, side: 'right' as const };
    const option = opt({
      series: [bond, right],
      valueAxis: { unit: 'bp', name: 'Change, bp', signed: true },
      rightAxis: { unit: '%', name: 'Index change, %', signed: true },
    });
    expect(option.yAxis).toHaveLength(2);
    expect(option.yAxis[0].name).toBe('Change, bp');
    expect(option.yAxis[1]).toMatchObject({
      position: 'right',
      gridIndex: 0,
      name: 'Index change, %',
    });
    expect(option.series.map((s: Any) => s.yAxisIndex)).toEqual([0, 1]);
    expect(
      axisTitles(input({ series: [bond, right], measure: 'pts', rightAxis: { unit: 'p' } })),
    ).toEqual(['pts', 'p']);
    // Each row of the tooltip carries its own axis' unit, a change its sign.
    const html = option.tooltip.formatter([
      { seriesId: 'b1', seriesName: 'OFZ', marker: '', axisValue: t0 + H3, value: [t0 + H3, 35] },
      {
        seriesId: 'i1',
        seriesName: 'Index',
        marker: '',
        axisValue: t0 + H3,
        value: [t0 + H3, -1.5],
      },
    ]);
    expect(html).toContain('OFZ: <b>+35</b> bp');
    expect(html).toContain('Index: <b>-1.5</b> %');
    // The right labels get room on the right.
    expect(option.grid[0].right).toBeGreaterThan(24);
  });

  it('drops the right axis while its lines are hidden, and keeps one scale without them', () => {
    const right = { ...index, side: 'right' as const };
    const option = opt({
      series: [bond, right],
      hidden: new Set(['i1']),
      rightAxis: { unit: 'p' },
    });
    expect(option.yAxis).toHaveLength(1);
    expect(option.grid[0].right).toBe(24);
    expect(axisTitles(input({ series: [bond, right], measure: '%', valuesHidden: true }))).toEqual(
      [],
    );
  });

  it('adds zoom only when asked', () => {
    expect(opt().dataZoom).toEqual([]);
    const zoom = opt({ zoom: true }).dataZoom;
    expect(zoom.map((z: Any) => z.type)).toEqual(['inside', 'slider']);
    expect(zoom[1].labelFormatter(t0 + H3)).toBe('10.01.2024');
  });
});

describe('chart layout', () => {
  const layout = (over: Partial<LayoutInput> = {}): LayoutInput => ({
    series: [bond],
    hidden: new Set(),
    valuesHidden: false,
    titleFont: 16,
    axisFont: 15,
    yFont: 15,
    zoom: false,
    mln: 'mln',
    locale: 'en-GB',
    ...over,
  });

  it('leaves room on the left for the widest y label, none when values are hidden', () => {
    // "0.27 mln" and a spare character: 9 glyphs of 15 px at 0.62.
    expect(yLabelWidth(layout())).toBe(Math.ceil(9 * 15 * 0.62));
    expect(gridLayout(layout(), false)[0]!.left).toBe(Math.ceil(9 * 15 * 0.62) + 16);
    expect(gridLayout(layout({ valuesHidden: true }), false)[0]!.left).toBe(16);
  });

  it('gives both charts one left edge and one time span', () => {
    const grids = gridLayout(layout(), true);
    expect(grids[0]!.left).toBe(grids[1]!.left);
    const option = opt({ series: [bond, { ...index, yAxis: 1 }] });
    expect(option.xAxis[0].min).toBe(option.xAxis[1].min);
    expect(option.xAxis[1].max).toBe(t0 + 2 * DAY + H3);
    // One chart has the span of its lines too: its labels are laid out over it.
    expect(opt().xAxis[0].min).toBe(t0 + H3);
  });

  it('lays the x labels out for the canvas width: one granularity, only ticks it labels', () => {
    const axis = opt({ width: 1280 }).xAxis[0];
    // Three days at 1280 px: a label a day as DD.MM; the first and the last ticks are the
    // plot's edges, so their labels are held inside it, to the edges' side of the tick.
    expect(axis.axisLabel.customValues.map((v: number) => axis.axisLabel.formatter(v))).toEqual([
      '10.01',
      '11.01',
      '12.01',
    ]);
    expect(axis.axisLabel).toMatchObject({ alignMinLabel: 'left', alignMaxLabel: 'right' });
    expect(axis.axisTick.customValues).toEqual(axis.axisLabel.customValues);
    // Unknown width (not laid out yet) or a zoomed window: ECharts places them.
    expect(opt().xAxis[0].axisLabel.customValues).toBeUndefined();
    expect(opt({ width: 1280, zoom: true }).xAxis[0].axisLabel.customValues).toBeUndefined();
  });

  it('gives a single point a day of span, so the axis has its date', () => {
    const option = opt({ series: [index], width: 680 });
    expect(option.xAxis[0].max - option.xAxis[0].min).toBe(DAY);
    expect(option.xAxis[0].axisLabel.customValues).toEqual([Date.UTC(2024, 0, 10)]);
  });

  it('hangs bars from the top of the reversed chart, measured from zero, in their own unit', () => {
    const volume: ChartSeries = { ...index, id: 'v', name: 'Volume', yAxis: 1, bars: true };
    const option = opt({ series: [bond, volume], secondaryAxis: { unit: 'bonds' }, width: 900 });
    const bars = option.series.find((s: Any) => s.id === 'v');
    expect(bars).toMatchObject({ type: 'bar', xAxisIndex: 1, yAxisIndex: 1 });
    expect(option.yAxis[1]).toMatchObject({ inverse: true, scale: false });
    expect(option.xAxis[1]).toMatchObject({ position: 'top', axisLabel: { show: false } });
    expect(option.xAxis[0].axisLabel.show).toBe(true);
    const tip = option.tooltip.formatter([
      { seriesId: 'b1', seriesName: 'OFZ', axisValue: t0 + H3, value: [t0 + H3, 99] },
      { seriesId: 'v', seriesName: 'Volume', axisValue: t0 + H3, value: [t0 + H3, 1200] },
    ]);
    expect(tip).toContain('Volume: <b>1,200</b> bonds');
    // Lines on the reversed chart keep their scale around their values.
    expect(opt({ series: [bond, { ...index, yAxis: 1 }] }).yAxis[1].scale).toBe(true);
  });

  it('moves the plot down for the unit row under the title', () => {
    const plain = gridLayout(layout({ title: 'Price' }), false)[0]!.top as number;
    expect(gridLayout(layout({ title: 'Price', measure: '%' }), false)[0]!.top).toBe(plain + 25);
  });
});
