/** Zod-free: the web imports it (a subpath keeps zod out of the page's first load). */

/** Action ids the spec names; any positive id is stored. */
export const ACTION_IDS = {
  rasTable: 76,
  ifrsTable: 80,
  comparison: 297,
  issuerMap: 299,
  // The spec logs these too without naming their ids; ours, clear of the spec's.
  yieldChart: 310,
  spreadChart: 311,
  pdfDownload: 312,
  copyPage: 313,
  quoteTable: 314,
  chartExport: 315,
  /** A click in the issuer page's section menu (spec, issuer blocks section 2). */
  issuerMenu: 316,
} as const;
