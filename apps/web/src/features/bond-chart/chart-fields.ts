import { CHART_TYPE_FIELDS, type ChartValueField } from '@bondsight/contracts/chart-fields';
import type { ChartKind } from './chart-search';
import type { CompareItem } from './compare-items';

/** The value a bond line of each kind draws. */
const BOND_LINE_FIELD = {
  price: 'last_price',
  yield: 'ytm_last',
  g_spread: 'g_spread',
} as const satisfies Record<ChartKind, ChartValueField>;

/**
 * The value fields the chart asks for (get_tradings' `fields`): only what it draws.
 *
 * - A comparison (more than one line) is the line view only: one value a line, the bond
 *   lines' value of the kind and the indexes' level.
 * - The page's bond alone is drawn by the line view (with its volume bars on the price tab),
 *   the extended view's candles (open, low, high, last, volume) and the archive table, and
 *   probed for the tabs: one answer with every field of its kind serves them all, one call
 *   where narrower ones would be two.
 */
export function chartFields(kind: ChartKind, items: readonly CompareItem[]): ChartValueField[] {
  const bonds = items.some((item) => item.model === 'bonds');
  const indexes = items.some((item) => item.model === 'index');
  if (items.length > 1)
    return [...(bonds ? [BOND_LINE_FIELD[kind]] : []), ...(indexes ? ['value' as const] : [])];
  return CHART_TYPE_FIELDS[kind].filter((field) => (field === 'value' ? indexes : bonds));
}
