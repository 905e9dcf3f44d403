/**
 * The time axis' labels, chosen here rather than by ECharts: ECharts mixes granularities on one
 * axis (a month's "09.2026" between days' "08.09" and "15.09", a year among months), which
 * crowds the labels, and it centres a label on a tick right at the plot's edge, so the first
 * or the last one is cut by the canvas. Here one granularity is picked for the whole axis (days,
 * months or years), the finest whose labels keep a clear gap at the plot's width, and only ticks
 * whose whole label fits over the plot are kept (by an edge, held to the edge's side of its tick).
 *
 * Values are chart time (ms, drawn as UTC: see time.ts), so the UTC fields are the +3 h ones.
 */

const DAY_MS = 86_400_000;
/** Average glyph width of digits and dots, as a share of the font size (generous: a label
 * measured too wide only spaces the labels out more). */
const GLYPH_WIDTH = 0.62;
/** The clear space between two labels, in font sizes: less reads as one run of digits. */
const GAP_EM = 1.5;

export type TimeUnit = 'day' | 'month' | 'year';

/** A label granularity: its unit and step (every 7th day, every 3rd month...). */
interface Step {
  unit: TimeUnit;
  every: number;
}

/** Finest first; weekly steps fall on Mondays, months on the quarter and half-year. */
const STEPS: readonly Step[] = [
  { unit: 'day', every: 1 },
  { unit: 'day', every: 2 },
  { unit: 'day', every: 3 },
  { unit: 'day', every: 7 },
  { unit: 'day', every: 14 },
  { unit: 'month', every: 1 },
  { unit: 'month', every: 2 },
  { unit: 'month', every: 3 },
  { unit: 'month', every: 6 },
  { unit: 'year', every: 1 },
  { unit: 'year', every: 2 },
  { unit: 'year', every: 5 },
  { unit: 'year', every: 10 },
  { unit: 'year', every: 20 },
  { unit: 'year', every: 50 },
];

/** The typical length of a step, to skip the steps far too fine before making their ticks. */
const STEP_MS: Record<TimeUnit, number> = { day: DAY_MS, month: 28 * DAY_MS, year: 365 * DAY_MS };

const pad = (n: number) => String(n).padStart(2, '0');

/** One label text per unit: DD.MM for days, MM.YYYY for months, YYYY for years. */
export function formatTick(value: number, unit: TimeUnit): string {
  const d = new Date(value);
  const year = String(d.getUTCFullYear());
  const month = pad(d.getUTCMonth() + 1);
  if (unit === 'year') return year;
  if (unit === 'month') return `${month}.${year}`;
  return `${pad(d.getUTCDate())}.${month}`;
}

/** The label's width in px at this font size (by its character count). */
export function labelWidth(unit: TimeUnit, fontSize: number): number {
  const chars = unit === 'year' ? 4 : unit === 'month' ? 7 : 5;
  return Math.ceil(chars * fontSize * GLYPH_WIDTH);
}

/** The step's ticks in [min, max]: midnights, firsts of months, or 1 January, aligned. */
function ticksOf(step: Step, min: number, max: number): number[] {
  const ticks: number[] = [];
  const start = new Date(min);
  if (step.unit === 'day') {
    let day = Math.ceil(min / DAY_MS);
    // Weekly steps on Mondays (1 January 1970, day 0, was a Thursday), others on whole days.
    const offset = step.every % 7 === 0 ? 4 : 0;
    while ((day - offset) % step.every !== 0) day++;
    for (let t = day * DAY_MS; t <= max; t += step.every * DAY_MS) ticks.push(t);
    return ticks;
  }
  if (step.unit === 'month') {
    let y = start.getUTCFullYear();
    let m = start.getUTCMonth();
    for (;;) {
      const t = Date.UTC(y, m, 1);
      if (t > max) return ticks;
      if (t >= min && m % step.every === 0) ticks.push(t);
      m++;
      if (m === 12) [y, m] = [y + 1, 0];
    }
  }
  for (let y = start.getUTCFullYear(); Date.UTC(y, 0, 1) <= max; y++) {
    const t = Date.UTC(y, 0, 1);
    if (t >= min && y % step.every === 0) ticks.push(t);
  }
  return ticks;
}

export interface TimeAxisInput {
  /** The axis' extent, chart time. */
  min: number;
  max: number;
  /** The plot's width in px (the canvas less the grid's left and right). */
  plotWidth: number;
  fontSize: number;
}

export interface TimeAxisLabels {
  unit: TimeUnit;
  /** The ticks that get a label (chart time). */
  values: number[];
  /**
   * ECharts' alignMinLabel and alignMaxLabel (of the first and the last label): a first tick
   * nearer the plot's left edge than half a label has its label start at the tick ('left'), a
   * last one near the right edge end there ('right'); whole, and still by its tick.
   */
  alignMin?: 'left' | 'right';
  alignMax?: 'left' | 'right';
}

/**
 * The labels of a time axis: the finest step whose labels, each wholly over the plot, keep a
 * gap of 1.5 font sizes. Null when the extent or the width is unknown (ECharts then picks).
 */
export function timeAxisLabels(input: TimeAxisInput): TimeAxisLabels | null {
  const { min, max, plotWidth, fontSize } = input;
  if (!(max > min) || !(plotWidth > 0)) return null;
  const pxPerMs = plotWidth / (max - min);
  const gap = GAP_EM * fontSize;
  let fallback: TimeAxisLabels | null = null;
  for (const step of STEPS) {
    const width = labelWidth(step.unit, fontSize);
    if (step.every * STEP_MS[step.unit] * pxPerMs < (width + gap) * 0.9) continue;
    const x = (t: number) => (t - min) * pxPerMs;
    const labels = place(ticksOf(step, min, max), { x, width, plotWidth, gap });
    const boxes = labels.boxes;
    const apart = boxes.every((box, i) => i === 0 || box[0] - boxes[i - 1]![1] >= gap);
    if (!apart) continue;
    const found = { unit: step.unit, ...labels.result };
    if (found.values.length >= 2) return found;
    // A span of a day or two: the one date that fits, unless a coarser step gives two.
    if (found.values.length === 1 && !fallback) fallback = found;
  }
  return fallback;
}

/** How the labels of one step sit over the plot. */
interface Geometry {
  x: (t: number) => number;
  width: number;
  plotWidth: number;
  gap: number;
}

/**
 * The ticks whose label is whole over the plot, centred on its tick. The first and the last
 * tick nearer an edge than half a label get one held to the edge's side of the tick, when it
 * keeps its gap to the next label: they are left out rather than making the step coarser.
 */
function place(ticks: number[], g: Geometry) {
  const { x, width, plotWidth, gap } = g;
  const kept: { t: number; box: [number, number]; edge?: 'left' | 'right' }[] = [];
  for (const t of ticks) {
    const at = x(t);
    if (at - width / 2 >= 0 && at + width / 2 <= plotWidth)
      kept.push({ t, box: [at - width / 2, at + width / 2] });
  }
  const first = ticks[0];
  if (first !== undefined && kept[0]?.t !== first) {
    const at = x(first);
    const box: [number, number] = [at, at + width];
    if (at >= 0 && box[1] <= plotWidth && (!kept[0] || kept[0].box[0] - box[1] >= gap))
      kept.unshift({ t: first, box, edge: 'left' });
  }
  const last = ticks.at(-1);
  if (last !== undefined && kept.at(-1)?.t !== last) {
    const at = x(last);
    const box: [number, number] = [at - width, at];
    const before = kept.at(-1);
    if (at <= plotWidth && box[0] >= 0 && (!before || box[0] - before.box[1] >= gap))
      kept.push({ t: last, box, edge: 'right' });
  }
  // A lone label is ECharts' first and last: its min alignment is the one drawn.
  const alignMin = kept[0]?.edge;
  const alignMax = kept.at(-1)?.edge;
  return {
    boxes: kept.map((k) => k.box),
    result: {
      values: kept.map((k) => k.t),
      ...(alignMin ? { alignMin } : {}),
      ...(alignMax ? { alignMax } : {}),
    },
  };
}
