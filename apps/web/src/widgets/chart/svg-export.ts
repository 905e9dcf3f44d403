/** The SVG export: an offscreen, server-side-style SVG instance, loaded only when asked for. */
import { SVGRenderer } from 'echarts/renderers';
import { init, use as registerParts } from 'echarts/core';
import './echarts-setup';
import type { ChartOption } from './option';

registerParts([SVGRenderer]);

/** The chart as an SVG document of the given size. */
export function renderSvg(option: ChartOption, width: number, height: number): string {
  const chart = init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
