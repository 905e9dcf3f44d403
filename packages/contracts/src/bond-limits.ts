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
/**
 * Similar bonds (GET /api/bonds/{id}/similar-items/): candidates end within this many years of
 * the bond, either side, or half its remaining life when that is longer (a 12-year bond's
 * peers are 6 years either side, not 2); every maturity when that leaves fewer than a page.
 */
export const SIMILAR_MATURITY_WINDOW_YEARS = 2;
export const SIMILAR_MATURITY_WINDOW_SHARE = 0.5;

/*
 * The similar bonds' distance: years of duration at par apart, plus these, in the same unit.
 * An analyst's peers share the issuer's kind first (a government bond against government
 * bonds: sovereign and sub-sovereign together), then the coupon kind, the credit quality and
 * the duration; the sector and the issuer itself only break near ties.
 */
export const SIMILARITY_WEIGHTS = {
  /** A government bond (sovereign, municipal, supranational) against any other. */
  governmentOrNot: 4,
  /** A bank against a corporate. */
  bankOrCorporate: 1,
  /** A sovereign against a sub-sovereign (municipal, supranational). */
  sovereignOrSubSovereign: 0.5,
  /** Per rating bucket apart (AA and above, A, BBB, BB, B, CCC and below). */
  creditBucket: 1,
  /** One rated, the other not. */
  ratedOrNot: 1.5,
  /**
   * Fixed (fixed, zero, step-up) against floating, or either against another kind: a floater's
   * peers are floaters a few years of duration apart before fixed bonds of its duration.
   */
  couponClass: 3,
  /** Same class, another coupon type or another floating base. */
  couponType: 0.5,
  sector: 0.5,
  /** The bond's own issuer: other issuers first at equal distance (not for a government). */
  sameIssuer: 0.5,
} as const;
