import type { CompanySummary } from '@bondsight/contracts';
import { isMasked, type MaskedValue } from '@bondsight/contracts/access';

export type IssuerBond = CompanySummary['bonds'][number];

/**
 * A bond as the issuer's table sorts it: each sortable column a plain value under its key (the
 * table sorts rows by row[key]), the answer's bond kept beside for drawing the cells.
 */
export interface BondRow {
  bond: IssuerBond;
  name: string;
  /** The status as the page reads it (its label), so sorting follows what is shown. */
  status: string;
  /** Zero-coupon bonds pay none: 0, so they sort below every paying bond. */
  coupon: number | null;
  /** ISO date: sorts as text; a perpetual bond (none) sorts last. */
  maturity: string | null;
  /** Null when missing, blank by the display rules, or withheld (see `masked`). */
  yield: number | null;
  masked: MaskedValue['masked'] | null;
}

export function toBondRow(bond: IssuerBond, statusText: (bond: IssuerBond) => string): BondRow {
  const ytm = bond.latest?.ytm ?? null;
  return {
    bond,
    name: bond.name,
    status: statusText(bond),
    coupon: bond.coupon.type === 'zero' ? 0 : bond.coupon.rate,
    maturity: bond.maturityDate,
    yield: isMasked(ytm) ? null : ytm,
    masked: isMasked(ytm) ? ytm.masked : null,
  };
}
