import type { Locator } from '@playwright/test';

/**
 * What a chart drew on its canvas, read from the pixels: the charts draw their axis labels
 * as canvas text, so a label's box is where its ink is. Sizes are CSS px.
 */

/** A run of columns holding a label's ink, in CSS px from the canvas' left edge. */
export interface InkBox {
  left: number;
  right: number;
}

export interface LabelRow {
  /** The canvas' width. */
  width: number;
  /** The plot's edges, where its x axis line starts and ends (line chart only). */
  plot?: InkBox;
  /** The labels, left to right: columns of ink, a gap wider than `joinPx` between two. */
  boxes: InkBox[];
}

/** The RGB of the main chart's x axis line (option.ts: #c4cfda). */
const AXIS_RGB = [0xc4, 0xcf, 0xda] as const;

/**
 * The x labels of the line chart (ECharts): the ink in the row under the topmost axis line
 * (the main chart's; the reversed chart under it hangs from a line of its own, labelless).
 * Ink is text-dark (luma under 150): lines, bars and grid lines are lighter or above the axis.
 */
export function lineChartXLabels(canvasHost: Locator, fontSize = 15): Promise<LabelRow> {
  return canvasHost
    .locator('canvas')
    .first()
    .evaluate(
      (canvas: HTMLCanvasElement, { axis, fontSize }) => {
        const ratio = canvas.width / canvas.clientWidth;
        const { width, height } = canvas;
        const data = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
        const at = (x: number, y: number) => (y * width + x) * 4;
        const isAxis = (x: number, y: number) => {
          const i = at(x, y);
          return axis.every((c, k) => Math.abs(data[i + k]! - c) <= 6);
        };
        let axisRow = -1;
        const plot = { left: -1, right: -1 };
        for (let y = 0; y < height && axisRow < 0; y++) {
          const on: number[] = [];
          for (let x = 0; x < width; x++) if (isAxis(x, y)) on.push(x);
          if (on.length > width / 2) {
            axisRow = y;
            plot.left = on[0]! / ratio;
            plot.right = (on.at(-1)! + 1) / ratio;
          }
        }
        if (axisRow < 0) return { width: canvas.clientWidth, columns: [] };
        // Under the axis by the labels' margin (8 px): the lowest y label, centred on the axis
        // line, ends above it.
        const top = axisRow + Math.round(8 * ratio);
        const bottom = Math.min(height, top + Math.round(fontSize * 1.5 * ratio));
        const columns: boolean[] = [];
        for (let x = 0; x < width; x++) {
          let ink = false;
          for (let y = top; y < bottom && !ink; y++) {
            const i = at(x, y);
            ink = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]! < 150;
          }
          columns.push(ink);
        }
        return { width: canvas.clientWidth, columns, ratio, plot };
      },
      { axis: AXIS_RGB, fontSize },
    )
    .then((row) => toLabelRow(row as InkColumns, fontSize));
}

/**
 * The x labels of the extended chart (klinecharts): it draws the time axis in a pane of its
 * own, the lowest canvas; the labels are its ink (text-dark pixels, luma under 150) wider
 * than a character.
 */
export async function stockChartXLabels(canvasHost: Locator, fontSize = 12): Promise<LabelRow> {
  const row = await canvasHost.evaluate((host: HTMLElement) => {
    const canvases = [...host.querySelectorAll('canvas')].filter((c) => c.clientHeight > 0);
    // The lowest pane is the time axis; its first canvas holds the drawing (an overlay
    // canvas for the crosshair lies over it).
    const bottom = Math.max(...canvases.map((c) => c.getBoundingClientRect().bottom));
    const lowest = canvases.find((c) => c.getBoundingClientRect().bottom === bottom)!;
    const ratio = lowest.width / lowest.clientWidth;
    const { width, height } = lowest;
    const data = lowest.getContext('2d')!.getImageData(0, 0, width, height).data;
    const columns: boolean[] = [];
    for (let x = 0; x < width; x++) {
      let ink = false;
      for (let y = 0; y < height && !ink; y++) {
        const i = (y * width + x) * 4;
        ink =
          data[i + 3]! > 0 && 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]! < 150;
      }
      columns.push(ink);
    }
    return { width: lowest.clientWidth, columns, ratio };
  });
  // The pane's border at its right end is a line, no date: narrower than a character.
  const labels = toLabelRow(row, fontSize);
  return { ...labels, boxes: labels.boxes.filter((box) => box.right - box.left >= fontSize) };
}

interface InkColumns {
  width: number;
  columns: boolean[];
  ratio?: number;
  plot?: InkBox;
}

/** Columns of ink joined into labels: a gap under half the font size is inside a label. */
function toLabelRow({ width, columns, ratio = 1, plot }: InkColumns, fontSize: number): LabelRow {
  const join = (fontSize / 2) * ratio;
  const boxes: InkBox[] = [];
  let start = -1;
  let last = -Infinity;
  columns.forEach((ink, x) => {
    if (!ink) return;
    if (start >= 0 && x - last > join) {
      boxes.push({ left: start / ratio, right: (last + 1) / ratio });
      start = -1;
    }
    if (start < 0) start = x;
    last = x;
  });
  if (start >= 0) boxes.push({ left: start / ratio, right: (last + 1) / ratio });
  return { width, boxes, ...(plot ? { plot } : {}) };
}

/** Where the reversed chart's bars are, down the canvas (CSS px rows). */
export interface ReversedBars {
  /** The main chart's x axis line, and the reversed chart's line under it. */
  mainAxis: number;
  lowerAxis: number;
  /** Pixels of the bars' colour in each row under the lower line, top down. */
  rows: number[];
}

/**
 * The bars of the reversed chart under the line chart: they hang from its axis line (the
 * second full-width line, under the main chart's), and are counted (pixels of `rgb`) row by
 * row beneath it.
 */
export function reversedChartBars(canvasHost: Locator, rgb: readonly number[]) {
  return canvasHost
    .locator('canvas')
    .first()
    .evaluate(
      (canvas: HTMLCanvasElement, { axis, rgb }) => {
        const ratio = canvas.width / canvas.clientWidth;
        const { width, height } = canvas;
        const data = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
        const near = (i: number, c: readonly number[], d: number) =>
          c.every((v, k) => Math.abs(data[i + k]! - v) <= d);
        // The main chart's line: the first full-width row of the axis colour. The reversed
        // chart's, under it: its bars start on it and cover it, so its row is of either colour.
        const count = (y: number, colours: (readonly number[])[]) => {
          let n = 0;
          for (let x = 0; x < width; x++)
            if (colours.some((c) => near((y * width + x) * 4, c, 6))) n++;
          return n;
        };
        const lines: number[] = [];
        for (let y = 0; y < height && lines.length === 0; y++)
          if (count(y, [axis]) > width / 2) lines.push(y);
        for (let y = (lines[0] ?? height) + Math.round(20 * ratio); y < height; y++)
          if (count(y, [axis, rgb]) > width / 2) {
            lines.push(y);
            break;
          }
        const rows: number[] = [];
        const below = (lines[1] ?? height) + 1;
        for (let y = below; y < height; y += Math.max(1, Math.round(ratio))) {
          let count = 0;
          for (let x = 0; x < width; x++) if (near((y * width + x) * 4, rgb, 10)) count++;
          rows.push(count);
        }
        return {
          mainAxis: (lines[0] ?? -1) / ratio,
          lowerAxis: (lines[1] ?? -1) / ratio,
          rows,
        };
      },
      { axis: AXIS_RGB, rgb },
    );
}
