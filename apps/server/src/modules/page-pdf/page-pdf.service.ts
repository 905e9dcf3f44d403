import type { BrowserContext } from 'playwright-core';
import { PAGE_PDF_FORMAT, type PagePdfBlock } from '@bondsight/contracts';
import { SESSION_COOKIE, type Language } from '@bondsight/contracts';
import type { Executor } from '../../db/transaction';
import { notFound } from '../../lib/app-error';
import { yieldToServer, type BrowserHolder } from './browser-holder';
import { findBondForPdf } from './page-pdf.repository';

/** The print's deadline passed: the caller answers 504 page_pdf_timeout. */
export class PrintTimeoutError extends Error {}

export interface PrintRequest {
  /** Where this server answers, e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  bondId: number;
  blocks: readonly PagePdfBlock[];
  language: Language;
  /** The caller's session token, if any: the page is printed as this user sees it. */
  sessionToken: string | undefined;
  /** Epoch ms by which the file must be ready, queue included. */
  deadline: number;
  /** Aborted when the caller has gone: the print stops (its context is closed). */
  signal?: AbortSignal;
}

/** Calls the printed copy must not make: its views and uses are not the reader's. */
const NOT_FROM_PRINT = [/\/cb\/current_user\/action_log\//, /\/incrementStatisticView\//];

/** The page's own address in print mode (the web's `?print=` renders only these blocks). */
export function printUrl(
  request: Pick<PrintRequest, 'baseUrl' | 'bondId' | 'blocks' | 'language'>,
) {
  const url = new URL(`/bonds/${request.bondId}/`, request.baseUrl);
  url.searchParams.set('lang', request.language);
  url.searchParams.set('print', [...new Set(request.blocks)].join(','));
  return url.toString();
}

/** The bond a PDF is asked for, or 404 before any printing starts. */
export async function findPrintableBond(db: Executor, id: number) {
  const bond = await findBondForPdf(db, id);
  if (!bond) throw notFound();
  return bond;
}

/** The attachment's name: the ISIN when the bond has one (letters and digits only), else the id. */
export const pdfFileName = (bond: { id: number; isin: string | null }) =>
  `bond-${bond.isin && /^[A-Z0-9]{12}$/.test(bond.isin) ? bond.isin : bond.id}.pdf`;

/**
 * Prints the bond page to PDF: a fresh browser context carrying only the caller's session
 * cookie opens the page in print mode, waits until the page says every block has drawn
 * (`data-print-ready`), and prints with the spec's settings. Access stays the API's: the
 * page asks the API as this user, so the file holds what the user's screen would.
 */
export async function printBondPage(holder: BrowserHolder, request: PrintRequest): Promise<Buffer> {
  return holder.use(async (browser) => {
    const context = await browser.newContext({
      // A wide desktop layout: A4 landscape at scale 0.6 holds about 1745 CSS px.
      viewport: { width: 1700, height: 1100 },
      acceptDownloads: false,
      serviceWorkers: 'block',
    });
    const stop = () => void context.close().catch(() => undefined);
    request.signal?.addEventListener('abort', stop, { once: true });
    try {
      if (request.signal?.aborted) throw new Error('the caller has gone');
      return await withinDeadline(request.deadline, context, () => render(context, request));
    } finally {
      request.signal?.removeEventListener('abort', stop);
      await context.close().catch(() => undefined);
    }
  });
}

async function render(context: BrowserContext, request: PrintRequest): Promise<Buffer> {
  if (request.sessionToken)
    await context.addCookies([
      { name: SESSION_COOKIE, value: request.sessionToken, url: request.baseUrl },
    ]);
  for (const pattern of NOT_FROM_PRINT) await context.route(pattern, (route) => route.abort());
  const page = await context.newPage();
  await yieldToServer(context.browser()!);
  const remaining = () => Math.max(1, request.deadline - Date.now());
  // No waiting for a load state: the page's own flag below says when it has drawn.
  await page.goto(printUrl(request), { waitUntil: 'commit', timeout: remaining() });
  // A locator, not waitForFunction: the page's CSP (script-src 'self') forbids the eval that
  // a predicate needs in the page's own world.
  await page
    .locator('html[data-print-ready="1"]')
    .waitFor({ state: 'attached', timeout: remaining() });
  await page.emulateMedia({ media: 'print' });
  return page.pdf({ ...PAGE_PDF_FORMAT, printBackground: true });
}

/** Past the deadline the context is closed (stopping whatever the page was doing). */
async function withinDeadline<T>(
  deadline: number,
  context: BrowserContext,
  work: () => Promise<T>,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        void context.close().catch(() => undefined);
        reject(new PrintTimeoutError());
      },
      Math.max(0, deadline - Date.now()),
    );
  });
  try {
    return await Promise.race([work(), expired]);
  } catch (error) {
    // Playwright's own timeouts (goto, waitForFunction) are the same deadline.
    if (error instanceof Error && error.name === 'TimeoutError') throw new PrintTimeoutError();
    if (Date.now() >= deadline) throw new PrintTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
