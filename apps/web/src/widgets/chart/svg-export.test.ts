import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT_SIZES, EXPORT_HEIGHT } from './constants';
import { buildChartOption, type ChartOptionInput } from './option';
import { renderSvg } from './svg-export';

const DAY = 86_400_000;
const t0 = Date.UTC(2024, 0, 1, 9);

const input: ChartOptionInput = {
  series: [
    {
      id: 'b1',
      name: 'OFZ 26238',
      model: 'bond',
      data: Array.from(
        { length: 400 },
        (_, i) => [t0 + i * DAY, 90 + Math.sin(i / 20) * 5] as const,
      ),
    },
    {
      id: 'b2',
      name: 'Reversed',
      model: 'bond',
      yAxis: 1,
      data: [
        [t0, 1],
        [t0 + DAY, 2],
      ],
    },
  ],
  hidden: new Set(),
  title: 'Price',
  valuesHidden: false,
  fonts: { ...DEFAULT_FONT_SIZES },
  narrow: false,
  showLogo: true,
  trend: 'exponential',
  message: null,
  texts: { mln: 'mln', trendName: (name) => `${name} trend` },
  locale: 'en-GB',
  zoom: false,
  height: EXPORT_HEIGHT.line,
  animation: false,
};

/** Real ECharts (server-side SVG renderer): the option the widget builds must draw. */
describe('SVG export', () => {
  it('renders the lines, the title, the logo and a reversed lower chart as SVG', () => {
    const svg = renderSvg(buildChartOption(input), 900, 1000);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="900"');
    expect(svg).toContain('Bondsight');
    expect(svg).toContain('Price');
    // Two lines, a trend, axes: several paths.
    expect(svg.match(/<path/g)!.length).toBeGreaterThan(4);
  });

  it("leaves the logo out when 'Show logo' is off", () => {
    const svg = renderSvg(buildChartOption({ ...input, showLogo: false }), 900, 1000);
    expect(svg).not.toContain('Bondsight');
    expect(svg).toContain('Price');
  });

  it('writes well-formed attributes (the font list has no double quotes to break them)', () => {
    const svg = renderSvg(buildChartOption(input), 900, 1000);
    // Every attribute value closes before the next attribute or the end of its tag.
    expect(svg).not.toMatch(/="[^"]*"[^\s/>]/);
  });

  it('draws a message on the chart as text', () => {
    const svg = renderSvg(
      buildChartOption({ ...input, message: 'No data for the chart' }),
      800,
      600,
    );
    expect(svg).toContain('No data for the chart');
  });
});
