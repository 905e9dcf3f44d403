import type { Language, MultiplierPeriod, MultipliersResponse } from '@bondsight/contracts';

/** Spec: the tabs Quarterly (1) and Annual (2), in this order. */
export const PERIODS: readonly MultiplierPeriod[] = [1, 2];

/** The periods that have data, in tab order: the first is the default (spec section 4). */
export function availablePeriods(answer: MultipliersResponse): MultiplierPeriod[] {
  return PERIODS.filter((period) => answer[period].some((group) => group.body.length > 0));
}

/** The period shown: the one chosen while it has data, else the first that has. */
export function shownPeriod(
  available: readonly MultiplierPeriod[],
  chosen: MultiplierPeriod | null,
): MultiplierPeriod | null {
  if (chosen !== null && available.includes(chosen)) return chosen;
  return available[0] ?? null;
}

/**
 * The methodology PDF beside the multipliers (spec: IFRS, RAS and Multipliers link it, in
 * Russian for the Russian and Ukrainian interfaces, else English; the server's
 * GET /api/methodology/financials/:file). None when every ratio is computed from central-bank
 * bank statements (bank_rsbu): the spec hides the link in that mode.
 */
export function methodologyHref(answer: MultipliersResponse, language: Language): string | null {
  const codes = PERIODS.flatMap((p) => answer[p].flatMap((g) => g.body.map((r) => r.formula_code)));
  if (codes.length > 0 && codes.every((code) => code.includes('bank_rsbu:'))) return null;
  return `/api/methodology/financials/${language === 'rus' || language === 'ukr' ? 'rus' : 'eng'}.pdf`;
}
