/**
 * Chart exports: print, PNG, JPEG, PDF and SVG. Each draws the chart again offscreen at the
 * export height (spec: 800, map 850) with animation off, so the file never catches a half-drawn
 * frame nor the screen's zoom or tooltip.
 */
import { EXPORT_FILE_NAMES, PDF_IMAGE_DELAY_MS, type ExportFormat } from './constants';
import { init } from './echarts-setup';
import type { ChartOption } from './option';
import { jpegToPdf } from './pdf';
import { saveBlob } from '../../lib/save-blob';

export interface ExportRequest {
  format: ExportFormat;
  /** The option built for export (export height, no zoom, no animation). */
  option: ChartOption;
  width: number;
  height: number;
  /** Title of the print window. */
  printTitle: string;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Draws the option on an offscreen canvas and returns its image as a data URL. */
async function rasterise(
  request: ExportRequest,
  type: 'png' | 'jpeg',
  pixelRatio: number,
): Promise<string> {
  const host = document.createElement('div');
  host.style.cssText = `position:fixed;left:-10000px;top:0;width:${request.width}px;height:${request.height}px`;
  document.body.append(host);
  const chart = init(host, null, {
    renderer: 'canvas',
    width: request.width,
    height: request.height,
  });
  try {
    chart.setOption(request.option);
    // Spec: a short pause before taking the image, so late layout (fonts) has landed.
    await delay(PDF_IMAGE_DELAY_MS);
    return chart.getDataURL({ type, pixelRatio, backgroundColor: '#ffffff' });
  } finally {
    chart.dispose();
    host.remove();
  }
}

export function dataUrlBytes(url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(url.slice(url.indexOf(',') + 1));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The chart's files are saved like every other download. */
export const downloadBlob = saveBlob;

/** Opens the image alone in a new window and prints it once it has loaded. */
function printImage(png: string, title: string) {
  const win = window.open('', '_blank');
  if (!win) return;
  win.document.title = title;
  const image = win.document.createElement('img');
  image.alt = title;
  image.style.maxWidth = '100%';
  image.onload = () => {
    win.focus();
    win.print();
  };
  image.src = png;
  win.document.body.append(image);
}

export async function exportChart(request: ExportRequest): Promise<void> {
  const { format, width, height } = request;
  if (format === 'svg') {
    const { renderSvg } = await import('./svg-export');
    const svg = renderSvg(request.option, width, height);
    downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), EXPORT_FILE_NAMES.svg);
  } else if (format === 'pdf') {
    // One image pixel per CSS pixel: the PDF page is the image size times 1/1.5.
    const jpeg = dataUrlBytes(await rasterise(request, 'jpeg', 1));
    const pdf = jpegToPdf(jpeg);
    downloadBlob(new Blob([pdf], { type: 'application/pdf' }), EXPORT_FILE_NAMES.pdf);
  } else if (format === 'print') {
    printImage(await rasterise(request, 'png', 2), request.printTitle);
  } else {
    const url = await rasterise(request, format, 2);
    const type = format === 'png' ? 'image/png' : 'image/jpeg';
    const bytes = dataUrlBytes(url);
    downloadBlob(new Blob([bytes], { type }), EXPORT_FILE_NAMES[format]);
  }
}
