/**
 * Pure rules of the shared tables (spec, issuer blocks, sections 4 "Tables" and 9): the sort
 * cycle of a header click, the cut of long cells on a narrow screen, the preview slice.
 */

export type SortOrder = 'asc' | 'desc' | null;

/** A header click cycles none -> ascending -> descending -> none. */
export function nextSortOrder(order: SortOrder): SortOrder {
  if (order === null) return 'asc';
  return order === 'asc' ? 'desc' : null;
}

/** Spec section 9: on a narrow screen a cell longer than this is cut (the popup shows it all). */
export const CELL_CUT = 80;

/** The scrollable table's default preview (spec section 9: 5 rows, then "show more"). */
export const DEFAULT_LIMIT = 5;

/** Collapsing a table scrolls back to this many px above its top (spec section 4). */
export const COLLAPSE_SCROLL_OFFSET = 100;

export function cutText(text: string, max = CELL_CUT): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  return { text: `${text.slice(0, max)}…`, cut: true };
}

/** Rows shown: all when expanded or no limit, else the first `limit`. */
export function visibleSlice<T>(rows: T[], limit: number | undefined, expanded: boolean): T[] {
  return expanded || limit === undefined ? rows : rows.slice(0, limit);
}

/** Compares two cell values for the table's own sorting: numbers numerically, else by text. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/** What a masked cell shows instead of its value (the contract's MASKED_VALUE). */
export const MASK = '*';

/** Spec section 9: a held scroll arrow moves the table 5 px every 1 ms. */
export const SCROLL_STEP_PX = 5;
export const SCROLL_STEP_MS = 1;
/** A keyboard press of an arrow moves this share of the visible width at once. */
export const SCROLL_KEY_SHARE = 0.6;
