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

/** The bond page as a PDF, printed by this server's own Chromium (issue 18 item 3). */
const pagePdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const holder = new BrowserHolder();
  const slots = new PrintSlots(PAGE_PDF_CONCURRENCY, PAGE_PDF_QUEUE);
  app.addHook('onClose', () => holder.close());

  route(app, 'POST /api/bonds/:id/page.pdf', async (request, reply) => {
    const bond = await findPrintableBond(app.db, request.params.id);
    const baseUrl = ownBaseUrl(app);
    if (!baseUrl) return reply.status(503).send(failure('page_pdf_unavailable'));
    try {
      const pdf = await printBondPage(holder, slots, {
        baseUrl,
        bondId: bond.id,
        blocks: request.body.blocks,
        language: request.query.lang ?? request.language,
        sessionToken: request.cookies[SESSION_COOKIE],
        deadline: Date.now() + PAGE_PDF_TIME_LIMIT_S * 1000,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(bond)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    } catch (error) {
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
