import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAGE_PDF_CONCURRENCY,
  PAGE_PDF_QUEUE,
  PAGE_PDF_TIME_LIMIT_S,
  SESSION_COOKIE,
  type PagePdfError,
} from '@bondsight/contracts';
import { route } from '../../plugins/endpoints';
import { BrowserHolder, BrowserUnavailableError } from './browser-holder';
import { findPrintableBond, pdfFileName, printBondPage } from './page-pdf.service';
import { PrintBusyError, PrintSlots, PrintTimeoutError } from './print-slots';

/**
 * Where this server answers, read at request time (the port is known only once it listens).
 * An address on every interface is reached through the loopback.
 */
function ownBaseUrl(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

const failure = (code: PagePdfError['error']['code'], limit?: number): PagePdfError => ({
  error: { code, message: code, ...(limit === undefined ? {} : { limit }) },
});

/**
 * The bond page as a PDF, printed by this server's own Chromium (issue 18 item 3). `warm`
 * (PAGE_PDF_BROWSER=warm): the browser starts in the background once the server listens
 * (not delaying the start) and stays, so a print does not wait for it (issue 30).
 */
const pagePdfRoutes: FastifyPluginAsyncZod<{ warm?: boolean }> = async (app, options) => {
  const holder = new BrowserHolder(options.warm ? null : 60_000);
  const slots = new PrintSlots(PAGE_PDF_CONCURRENCY, PAGE_PDF_QUEUE);
  if (options.warm)
    app.addHook('onListen', () => {
      holder.warm((error) => app.log.warn({ err: error }, 'page pdf: no browser to keep warm'));
    });
  app.addHook('onClose', () => holder.close());

  route(app, 'POST /api/bonds/:id/page.pdf', async (request, reply) => {
    const bond = await findPrintableBond(app.db, request.params.id);
    const baseUrl = ownBaseUrl(app);
    if (!baseUrl) return reply.status(503).send(failure('page_pdf_unavailable'));
    // The reader cancelled (the dialog's cancel, a closed tab): stop printing for nobody.
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    try {
      const pdf = await printBondPage(holder, slots, {
        baseUrl,
        bondId: bond.id,
        blocks: request.body.blocks,
        language: request.query.lang ?? request.language,
        sessionToken: request.cookies[SESSION_COOKIE],
        deadline: Date.now() + PAGE_PDF_TIME_LIMIT_S * 1000,
        signal: gone.signal,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(bond)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    } catch (error) {
      if (gone.signal.aborted) return reply;
      if (error instanceof PrintBusyError) {
        reply.header('retry-after', '5');
        return reply.status(429).send(failure('page_pdf_busy'));
      }
      if (error instanceof PrintTimeoutError)
        return reply.status(504).send(failure('page_pdf_timeout', PAGE_PDF_TIME_LIMIT_S));
      if (error instanceof BrowserUnavailableError) {
        request.log.error({ err: error }, 'page pdf: no browser');
        return reply.status(503).send(failure('page_pdf_unavailable'));
      }
      throw error;
    }
  });
};

export default pagePdfRoutes;
