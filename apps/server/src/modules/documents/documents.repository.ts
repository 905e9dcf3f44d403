import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { documents, emissions, emitents } from '../../db/schema/index';

export async function bondExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: emissions.id })
    .from(emissions)
    .where(eq(emissions.id, id))
    .limit(1);
  return row !== undefined;
}

/** The bond's own documents (the issuer's annual reports belong to the issuer page). */
export function findDocuments(db: Executor, emissionId: number) {
  return db
    .select({
      id: documents.id,
      kind: documents.kind,
      names: documents.names,
      language: documents.language,
      date: documents.date,
      mimetype: documents.mimetype,
      sizeBytes: documents.sizeBytes,
      source: documents.source,
    })
    .from(documents)
    .where(eq(documents.emissionId, emissionId))
    .orderBy(desc(documents.date), desc(documents.id));
}

/** One document of the bond, with what its file's record names: the bond and its issuer. */
export async function findDocument(db: Executor, emissionId: number, documentId: number) {
  const [row] = await db
    .select({
      document: documents,
      bondNames: emissions.names,
      isin: emissions.isin,
      emitentNames: emitents.names,
    })
    .from(documents)
    .innerJoin(emissions, eq(emissions.id, documents.emissionId))
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .where(and(eq(documents.id, documentId), eq(documents.emissionId, emissionId)))
    .limit(1);
  return row ?? null;
}
