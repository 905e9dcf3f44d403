/** The chart widget's constants, from the functional spec (section 9 of both chart specs). */

/** Drawing heights in px: line chart, issuer map, and the reversed ("overturn") lower chart. */
export const CHART_HEIGHT = { line: 600, map: 650, overturn: 200 } as const;

/** Exports are drawn taller than the screen chart so they read well on paper. */
export const EXPORT_HEIGHT = { line: 800, map: 850 } as const;

/** A PDF page is the image size times this factor (px -> pt), so the image prints smaller. */
export const PDF_SCALE = 1 / 1.5;

/** Spec: wait before grabbing the PDF image so the offscreen chart has finished drawing. */
export const PDF_IMAGE_DELAY_MS = 150;

export const EXPORT_FORMATS = ['print', 'png', 'jpeg', 'pdf', 'svg'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FILE_NAMES: Record<Exclude<ExportFormat, 'print'>, string> = {
  png: 'chart.png',
  jpeg: 'chart.jpeg',
  pdf: 'chart.pdf',
  svg: 'chart.svg',
};

/** Font sizes in px; A- and A+ move every one of them by FONT_STEP. */
export const DEFAULT_FONT_SIZES = { title: 16, subtitle: 15, axis: 15, legend: 15 } as const;
export const FONT_STEP = 1;
/** Bounds keep A-/A+ from making the chart unreadable or overflowing. */
export const FONT_MIN = 8;
export const FONT_MAX = 30;
/** Spec: the y axis is 12 px on a narrow screen; it keeps following A-/A+ from there. */
export const MOBILE_Y_AXIS_FONT = 12;

/** Spec: narrow-screen (adaptive) width. */
export const ADAPTIVE_WIDTH = 680;

/** Spec: the arbitrary period is capped at this many years. */
export const PERIOD_LIMIT_YEARS = 10;
/** Spec: a numeric data answer resets the period to this many months before the latest date. */
export const RESET_PERIOD_MONTHS = 3;

/** Spec: axis values of this size or more are shown in millions with the 'mln' label. */
export const MLN_THRESHOLD = 100_000;

/** Spec: chart times are shown with a fixed +3 h (180 min) offset to UTC, Moscow time. */
export const CHART_UTC_OFFSET_MINUTES = 180;
export const CHART_UTC_OFFSET_MS = CHART_UTC_OFFSET_MINUTES * 60_000;

/** Spec: the main line is light blue #5eb5e2. */
export const MAIN_COLOUR = '#5eb5e2';

/**
 * The spec asks for 20 line colours with the main one light blue but does not list them, so
 * these are Bondsight's own: #5eb5e2 first, then 19 hues chosen to stay apart from each other
 * and readable (at least 3:1 against white for all but the pale main blue) on the white chart.
 */
export const LINE_COLOURS = [
  MAIN_COLOUR,
  '#e8743b',
  '#2e8b57',
  '#c0392b',
  '#7b5ea7',
  '#1f4e79',
  '#b8860b',
  '#d35490',
  '#4f6d7a',
  '#8c564b',
  '#17a2b8',
  '#6b8e23',
  '#b03060',
  '#3f51b5',
  '#a0522d',
  '#008080',
  '#9c27b0',
  '#556b2f',
  '#e91e63',
  '#37474f',
] as const;

/** The entity page a legend item links to, by the series' model. */
export const MODEL_PATHS = {
  bond: '/bonds/',
  index: '/indexes/',
  stock: '/stocks/',
  etf: '/etf/',
} as const;

/** The logo text drawn in the chart (and so in every export) when 'Show logo' is on. */
export const LOGO_TEXT = 'Bondsight';

/** The full-screen cookie prefix now lives with the shared full-screen widget. */
export { FULLSCREEN_COOKIE_PREFIX } from '../fullscreen/fullscreen-cookie';
