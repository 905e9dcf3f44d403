import type {
  DeepPartial,
  IndicatorFigure,
  OverlayTemplate,
  Styles,
  TooltipLegend,
} from 'klinecharts';
import { RECTANGLE_OVERLAY } from './drawing-tools';

/**
 * Spec: chart times use a fixed +3 h offset from UTC. 'Etc/GMT-3' is exactly UTC+3 all year
 * and in every year (POSIX names invert the sign); 'Europe/Moscow' would show +4 for
 * 2011–2014 and summer time before 2011, so it is not used.
 */
export const CHART_TIMEZONE = 'Etc/GMT-3';

/** The id of the volume pane under the candles. */
export const VOLUME_PANE = 'volume';

/** The volume pane takes this share of the chart's height. */
export const VOLUME_PANE_SHARE = 0.22;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";
const INK = '#1d2733';
const MUTED = '#5b6b7c';
/** The axes' tick text (x-axis-ticks.ts measures the time labels with it). */
export const AXIS_TEXT = { color: MUTED, family: FONT, size: 11 };
const GRID = '#eef1f5';
const AXIS = '#d5dde6';
const BRAND = '#1f4e79';
const DRAWING = '#2f6fb0';
const UP = '#2e9e6b';
const DOWN = '#d9534f';
const FLAT = '#8a99a8';

/** Translated tooltip titles; klinecharts appends the value after each. */
export interface LegendTexts {
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

const legend = (texts: LegendTexts): TooltipLegend[] =>
  (['time', 'open', 'high', 'low', 'close', 'volume'] as const).map((key) => ({
    title: `${texts[key]}: `,
    value: `{${key}}`,
  }));

/**
 * The light theme, in the site's colours. With values hidden (spec: signed in without full
 * access, "chart axes, tooltips and exports are hidden") the price and volume axes, the
 * tooltips, the crosshair's value labels and the price marks are switched off; the shape of
 * the chart stays visible.
 */
export function chartStyles(texts: LegendTexts, valuesHidden: boolean): DeepPartial<Styles> {
  const text = AXIS_TEXT;
  const label = {
    family: FONT,
    size: 11,
    color: '#fff',
    backgroundColor: BRAND,
    borderColor: BRAND,
  };
  return {
    grid: {
      horizontal: { color: GRID, style: 'solid' },
      vertical: { color: GRID, style: 'solid' },
    },
    candle: {
      bar: {
        upColor: UP,
        downColor: DOWN,
        noChangeColor: FLAT,
        upBorderColor: UP,
        downBorderColor: DOWN,
        noChangeBorderColor: FLAT,
        upWickColor: UP,
        downWickColor: DOWN,
        noChangeWickColor: FLAT,
      },
      priceMark: {
        show: !valuesHidden,
        high: { color: MUTED, textFamily: FONT },
        low: { color: MUTED, textFamily: FONT },
        last: { upColor: UP, downColor: DOWN, noChangeColor: FLAT, text: { family: FONT } },
      },
      tooltip: {
        showRule: valuesHidden ? 'none' : 'always',
        // The widget's own header shows the title; the canvas one would repeat it.
        title: { show: false },
        legend: { ...text, size: 12, color: INK, template: legend(texts) },
      },
    },
    indicator: {
      bars: [{ upColor: `${UP}99`, downColor: `${DOWN}99`, noChangeColor: `${FLAT}99` }],
      tooltip: {
        showRule: valuesHidden ? 'none' : 'always',
        title: { show: false },
        legend: { ...text, size: 12, color: INK },
      },
    },
    xAxis: {
      axisLine: { color: AXIS },
      tickLine: { color: AXIS },
      tickText: text,
    },
    yAxis: {
      axisLine: { color: AXIS },
      tickLine: { color: AXIS },
      tickText: { ...text, show: !valuesHidden },
    },
    separator: { color: AXIS },
    crosshair: {
      horizontal: {
        line: { color: FLAT },
        text: { ...label, show: !valuesHidden },
      },
      vertical: { line: { color: FLAT }, text: label },
    },
    overlay: {
      point: { color: DRAWING, activeColor: DRAWING, borderColor: `${DRAWING}59` },
      line: { color: DRAWING, size: 1.5 },
      rect: { color: `${DRAWING}1f`, borderColor: DRAWING },
      polygon: { color: `${DRAWING}1f`, borderColor: DRAWING },
      text: { family: FONT, backgroundColor: DRAWING, borderColor: DRAWING },
    },
  };
}

/**
 * klinecharts writes numbers itself, with a '.' decimal point and English K/M/B; these hooks
 * put them in the viewer's conventions. Its price text arrives already cut to the symbol's
 * precision ("1234.5600"), so the decimals it carries are kept.
 */
export function localNumbers(intlLocale: string) {
  const fixed = new Map<number, Intl.NumberFormat>();
  const fixedFormat = (decimals: number) => {
    let format = fixed.get(decimals);
    if (!format) {
      format = new Intl.NumberFormat(intlLocale, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      fixed.set(decimals, format);
    }
    return format;
  };
  const compact = new Intl.NumberFormat(intlLocale, {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return {
    thousandsSeparator: {
      format: (value: string | number) => {
        const text = `${value}`;
        // Anything but a plain number (an already compact volume, "n/a") passes as it is.
        if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
        return fixedFormat(text.split('.')[1]?.length ?? 0).format(Number(text));
      },
    },
    // Its folding ("0.0{4}1") expects a '.' decimal point; bond prices never need it.
    decimalFold: { format: (value: string | number) => `${value}` },
    formatter: {
      formatBigNumber: (value: string | number) => {
        const number = Number(value);
        return Number.isFinite(number) && Math.abs(number) >= 1000
          ? compact.format(number)
          : `${value}`;
      },
    },
  };
}

/** A volume bar's colour: its candle's direction, softened so the bars stay in the background. */
export function volumeColor(bar: unknown): string {
  const { open, close } = (bar ?? {}) as { open?: number; close?: number };
  if (open === undefined || close === undefined || close === open) return `${FLAT}99`;
  return close > open ? `${UP}99` : `${DOWN}99`;
}

/**
 * The volume bars with a translated title. Given in full because the built-in VOL figure's
 * title is fixed English ("VOLUME: "); klinecharts types the row as unknown, hence the guard.
 */
export function volumeFigure(title: string): IndicatorFigure {
  return {
    key: 'volume',
    title: `${title}: `,
    type: 'bar',
    baseValue: 0,
    styles: ({ data }) => ({ color: volumeColor(data.current) }),
  };
}

/** An axis-aligned rectangle between two clicked corners (klinecharts 10 has none built in). */
export const rectangleOverlay: OverlayTemplate = {
  name: RECTANGLE_OVERLAY,
  totalStep: 3,
  needDefaultPointFigure: true,
  needDefaultXAxisFigure: true,
  needDefaultYAxisFigure: true,
  createPointFigures: ({ coordinates }) => {
    const [a, b] = coordinates;
    if (!a || !b) return [];
    return [
      {
        type: 'polygon',
        attrs: { coordinates: [a, { x: b.x, y: a.y }, b, { x: a.x, y: b.y }] },
        styles: { style: 'stroke_fill' },
      },
    ];
  },
};
