/**
 * The yield map as an image file: the map's own option drawn again off-screen at the export
 * height (spec section 9: map 850 px), with the issuer, currency, ground and date as a title,
 * animation off. PNG on a detached canvas instance; SVG from ECharts' SVG renderer in
 * server-side mode (the screen's canvas cannot give SVG). Loaded only when an export is asked.
 */
import { TitleComponent } from 'echarts/components';
import { use as registerParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { init } from './echarts-map-setup';
import type { MapOption } from './map-option';

registerParts([TitleComponent, SVGRenderer]);

/** Room the title takes above the legend. */
export const MAP_EXPORT_TITLE_SPACE = 32;

export interface MapImageRequest {
  option: MapOption;
  /** e.g. "Gazprom · RUB · Moscow Exchange · 20.11.2026" */
  title: string;
  width: number;
  height: number;
}

/** The screen's option with a title above the legend, everything below it moved down. */
export function exportOption({ option, title }: Pick<MapImageRequest, 'option' | 'title'>) {
  return {
    ...option,
    animation: false,
    // A file is read on any background: white, as the screen shows it.
    backgroundColor: '#ffffff',
    title: {
      text: title,
      left: 'center',
      top: 4,
      textStyle: { fontSize: 15, fontWeight: 600 as const, color: '#1a1a1a' },
    },
    legend: { ...option.legend, top: MAP_EXPORT_TITLE_SPACE },
    grid: { ...option.grid, top: option.grid.top + MAP_EXPORT_TITLE_SPACE },
    // No tooltip in a file.
    tooltip: { show: false },
  };
}

/** The file's height: the map's export height and the title's room above it. */
const fileHeight = (request: MapImageRequest) => request.height + MAP_EXPORT_TITLE_SPACE;

export function renderMapSvg(request: MapImageRequest): string {
  const chart = init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: request.width,
    height: fileHeight(request),
  });
  try {
    chart.setOption(exportOption(request) as never);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** PNG bytes of the map at twice the pixels (sharp on paper and high-density screens). */
export function renderMapPng(request: MapImageRequest): Uint8Array<ArrayBuffer> {
  const host = document.createElement('div');
  const height = fileHeight(request);
  host.style.cssText = `position:fixed;left:-10000px;top:0;width:${request.width}px;height:${height}px`;
  document.body.append(host);
  const chart = init(host, null, { renderer: 'canvas', width: request.width, height });
  try {
    chart.setOption(exportOption(request) as never);
    const url = chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' });
    const binary = atob(url.slice(url.indexOf(',') + 1));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } finally {
    chart.dispose();
    host.remove();
  }
}
