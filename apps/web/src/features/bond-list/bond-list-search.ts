import type { BondListFilter, BondListGroup, BondListSort } from '@bondsight/contracts';
import { ratingRankOf } from '@bondsight/contracts/rating-grades';
import {
  FILTERS,
  isNumericChoice,
  type BondListFilterState,
  type ChoiceDef,
  type FilterDef,
} from './screen-filters';
import { readNumber, readRange } from './screen-numbers';
import { formatScreenColumns, parseScreenColumns } from './screen-columns-url';

export { BOND_KINDS, STATUS_GROUPS, type BondListFilterState } from './screen-filters';

/*
 * The screen's state in the URL (a shareable link): page, every filter and the order. Values
 * come from the address bar or a saved filter, so each is checked against the filter table;
 * anything unknown, out of bounds or reversed is dropped rather than sent to be refused.
 */

/** Rows a page: the spec's pager default. */
export const BOND_LIST_PAGE_SIZE = 30;

// A record keyed by the contract's union: a sort added there fails type-checking here.
const SORTS: Record<BondListSort, true> = {
  name: true,
  maturity: true,
  coupon: true,
  volume: true,
  yield: true,
  duration: true,
  gSpread: true,
  liquidity: true,
  yieldToWorst: true,
  currentYield: true,
  rating: true,
  zSpread: true,
  praams: true,
};
export const SORTABLE_COLUMNS = Object.keys(SORTS) as BondListSort[];

// The group rows the list offers (the contract's BondListGroup, checked the same way).
const GROUPS: Record<BondListGroup, true> = { issuer: true, rating: true, maturityYear: true };
export const LIST_GROUPS = Object.keys(GROUPS) as BondListGroup[];

export interface BondListSearch extends BondListFilterState {
  page: number;
  /** The screen's chosen columns from a link (screen-columns-url.ts); none: the user's own. */
  cols?: string[];
}

/** The URL's names where they differ from the API's (links shared before the screener). */
const URL_NAMES: Partial<Record<keyof BondListFilterState, string>> = {
  maturityFrom: 'from',
  maturityTo: 'to',
};
const urlName = (key: keyof BondListFilterState) => URL_NAMES[key] ?? key;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
const isoDate = (value: unknown) => {
  const v = text(value);
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined;
};
/** The router reads `true` as a boolean, a saved filter stores one; a typed link has text. */
const flagOf = (value: unknown) =>
  value === true || value === 'true'
    ? true
    : value === false || value === 'false'
      ? false
      : undefined;

function choiceOf(def: ChoiceDef, value: unknown) {
  let v = text(value);
  if (v === undefined) return undefined;
  if (def.pattern?.source.startsWith('^[A-Z]')) v = v.toUpperCase();
  if (def.options) return def.options.includes(v) ? v : undefined;
  return def.pattern?.test(v) ? v : undefined;
}

/** One definition's fields from a source keyed by `name` (URL or API names). */
function readDef(
  def: FilterDef,
  read: (key: keyof BondListFilterState) => unknown,
): Partial<BondListFilterState> {
  switch (def.type) {
    case 'range': {
      const range = readRange(read(def.min), read(def.max), def);
      return { [def.min]: range.min.value, [def.max]: range.max.value };
    }
    case 'number':
      return { [def.key]: readNumber(read(def.key), def).value };
    case 'flag':
      return { [def.key]: flagOf(read(def.key)) };
    case 'text': {
      const v = text(read(def.key))?.trim();
      return {
        [def.key]: v && v.length >= def.minLength && v.length <= def.maxLength ? v : undefined,
      };
    }
    case 'dates': {
      const from = isoDate(read('maturityFrom'));
      const to = isoDate(read('maturityTo'));
      // A reversed range would be refused by the server: keep only its start.
      return { maturityFrom: from, maturityTo: from && to && from > to ? undefined : to };
    }
    case 'choice': {
      const v = choiceOf(def, read(def.key));
      return { [def.key]: isNumericChoice(def.key) && v ? Number(v) : v };
    }
  }
}

/** Every filter field plus the order, from a source read by `read`. */
function readFilter(read: (key: keyof BondListFilterState) => unknown): BondListFilterState {
  const state: BondListFilterState = {};
  for (const def of FILTERS) Object.assign(state, readDef(def, read));
  // "Rated at most" better than "at least" would be refused by the server: keep only the floor.
  if (
    state.ratingMin &&
    state.ratingMax &&
    ratingRankOf(state.ratingMax) < ratingRankOf(state.ratingMin)
  )
    state.ratingMax = undefined;
  const sort = text(read('sort'));
  state.sort =
    sort !== undefined && Object.hasOwn(SORTS, sort) ? (sort as BondListSort) : undefined;
  state.order = state.sort && text(read('order')) === 'desc' ? 'desc' : undefined;
  const group = text(read('group'));
  state.group =
    group !== undefined && Object.hasOwn(GROUPS, group) ? (group as BondListGroup) : undefined;
  return state;
}

/** The list's state from the router's parsed query. */
export function parseBondListSearch(query: Record<string, unknown>): BondListSearch {
  const page = Number(text(query.page));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...readFilter((key) => query[urlName(key)]),
    cols: parseScreenColumns(query.cols),
  };
}

/** A saved filter (API names) as a state, checked the same way as a URL. */
export function stateOfFilter(filter: BondListFilter): BondListFilterState {
  const source = filter as Record<string, unknown>;
  return readFilter((key) => source[key]);
}

const STATE_KEYS = Object.keys(readFilter(() => undefined)) as (keyof BondListFilterState)[];

/** The query keys of a state; undefined removes a key (page 1 and asc are the defaults). */
export function bondListSearchParams(
  state: BondListSearch,
): Record<string, string | number | boolean | undefined> {
  // Numbers and booleans stay typed: the router writes a string that looks like one in
  // quotes (page=%2234%22).
  const params: Record<string, string | number | boolean | undefined> = {
    page: state.page > 1 ? state.page : undefined,
  };
  for (const key of STATE_KEYS) params[urlName(key)] = state[key];
  params.order = state.sort && state.order === 'desc' ? 'desc' : undefined;
  params.cols = formatScreenColumns(state.cols);
  return params;
}

/** The filter part of the state, as a saved filter stores it and the API takes it (no page). */
export function filterOf(state: BondListFilterState): BondListFilter {
  const filter: Record<string, unknown> = {};
  for (const key of STATE_KEYS) if (state[key] !== undefined) filter[key] = state[key];
  if (state.sort) filter.order = state.order ?? 'asc';
  else delete filter.order;
  return filter as BondListFilter;
}

/** The API query of a state. */
export function bondListQuery(state: BondListSearch) {
  return {
    limit: BOND_LIST_PAGE_SIZE,
    offset: (state.page - 1) * BOND_LIST_PAGE_SIZE,
    ...filterOf(state),
  };
}
