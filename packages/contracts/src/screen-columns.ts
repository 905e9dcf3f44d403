/**
 * The bond screener's columns (issue 33): one list the web's table, the column settings, a
 * saved screen and the screen's Excel/CSV export agree on. Zod-free: the web reads it.
 * In the table's order; `name` is always shown (the row's link), the others are chosen.
 */
export const SCREEN_COLUMNS = [
  'name',
  'isin',
  'issuer',
  'currency',
  'yield',
  'duration',
  'gSpread',
  'yieldToWorst',
  'currentYield',
  'zSpread',
  'rating',
  'praams',
  'nextOffer',
  'priceDate',
  'liquidity',
  'maturity',
  'coupon',
  'volume',
  'status',
] as const;
export type ScreenColumn = (typeof SCREEN_COLUMNS)[number];

/** Shown until the user chooses: the list as it was before the screener, plus its numbers. */
export const DEFAULT_SCREEN_COLUMNS: readonly ScreenColumn[] = [
  'name',
  'issuer',
  'currency',
  'maturity',
  'coupon',
  'volume',
  'yield',
  'duration',
  'gSpread',
  'status',
];

export const isScreenColumn = (id: string): id is ScreenColumn =>
  (SCREEN_COLUMNS as readonly string[]).includes(id);
