import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  emissions,
  emitents,
  ratingActions,
  ratingAgencies,
  ratingScalePoints,
  ratingScales,
} from '../../db/schema/index';

/** The bond and its issuer: the issuer's own ratings form the `emitent` list. */
export async function findBond(db: Executor, id: number) {
  const [row] = await db
    .select({ id: emissions.id, emitentId: emissions.emitentId })
    .from(emissions)
    .where(eq(emissions.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Every rating action of a bond's six lists, oldest first (ties by id, the order they were
 * recorded): the bond's own and those of its SPV, surety provider, guarantors and offeror are
 * stored against the bond (each naming the rated issuer); the issuer's own ratings are stored
 * against the issuer alone. One rating type only, when given.
 */
export function findActions(
  db: Executor,
  bond: { id: number; emitentId: number },
  ratingTypeId?: number,
) {
  return db
    .select({
      id: ratingActions.id,
      subject: ratingActions.subject,
      emitentId: ratingActions.emitentId,
      emitentNames: emitents.names,
      ratingTypeId: ratingActions.scaleId,
      agencyId: ratingScales.agencyId,
      pointName: ratingScalePoints.name,
      status: ratingActions.status,
      outlook: ratingActions.outlook,
      date: ratingActions.date,
    })
    .from(ratingActions)
    .innerJoin(ratingScales, eq(ratingScales.id, ratingActions.scaleId))
    .leftJoin(ratingScalePoints, eq(ratingScalePoints.id, ratingActions.scalePointId))
    .leftJoin(emitents, eq(emitents.id, ratingActions.emitentId))
    .where(
      and(
        or(
          and(eq(ratingActions.emissionId, bond.id), ne(ratingActions.subject, 'emitent')),
          and(
            eq(ratingActions.subject, 'emitent'),
            eq(ratingActions.emitentId, bond.emitentId),
            isNull(ratingActions.emissionId),
          ),
        ),
        ratingTypeId === undefined ? undefined : eq(ratingActions.scaleId, ratingTypeId),
      ),
    )
    .orderBy(asc(ratingActions.date), asc(ratingActions.id));
}

/** Rating types (an agency's scales) by id, by agency. */
export function findRatingTypes(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: ratingScales.id,
      agencyId: ratingScales.agencyId,
      code: ratingScales.code,
      names: ratingScales.names,
    })
    .from(ratingScales)
    .where(inArray(ratingScales.id, [...ids]))
    .orderBy(asc(ratingScales.agencyId), asc(ratingScales.id));
}

export function findAgencies(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: ratingAgencies.id, code: ratingAgencies.code, names: ratingAgencies.names })
    .from(ratingAgencies)
    .where(inArray(ratingAgencies.id, [...ids]))
    .orderBy(asc(ratingAgencies.id));
}
