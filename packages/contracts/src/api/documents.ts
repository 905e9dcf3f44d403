import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam, Int4IdText } from './common';

/* The bond page's documents block (spec, bond page sections 1, 2 and 6). */

/** The kinds of document the page names (anything else shows as `other`). */
export const DOCUMENT_TYPES = ['prospectus', 'decision', 'terms', 'report', 'other'] as const;

export const BondDocument = z.object({
  id: z.number().int(),
  title: z.string().meta({ description: "The document's title in the interface language" }),
  type: z.enum(DOCUMENT_TYPES),
  date: z.string().meta({ description: 'YYYY-MM-DD: the date of the document' }),
  language: z.string().meta({ description: "The document's own language: rus, eng, chn..." }),
  mimetype: z.string(),
  sizeBytes: z.number().int().nullable().meta({ description: 'The size of the original file' }),
  source: z.string().meta({ description: 'Where the record came from (demo, an importer...)' }),
});
export type BondDocument = z.infer<typeof BondDocument>;

export const BondDocumentsResponse = z.object({
  items: z.array(BondDocument).meta({ description: 'The bond documents, the latest first' }),
});
export type BondDocumentsResponse = z.infer<typeof BondDocumentsResponse>;

export const DocumentFileParams = z.strictObject({ id: Int4IdText, docId: Int4IdText });

export const documentsEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/documents/',
    operationId: 'getBondDocuments',
    summary: "A bond's documents: title, type, date, language and size",
    description: 'The list is open to everyone; the files are not (see the file endpoint).',
    tag: 'documents',
    params: IdParam,
    responses: { 200: BondDocumentsResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/documents/:docId/file/',
    operationId: 'downloadBondDocument',
    summary: 'Download a bond document (level 1077 with docsDownloadAccess)',
    description:
      'Spec section 6: a visitor gets 401 `need_auth`; a signed-in user below level 1077, or ' +
      'at 1077 without docsDownloadAccess (the documents-download tariff, ' +
      '`DOCS_DOWNLOAD_TARIFF`), 403 `access_denied_auth`. A file stored elsewhere is a ' +
      'redirect to it; a document whose file the instance does not hold (the demo world ' +
      "stores none) is a one-page PDF of the document's record. 404 `not_found` for an " +
      'unknown bond or a document that is not the bond’s.',
    tag: 'documents',
    params: DocumentFileParams,
    access: 'bond.documents.download',
    produces: 'application/pdf',
    responses: { 200: z.unknown(), 302: z.unknown(), 404: ErrorBody },
  }),
);
