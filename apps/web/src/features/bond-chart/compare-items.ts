/**
 * The bond chart's compared lines besides the page's own bond (spec, bond page sections 4 and
 * 5): a bond on one trading ground, or an index. The chart owns the list (kept in the page URL
 * as "b123-1,i7"); the comparison panel adds and removes items by these rules.
 */
export interface CompareItem {
  model: 'bonds' | 'index';
  id: number;
  /** The bond's trading ground; 0 for an index. */
  tgId: number;
}

/**
 * Spec: at most 9 bonds besides the page's own and at most 10 indexes (contracts' chart call
 * takes 10 bonds with the page's, CHART_MAX_BONDS, and 10 indexes, CHART_MAX_INDEXES).
 */
export const MAX_COMPARE_BONDS = 9;
export const MAX_COMPARE_INDEXES = 10;

export type CompareAlert = 'compare_max_count_alert' | 'compare_max_index_count_alert';

/** An id the API takes: a positive int4. */
const INT4_MAX = 2_147_483_647;
const isId = (value: number) => Number.isInteger(value) && value > 0 && value <= INT4_MAX;

/** The item's key, as in the URL: "b123-1" for a bond on ground 1, "i7" for an index. */
export const compareItemKey = (item: CompareItem) =>
  item.model === 'bonds' ? `b${item.id}-${item.tgId}` : `i${item.id}`;

const sameItem = (a: CompareItem, b: CompareItem) => compareItemKey(a) === compareItemKey(b);

/**
 * Adds an item by the spec's rules: duplicates ignored, the page bond on its own ground
 * refused (both leave the list as it was, with no alert), limits -> the alert label key
 * (an `errors` label). The list grows by one exactly when the item was added.
 */
export function addCompareItem(
  items: readonly CompareItem[],
  item: CompareItem,
  page: { bondId: number; tgId: number },
): { items: CompareItem[]; alert?: CompareAlert } {
  const unchanged = { items: [...items] };
  // An index has no ground: one form for it, whatever the caller passed.
  const added: CompareItem =
    item.model === 'index' ? { model: 'index', id: item.id, tgId: 0 } : { ...item };
  if (!isId(added.id) || (added.model === 'bonds' && !isId(added.tgId))) return unchanged;
  if (added.model === 'bonds' && added.id === page.bondId && added.tgId === page.tgId)
    return unchanged;
  if (items.some((other) => sameItem(other, added))) return unchanged;
  const count = items.filter((other) => other.model === added.model).length;
  if (added.model === 'bonds' && count >= MAX_COMPARE_BONDS)
    return { ...unchanged, alert: 'compare_max_count_alert' };
  if (added.model === 'index' && count >= MAX_COMPARE_INDEXES)
    return { ...unchanged, alert: 'compare_max_index_count_alert' };
  return { items: [...items, added] };
}

/** The list without the item (a bond on that ground, or that index). */
export function removeCompareItem(items: readonly CompareItem[], item: CompareItem): CompareItem[] {
  return items.filter((other) => !sameItem(other, item));
}

/** URL form: "b123-1" for a bond on ground 1, "i7" for an index; comma-joined. */
export function formatCompareItems(items: readonly CompareItem[]): string {
  return items.map(compareItemKey).join(',');
}

const BOND_PART = /^b(\d{1,10})-(\d{1,10})$/;
const INDEX_PART = /^i(\d{1,10})$/;

/**
 * Reads the URL form back. Bad parts (unknown shape, id 0 or beyond int4, a bond without a
 * ground) are skipped, as are duplicates and items beyond the limits: a hand-edited link
 * cannot ask the chart for more lines than the spec allows.
 */
export function parseCompareItems(text: string | undefined): CompareItem[] {
  const items: CompareItem[] = [];
  for (const part of (text ?? '').split(',')) {
    const trimmed = part.trim();
    const bond = BOND_PART.exec(trimmed);
    const index = INDEX_PART.exec(trimmed);
    let item: CompareItem | undefined;
    if (bond) item = { model: 'bonds', id: Number(bond[1]), tgId: Number(bond[2]) };
    else if (index) item = { model: 'index', id: Number(index[1]), tgId: 0 };
    if (!item) continue;
    // The page bond is unknown here: the chart leaves it out itself.
    const next = addCompareItem(items, item, { bondId: 0, tgId: 0 });
    if (next.items.length > items.length) items.push(item);
  }
  return items;
}
