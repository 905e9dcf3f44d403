/**
 * Emission (bond) statuses by id. The spec fixes the ids that carry chart data
 * (192, 256, 96, 174, 128, 112) and says 128 and 112 end their chart at the last trade;
 * the names are our reading of those rules (documented in docs/architecture.md).
 */
export const EMISSION_STATUSES = {
  32: 'announced',
  64: 'cancelled',
  96: 'placement',
  112: 'early_redeemed',
  128: 'matured',
  174: 'technical_default',
  192: 'outstanding',
  256: 'default',
} as const;
export type EmissionStatusId = keyof typeof EMISSION_STATUSES;
export const EMISSION_STATUS_IDS = Object.keys(EMISSION_STATUSES).map(Number) as EmissionStatusId[];

/** Statuses whose bonds have a price/yield chart and archive (spec section 9). */
export const CHART_STATUS_IDS: readonly number[] = [192, 256, 96, 174, 128, 112];
/** Statuses whose chart ends at the default trading ground's last date, not today. */
export const ENDED_TRADING_STATUS_IDS: readonly number[] = [128, 112];

/** Label key (module `bond`, repository `statuses`) for a status. */
export function statusLabelKey(statusId: number): string {
  const name = (EMISSION_STATUSES as Record<number, string>)[statusId];
  return name ? `status_${name}` : 'status_unknown';
}

/** Where a bond is in its life on a day (apps/server/src/lib/bond-life.ts decides it). */
export const BOND_LIFE_STATES = [
  'announced',
  'cancelled',
  'placement',
  'outstanding',
  'technical_default',
  'default',
  'matured',
  'redeemed_early',
] as const;
export type BondLifeState = (typeof BOND_LIFE_STATES)[number];

/** What ended a bond's life. */
export const BOND_END_EVENTS = [
  'maturity',
  'call',
  'put',
  'early_redemption',
  'buyback',
  'conversion',
] as const;
export type BondEndEvent = (typeof BOND_END_EVENTS)[number];
