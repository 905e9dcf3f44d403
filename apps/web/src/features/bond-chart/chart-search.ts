/**
 * The bond chart's shareable state: what a copied link must reopen (chart type, period or
 * dates, view, compared items, value mode, spread line), kept in the page URL's query. Other
 * query keys (?lang=, ?show_labels=) pass through untouched.
 */
export const CHART_KINDS = ['price', 'yield', 'g_spread'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];
/** Spec views: 0 plain chart, 1 extended stock chart, 2 archive table. */
export const CHART_VIEWS = [0, 1, 2] as const;
export type ChartView = (typeof CHART_VIEWS)[number];
export const PERIOD_IDS = ['1m', '3m', '1y', '3y', 'arbitrary'] as const;

export interface ChartSearch {
  chart: ChartKind;
  period: string;
  /** YYYY-MM-DD, with period 'arbitrary' only. */
  from?: string;
  to?: string;
  view: ChartView;
  /** The bond's trading ground on the chart; unset: its first ground. */
  tg?: number;
  /** Compared items in their URL form ("b123-1,i7"). */
  cmp?: string;
  /** 1 absolute, 2 normalised. */
  mode: 1 | 2;
  spread: boolean;
}

export const DEFAULT_CHART_SEARCH: ChartSearch = {
  chart: 'price',
  period: '3m',
  view: 0,
  mode: 1,
  spread: false,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T>(list: readonly T[], value: unknown): T | undefined =>
  list.find((item) => String(item) === String(value));

/** Reads the chart's keys from a parsed query; anything malformed falls back to the default. */
export function parseChartSearch(query: Record<string, unknown>): ChartSearch {
  const period = oneOf(PERIOD_IDS, query.period) ?? DEFAULT_CHART_SEARCH.period;
  const day = (value: unknown) =>
    typeof value === 'string' && DAY.test(value) ? value : undefined;
  const from = day(query.from);
  const to = day(query.to);
  const tg = Number(query.tg);
  return {
    chart: oneOf(CHART_KINDS, query.chart) ?? DEFAULT_CHART_SEARCH.chart,
    // Dates without both ends are no arbitrary period.
    period: period === 'arbitrary' && !(from && to) ? DEFAULT_CHART_SEARCH.period : period,
    ...(period === 'arbitrary' && from && to ? { from, to } : {}),
    view: oneOf(CHART_VIEWS, query.view) ?? DEFAULT_CHART_SEARCH.view,
    ...(Number.isInteger(tg) && tg > 0 ? { tg } : {}),
    ...(typeof query.cmp === 'string' && query.cmp ? { cmp: query.cmp } : {}),
    mode: String(query.mode) === '2' ? 2 : 1,
    spread: String(query.spread) === '1',
  };
}

/**
 * The chart's keys for the URL: defaults left out, so a plain page keeps a plain URL. Numbers
 * stay numbers: the router writes a string that reads as a number in quotes (spread="1").
 */
export function chartSearchParams(state: ChartSearch): Record<string, string | number | undefined> {
  const arbitrary = state.period === 'arbitrary';
  return {
    chart: state.chart === 'price' ? undefined : state.chart,
    period: state.period === DEFAULT_CHART_SEARCH.period ? undefined : state.period,
    from: arbitrary ? state.from : undefined,
    to: arbitrary ? state.to : undefined,
    view: state.view === 0 ? undefined : state.view,
    tg: state.tg,
    cmp: state.cmp || undefined,
    mode: state.mode === 2 ? 2 : undefined,
    spread: state.spread ? 1 : undefined,
  };
}
