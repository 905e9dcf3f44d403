import {
  decideDocumentDownload,
  DOCUMENT_TYPES,
  pickText,
  type AccessSubject,
  type BondDocument,
  type BondDocumentsResponse,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './documents.repository';
import { documentRecordFile } from './document-file';

const typeOf = (kind: string): BondDocument['type'] =>
  (DOCUMENT_TYPES as readonly string[]).includes(kind) ? (kind as BondDocument['type']) : 'other';

export async function listDocuments(
  db: Db,
  id: number,
  lang: Language,
): Promise<BondDocumentsResponse> {
  if (!(await repo.bondExists(db, id))) throw notFound();
  const rows = await repo.findDocuments(db, id);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: pickText(row.names, lang),
      type: typeOf(row.kind),
      date: row.date,
      language: row.language,
      mimetype: row.mimetype,
      sizeBytes: row.sizeBytes,
      source: row.source,
    })),
  };
}

export type DocumentDownload =
  | { kind: 'redirect'; url: string }
  | { kind: 'file'; fileName: string; mimetype: string; bytes: Buffer };

/** An absolute http(s) address: a file kept elsewhere, sent to by a redirect. */
function externalUrl(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).toString();
  } catch {
    return null;
  }
}

/**
 * A document's file for a subject who may have it (spec section 6: level 1077 with
 * docsDownloadAccess; a visitor need_auth, anyone else access_denied_auth). Access is decided
 * first, so a refusal says nothing about which documents exist.
 */
export async function downloadDocument(
  db: Db,
  id: number,
  documentId: number,
  subject: AccessSubject,
): Promise<DocumentDownload> {
  const decision = decideDocumentDownload(subject);
  if (decision !== 'allowed') throw new AppError(decision, decision);
  const row = await repo.findDocument(db, id, documentId);
  if (!row) throw notFound();
  const elsewhere = externalUrl(row.document.url);
  if (elsewhere) return { kind: 'redirect', url: elsewhere };
  return { kind: 'file', ...(await documentRecordFile(row, id)) };
}
