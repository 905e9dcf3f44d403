import { and, eq, isNull, or } from 'drizzle-orm';
import { ratingActions } from '../db/schema/index';

/**
 * The rating actions a bond's credit is read from (lib/current-rating): those on the bond
 * itself and those on its issuer as a whole (not on another of its bonds).
 */
export function bondAndIssuerRatings(bond: { id: number; emitentId: number }) {
  return or(
    and(eq(ratingActions.emissionId, bond.id), eq(ratingActions.subject, 'emission')),
    and(
      eq(ratingActions.emitentId, bond.emitentId),
      eq(ratingActions.subject, 'emitent'),
      isNull(ratingActions.emissionId),
    ),
  );
}
