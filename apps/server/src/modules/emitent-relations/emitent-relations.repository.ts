import { aliasedTable, asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { emitentRelations, emitents } from '../../db/schema/index';

/** The issuer's names, or null for an unknown issuer. */
export async function findEmitentNames(db: Executor, id: number) {
  const [row] = await db
    .select({ id: emitents.id, names: emitents.names })
    .from(emitents)
    .where(eq(emitents.id, id))
    .limit(1);
  return row ?? null;
}

const other = aliasedTable(emitents, 'other');

/**
 * The issuer's links, both ways, with the other side's names. Rows point from a company to
 * its owner (emitent -> related): where the issuer is `emitent_id` the other side owns it.
 */
export function findLinks(db: Executor, emitentId: number) {
  const otherId = sql<number>`case when ${emitentRelations.emitentId} = ${emitentId}
    then ${emitentRelations.relatedEmitentId} else ${emitentRelations.emitentId} end`;
  return db
    .select({
      id: emitentRelations.id,
      emitentId: emitentRelations.emitentId,
      relTypeNames: emitentRelations.relTypeNames,
      share: emitentRelations.share,
      otherId: other.id,
      otherNames: other.names,
    })
    .from(emitentRelations)
    .innerJoin(other, eq(other.id, otherId))
    .where(
      or(
        eq(emitentRelations.emitentId, emitentId),
        eq(emitentRelations.relatedEmitentId, emitentId),
      ),
    )
    .orderBy(sql`${emitentRelations.share} desc nulls last`, asc(emitentRelations.id));
}
