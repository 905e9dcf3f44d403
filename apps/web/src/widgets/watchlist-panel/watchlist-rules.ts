/**
 * The add-to-watchlist panel's rules (spec issuer-blocks-and-widgets, sections 3, 4, 5 and 9),
 * as pure functions: the panel and its tests read the same code.
 */
import { roundHalfAway } from '../../lib/format/round-half-away';

/** Spec section 9: the list step shows the watchlists in 4 columns. */
export const WATCHLIST_COLUMNS = 4;
/** Spec section 9: the details step shows 6 chosen lists a page. */
export const DETAILS_PAGE_SIZE = 6;
/** Spec section 5: the buy price is kept to 3 decimals. */
export const PRICE_DECIMALS = 3;
/** Spec section 5: the item with id.numeric 381 needs the NSD access level to be added. */
export const NSD_ITEM_ID = 381;

export type EntryError = 'wl_error_no_date' | 'wl_error_no_price';

/** Spec "watchlist item": one list the bond may go into, with the user's own entry. */
export interface WatchlistItem {
  /** The list's id (id.numeric); 0 or below for a list not saved yet. */
  id: number;
  name: string;
  checked: boolean;
  /** The bond is already in this list (unchecking it removes the bond). */
  existing: boolean;
  /** Shown but not changeable (spec: readonly). */
  readonly?: boolean;
  /** Takes bonds only with the NSD access level (list 381; the server says which). */
  nsdOnly?: boolean;
  /** user_price: numeric, 3 decimals; null when not given. */
  price: number | null;
  count: number | null;
  /** buy_date, YYYY-MM-DD; null when not given. */
  buyDate: string | null;
  error?: EntryError | null;
}

/** What the append and remove calls carry (spec: bondId, add, qnt, price, date; remove ids). */
export interface SavePlan {
  add: number[];
  qnt: (number | null)[];
  price: (number | null)[];
  date: (string | null)[];
  remove: number[];
}

/**
 * The price as typed (a comma or a dot for the decimals) as a number of 3 decimals; null when
 * blank or not a number (the input is numeric: anything else is no price).
 */
export function parsePrice(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const value = typeof text === 'number' ? text : Number(text.trim().replace(',', '.'));
  if (typeof text === 'string' && text.trim() === '') return null;
  if (!Number.isFinite(value)) return null;
  return roundHalfAway(value, PRICE_DECIMALS);
}

/** A count as typed: a positive number, else null. */
export function parseCount(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Spec section 5: a price needs a buy date, a buy date needs a price. */
export function entryError(item: Pick<WatchlistItem, 'price' | 'buyDate'>): EntryError | null {
  const hasPrice = item.price !== null;
  const hasDate = item.buyDate !== null && item.buyDate !== '';
  if (hasPrice && !hasDate) return 'wl_error_no_date';
  if (hasDate && !hasPrice) return 'wl_error_no_price';
  return null;
}

/** Each checked item with its error marked (unchecked items are not validated). */
export function validate(items: WatchlistItem[]): WatchlistItem[] {
  return items.map((item) => ({ ...item, error: item.checked ? entryError(item) : null }));
}

/** Spec: while any item has an error, saving does nothing. */
export function hasErrors(items: WatchlistItem[]): boolean {
  return items.some((item) => item.checked && entryError(item) !== null);
}

export interface NsdOutcome {
  items: WatchlistItem[];
  /** The save is abandoned and watchlist_nsd_forbiddance shown. */
  forbidden: boolean;
}

/**
 * Spec section 5: item 381 goes into a list only with the NSD access level; otherwise it is
 * unchecked, and when error messages are on, the message shows and the save is abandoned.
 */
export function applyNsdRule(
  items: WatchlistItem[],
  options: { nsdAccess: boolean; showErrors: boolean },
): NsdOutcome {
  if (options.nsdAccess) return { items, forbidden: false };
  const needsNsd = (item: WatchlistItem) =>
    (item.nsdOnly === true || item.id === NSD_ITEM_ID) && !item.existing;
  const blocked = items.some((item) => needsNsd(item) && item.checked);
  if (!blocked) return { items, forbidden: false };
  return {
    items: items.map((item) => (needsNsd(item) ? { ...item, checked: false } : item)),
    forbidden: options.showErrors,
  };
}

/**
 * Spec section 5: only items with an id above 0 are added; existing items (id above 0) that
 * are now unchecked are removed.
 */
export function savePlan(items: WatchlistItem[]): SavePlan {
  const added = items.filter((item) => item.checked && item.id > 0 && !item.readonly);
  return {
    add: added.map((item) => item.id),
    qnt: added.map((item) => item.count),
    price: added.map((item) => item.price),
    date: added.map((item) => item.buyDate),
    remove: items
      .filter((item) => item.existing && !item.checked && item.id > 0 && !item.readonly)
      .map((item) => item.id),
  };
}

/** The list step's columns: items dealt top to bottom, column by column (spec: 4 columns). */
export function intoColumns<T>(items: T[], columns = WATCHLIST_COLUMNS): T[][] {
  const perColumn = Math.max(1, Math.ceil(items.length / columns));
  return Array.from({ length: columns }, (_, column) =>
    items.slice(column * perColumn, (column + 1) * perColumn),
  ).filter((column) => column.length > 0);
}

/** The details step's page (from 1) of the chosen items, 6 a page. */
export function detailsPage<T>(items: T[], page: number, size = DETAILS_PAGE_SIZE): T[] {
  const start = (Math.max(1, page) - 1) * size;
  return items.slice(start, start + size);
}

/** Spec: the list step's button is move-next when something is checked, save otherwise. */
export function primaryAction(items: WatchlistItem[]): 'next' | 'save' {
  return items.some((item) => item.checked) ? 'next' : 'save';
}
