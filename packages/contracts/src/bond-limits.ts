/* The bond page's limits from the spec (section 9); no zod here: the web imports them. */

/** Spec: Excel export is refused at 2500 points or more. */
export const EXCEL_EXPORT_MAX_POINTS = 2500;
/** Spec: at most 14 latest ticks in the table. */
export const LATEST_TICKS_LIMIT = 14;
/** Spec: the similar list shows 10 per page. */
export const SIMILAR_PAGE_SIZE = 10;
/** Spec: the calculator's nkd date cannot be later than two days from today (UTC). */
export const NKD_MAX_DAYS_AHEAD = 2;
/**
 * Freshness: a value older than this many days before the data's as-of date (not the wall
 * clock: a demo world is dated) is marked stale, as the spec's old-data notice counts (7 days).
 */
export const STALE_AFTER_DAYS = 7;
/** The summary's liquidity line: calendar days up to and including the data's as-of date. */
export const LIQUIDITY_WINDOW_DAYS = 30;
/** Spec: trading ground 4 is the estimation, Bondsight's own valuation (not a market's price). */
export const ESTIMATION_TRADING_GROUND_ID = 4;

/** A saved filter's name, trimmed, in characters (the `uss` calls, api/saved-filters.ts). */
export const SAVED_FILTER_NAME_MAX = 60;
/** Saved filters one user may keep per list: the selector stays a short list. */
export const SAVED_FILTERS_PER_PAGE = 20;
/**
 * A T-spread's benchmark must have a market price at most this many calendar days before the
 * date it is used on (a weekend and a holiday; an older price is no benchmark).
 */
export const BENCHMARK_PRICE_DAYS = 5;
