/*
 * The site search's constants, kept free of zod so the web widget imports them as values
 * (the schemas are in api/search.ts).
 */

/** The tabs, in the spec's fallback order (bonds, stocks, indexes, companies, ETFs). */
export const SEARCH_TYPES = ['bonds', 'stocks', 'indexes', 'companies', 'etf'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Spec sections 5 and 9: the search starts for terms of more than 2 trimmed characters. */
export const SEARCH_TERM_MIN_LENGTH = 3;
/** Longer terms are refused (400 field_too_long): no name, code or ISIN is this long. */
export const SEARCH_TERM_MAX_LENGTH = 100;
/** Items one suggest call lists. */
export const SUGGEST_LIMIT = 10;
/** Matches counted for counter_title: more show as "100+". */
export const SUGGEST_COUNT_CAP = 100;
/** Spec section 9: pager default page size 30 (the see-all page). */
export const SEARCH_PAGE_SIZE = 30;
/** The see-all page counts at most this many matches (`total`); deeper pages are empty. */
export const SEARCH_TOTAL_CAP = 1000;

/**
 * search_error label keys (the search widget's label module translates them). Shown in the
 * tab when its items are empty (spec section 8); null when there is no error.
 */
export const SEARCH_ERRORS = ['search_term_too_short'] as const;
export type SearchErrorKey = (typeof SEARCH_ERRORS)[number];

/**
 * How active an entity is: bonds live (announced, placement, outstanding) before matured
 * (matured, early redeemed, cancelled) before defaulted (default, technical default). A
 * company takes its bonds' state (defaulted if any bond defaulted, else live if any is live,
 * else matured); a company without bonds, a stock, an ETF and an index are live. The index in
 * this list is the sort order and the id `emitent_stop_statuses_ids` takes.
 */
export const SEARCH_STATUSES = ['live', 'matured', 'defaulted'] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];

/** Highlight markup: the only tags a `ttl` ever holds. */
export const SEARCH_MARK_OPEN = '<mark>';
export const SEARCH_MARK_CLOSE = '</mark>';
