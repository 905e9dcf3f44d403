/* The chart's value fields (get_tradings); no zod here: the web builds its requests with them. */

/** The value fields a tick may carry, each a column of a line in the compact forms. */
export const CHART_VALUE_FIELDS = [
  'last_price',
  'open_price',
  'min_price',
  'max_price',
  'volume',
  'ytm_last',
  'g_spread',
  'value',
] as const;
export type ChartValueField = (typeof CHART_VALUE_FIELDS)[number];

/**
 * The value fields each chart type's lines can carry: a bond line the type's own (the price
 * tab's four prices and volume), an index line its value whatever the tab.
 */
export const CHART_TYPE_FIELDS = {
  price: ['last_price', 'open_price', 'min_price', 'max_price', 'volume', 'value'],
  yield: ['ytm_last', 'value'],
  g_spread: ['g_spread', 'value'],
} as const satisfies Record<string, readonly ChartValueField[]>;
