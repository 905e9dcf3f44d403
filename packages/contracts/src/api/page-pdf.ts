import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ERROR_CODES, ErrorBody } from '../errors';
import { LANGUAGES } from '../languages';
import { PAGE_PDF_BLOCKS, type PagePdfBlock as Block } from '../page-pdf-blocks';
import { IdParam } from './common';

/*
 * The bond page as a PDF (issue 18 item 3; spec, bond page sections 4 "Block list for PDF
 * export: each block has check and show" and 9 "PDF: A4 landscape, scale 0.6, margins
 * 0.5 / 1 / 1 cm"). The server prints the page itself with Chromium, as the caller's session
 * sees it: the API's access rules hold in the file as on the screen.
 */

export { PAGE_PDF_BLOCKS };
export type PagePdfBlock = Block;
export const PagePdfBlock = z.enum(PAGE_PDF_BLOCKS);

/** The spec's print settings (section 9); the server prints with exactly these. */
export const PAGE_PDF_FORMAT = {
  format: 'A4',
  landscape: true,
  scale: 0.6,
  margin: { top: '0.5cm', right: '1cm', bottom: '1cm', left: '1cm' },
} as const;

/** Seconds a print may take, queue included, before the caller gets 504 page_pdf_timeout. */
export const PAGE_PDF_TIME_LIMIT_S = 30;
/** Prints at once; further requests wait in a queue of PAGE_PDF_QUEUE, past it 429. */
export const PAGE_PDF_CONCURRENCY = 2;
export const PAGE_PDF_QUEUE = 16;
/** The body is a short list of ids: anything bigger is refused (413 payload_too_large). */
export const PAGE_PDF_BODY_LIMIT = 4096;

export const PagePdfRequest = z.strictObject({
  blocks: z
    .array(PagePdfBlock)
    .min(1)
    .max(PAGE_PDF_BLOCKS.length)
    .meta({
      description:
        'The checked blocks, at least one (duplicates are ignored). A block without data for ' +
        'this bond is simply absent from the file, as from the page.',
    }),
});
export type PagePdfRequest = z.infer<typeof PagePdfRequest>;

export const PagePdfQuery = z.strictObject({
  lang: z
    .enum(LANGUAGES)
    .optional()
    .meta({ description: "The file's interface language (default: the request's language)" }),
});

/** Why a print did not happen: the printer's own codes beside the API's. */
export const PAGE_PDF_ERROR_CODES = [
  /** Two prints are running and the queue is full: try again in a few seconds (429). */
  'page_pdf_busy',
  /** The print took longer than PAGE_PDF_TIME_LIMIT_S (504). */
  'page_pdf_timeout',
  /** No browser to print with (not installed, failed to start) or the server is not listening (503). */
  'page_pdf_unavailable',
] as const;
export type PagePdfErrorCode = (typeof PAGE_PDF_ERROR_CODES)[number];

export const PagePdfError = z.object({
  error: z.object({
    code: z.enum([...ERROR_CODES, ...PAGE_PDF_ERROR_CODES]),
    message: z.string().meta({ description: 'A label key (module `page_export`)' }),
    fields: z.record(z.string(), z.string()).optional(),
    limit: z.number().optional().meta({ description: 'The time limit in seconds, for a 504' }),
  }),
});
export type PagePdfError = z.infer<typeof PagePdfError>;

export const pagePdfEndpoints = endpointGroup(
  endpoint({
    method: 'POST',
    path: '/api/bonds/:id/page.pdf',
    operationId: 'printBondPagePdf',
    summary: 'The bond page as a PDF file (the checked blocks)',
    description:
      "The server prints the bond page with Chromium in the caller's session (so the file " +
      'shows what this user may see, no more): A4 landscape, scale 0.6, margins 0.5 / 1 / 1 / ' +
      '1 cm, backgrounds printed, text kept as text. Answers application/pdf as the attachment ' +
      `bond-<ISIN or id>.pdf. At most ${PAGE_PDF_CONCURRENCY} prints at once and ` +
      `${PAGE_PDF_QUEUE} waiting, at most 2 of them one client's (its account, else its ` +
      `address; 429 page_pdf_busy beyond); ${PAGE_PDF_TIME_LIMIT_S} s per ` +
      'print, queue included (504 page_pdf_timeout); 503 page_pdf_unavailable without a browser.',
    tag: 'exports',
    params: IdParam,
    query: PagePdfQuery,
    body: PagePdfRequest,
    produces: 'application/pdf',
    bodyLimit: PAGE_PDF_BODY_LIMIT,
    responses: {
      200: z.unknown(),
      404: ErrorBody,
      429: PagePdfError,
      503: PagePdfError,
      504: PagePdfError,
    },
  }),
);
