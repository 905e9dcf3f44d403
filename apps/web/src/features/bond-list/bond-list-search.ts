import type { BondKind, BondListFilter, BondListSort, BondStatusGroup } from '@bondsight/contracts';

/*
 * The home list's state in the URL (a shareable link): page, filters and order. Values come
 * from the address bar, so each is checked; anything unknown is dropped rather than sent to
 * the server to be refused.
 */

/** Rows a page: the spec's pager default. */
export const BOND_LIST_PAGE_SIZE = 30;

// Records keyed by the contract's unions: a value added there fails type-checking here.
const STATUS: Record<BondStatusGroup, true> = { live: true, matured: true, defaulted: true };
const KINDS: Record<BondKind, true> = {
  sovereign: true,
  municipal: true,
  corporate: true,
  bank: true,
  supranational: true,
};
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
};

export const STATUS_GROUPS = Object.keys(STATUS) as BondStatusGroup[];
export const BOND_KINDS = Object.keys(KINDS) as BondKind[];
export const SORTABLE_COLUMNS = Object.keys(SORTS) as BondListSort[];

export interface BondListFilterState {
  currency?: string | undefined;
  status?: BondStatusGroup | undefined;
  kind?: BondKind | undefined;
  maturityFrom?: string | undefined;
  maturityTo?: string | undefined;
  sort?: BondListSort | undefined;
  order?: 'asc' | 'desc' | undefined;
}

export interface BondListSearch extends BondListFilterState {
  page: number;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
const oneOf = <T extends string>(allowed: Record<T, true>, value: unknown): T | undefined => {
  const v = text(value);
  return v !== undefined && Object.hasOwn(allowed, v) ? (v as T) : undefined;
};
const isoDate = (value: unknown) => {
  const v = text(value);
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined;
};

/** The list's state from the router's parsed query. */
export function parseBondListSearch(query: Record<string, unknown>): BondListSearch {
  const page = Number(text(query.page));
  const currency = text(query.currency)?.toUpperCase();
  const maturityFrom = isoDate(query.from);
  let maturityTo = isoDate(query.to);
  // A reversed range would be refused by the server: keep only its start.
  if (maturityFrom && maturityTo && maturityFrom > maturityTo) maturityTo = undefined;
  const sort = oneOf(SORTS, query.sort);
  const order = text(query.order) === 'desc' ? 'desc' : undefined;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : undefined,
    status: oneOf(STATUS, query.status),
    kind: oneOf(KINDS, query.kind),
    maturityFrom,
    maturityTo,
    sort,
    order: sort ? order : undefined,
  };
}

/** The query keys of a state; undefined removes a key (page 1 and asc are the defaults). */
export function bondListSearchParams(
  state: BondListSearch,
): Record<string, string | number | undefined> {
  return {
    // A number: the router writes a string that looks like one in quotes (page=%2234%22).
    page: state.page > 1 ? state.page : undefined,
    currency: state.currency,
    status: state.status,
    kind: state.kind,
    from: state.maturityFrom,
    to: state.maturityTo,
    sort: state.sort,
    order: state.sort && state.order === 'desc' ? 'desc' : undefined,
  };
}

/** The filter part of the state, as a saved filter stores it (no page). */
export function filterOf(state: BondListFilterState): BondListFilter {
  const filter: BondListFilter = {};
  if (state.currency) filter.currency = state.currency;
  if (state.status) filter.status = state.status;
  if (state.kind) filter.kind = state.kind;
  if (state.maturityFrom) filter.maturityFrom = state.maturityFrom;
  if (state.maturityTo) filter.maturityTo = state.maturityTo;
  if (state.sort) {
    filter.sort = state.sort;
    filter.order = state.order ?? 'asc';
  }
  return filter;
}

/** The API query of a state. */
export function bondListQuery(state: BondListSearch) {
  return {
    limit: BOND_LIST_PAGE_SIZE,
    offset: (state.page - 1) * BOND_LIST_PAGE_SIZE,
    ...filterOf(state),
  };
}
