/* The bond page's limits from the spec (section 9); no zod here: the web imports them. */

/** Spec: Excel export is refused at 2500 points or more. */
export const EXCEL_EXPORT_MAX_POINTS = 2500;
/** Spec: at most 14 latest ticks in the table. */
export const LATEST_TICKS_LIMIT = 14;
/** Spec: the similar list shows 10 per page. */
export const SIMILAR_PAGE_SIZE = 10;
/** Spec: the calculator's nkd date cannot be later than two days from today (UTC). */
export const NKD_MAX_DAYS_AHEAD = 2;
