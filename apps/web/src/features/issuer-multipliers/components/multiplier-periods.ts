import type { MultiplierPeriod, MultipliersResponse } from '@bondsight/contracts';

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
