/** Pieces of the ECharts option: the tooltip text, the logo and the message drawn on the chart. */
import { LOGO_TEXT, MAIN_COLOUR } from './constants';
import { formatValue } from './format';
import { formatChartDate, fromChartTime } from './time';
import type { ValueAxis } from './types';

const DAY_MS = 86_400_000;
/** The id suffix of trend lines; the tooltip leaves them out (they repeat their series). */
export const TREND_SUFFIX = '__trend';

/** Series names come from data: escape them, the tooltip is HTML. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** The part of an ECharts axis-tooltip parameter the formatter reads. */
export interface TooltipParam {
  seriesId?: string;
  seriesName?: string;
  marker?: unknown;
  axisValue?: unknown;
  value?: unknown;
}

export interface TooltipTexts {
  valuesHidden: boolean;
  mln: string;
  locale: string;
  /** The unit of every line, unless `axisOf` names each line's own axis. */
  measure?: string;
  /** The value axis of a line by its id: its unit, and whether its values are signed changes. */
  axisOf?: (seriesId: string) => ValueAxis;
}

/**
 * Whether a point (chart time) is intraday, so its tooltip shows a time. A daily point sits at
 * midnight: 00:00 UTC of its day (the chart answers' date_numeric), which chart time shows as
 * 03:00, or a chart-time midnight; a time of day there would be invented.
 */
export function isIntraday(x: number): boolean {
  return x % DAY_MS !== 0 && fromChartTime(x) % DAY_MS !== 0;
}

/**
 * The axis tooltip: the chart-time date, then one row per line. Below full access the server
 * sends only the shape, so rows name the lines without values.
 */
export function tooltipHtml(params: TooltipParam | TooltipParam[], texts: TooltipTexts): string {
  const rows = (Array.isArray(params) ? params : [params]).filter(
    (p) => !String(p.seriesId ?? '').endsWith(TREND_SUFFIX),
  );
  const x = Number(rows[0]?.axisValue ?? NaN);
  const header = Number.isFinite(x) ? formatChartDate(fromChartTime(x), isIntraday(x)) : '';
  const lines = rows.map((p) => {
    const marker = typeof p.marker === 'string' ? p.marker : '';
    const name = escapeHtml(p.seriesName ?? '');
    if (texts.valuesHidden) return `${marker}${name}`;
    const raw = Array.isArray(p.value) ? p.value[1] : p.value;
    const axis = texts.axisOf?.(String(p.seriesId ?? '')) ?? { unit: texts.measure };
    const number = typeof raw === 'number' ? raw : null;
    const value = formatValue(number, texts.mln, texts.locale, axis.signed);
    const unit = axis.unit ? ` ${escapeHtml(axis.unit)}` : '';
    return `${marker}${name}: <b>${escapeHtml(value)}</b>${unit}`;
  });
  return [`<div class="bschart-tip-date">${header}</div>`, ...lines].join('<br/>');
}

/** The Bondsight mark: a light-blue bar and the name, top right, so exports carry it too. */
export function logoGraphic() {
  return {
    type: 'group' as const,
    id: 'logo',
    right: 20,
    top: 12,
    silent: true,
    children: [
      {
        type: 'rect' as const,
        shape: { x: 0, y: 1, width: 5, height: 15, r: 1 },
        style: { fill: MAIN_COLOUR },
      },
      {
        type: 'text' as const,
        x: 10,
        y: 0,
        style: { text: LOGO_TEXT, fontSize: 14, fontWeight: 'bold' as const, fill: '#1f4e79' },
      },
    ],
  };
}

/** A message in the middle of the plot (spec: the period error and no data are drawn on it). */
export function messageGraphic(text: string, fontSize: number) {
  return {
    type: 'text' as const,
    id: 'message',
    left: 'center',
    top: 'middle',
    z: 100,
    silent: true,
    // A white box keeps the message readable when lines run behind it.
    style: {
      text,
      fontSize,
      fill: '#5b6b7c',
      fontWeight: 500 as const,
      backgroundColor: 'rgba(255,255,255,0.92)',
      padding: [8, 14],
      borderRadius: 6,
    },
  };
}
