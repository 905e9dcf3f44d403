/**
 * indicative_yield_type as the spec shows it (bond page section 3): Clearance is displayed as
 * Maturity, Offer as Put/Call, Coupon as Current. The texts are labels of the `bond` module.
 */
const YIELD_TYPE_LABELS: Record<string, string> = {
  clearance: 'bond:yield_type_maturity',
  offer: 'bond:yield_type_put_call',
  coupon: 'bond:yield_type_current',
};

/** The label key of a stored yield type; null for an unknown or missing one (shown blank). */
export function yieldTypeLabelKey(type: string | null | undefined): string | null {
  return (type && YIELD_TYPE_LABELS[type.trim().toLowerCase()]) || null;
}
