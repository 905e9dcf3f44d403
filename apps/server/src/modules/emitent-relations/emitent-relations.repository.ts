import { aliasedTable, asc, eq, sql } from 'drizzle-orm';
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
 * The issuer's links from its own side (every link is stored from both sides, so its own rows
 * are all of them), with the other side's names and what the other side is to the issuer.
 */
export function findLinks(db: Executor, emitentId: number) {
  return db
    .select({
      id: emitentRelations.id,
      relType: emitentRelations.relType,
      relTypeNames: emitentRelations.relTypeNames,
      share: emitentRelations.share,
      otherId: other.id,
      otherNames: other.names,
    })
    .from(emitentRelations)
    .innerJoin(other, eq(other.id, emitentRelations.relatedEmitentId))
    .where(eq(emitentRelations.emitentId, emitentId))
    .orderBy(sql`${emitentRelations.share} desc nulls last`, asc(emitentRelations.id));
}
