import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_PDF_TIME_LIMIT_S, SESSION_COOKIE, type PagePdfError } from '@bondsight/contracts';
import { route } from '../../plugins/endpoints';
import { BrowserHolder, BrowserUnavailableError } from './browser-holder';
import { callerGone, refuseShare } from '../../plugins/heavy-work';
import { ShareRefusedError } from '../../lib/fair-shares';
import {
  findPrintableBond,
  pdfFileName,
  printBondPage,
  PrintTimeoutError,
} from './page-pdf.service';

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
const pagePdfRoutes: FastifyPluginAsyncZod<{
  warm?: boolean;
  memoryCeilingBytes?: number | null;
}> = async (app, options) => {
  const holder = new BrowserHolder({
    idleMs: options.warm ? null : 60_000,
    memoryCeilingBytes: options.memoryCeilingBytes ?? null,
  });
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
    const gone = callerGone(reply);
    // The deadline covers the wait for a place in the caller's share and the print.
    const deadline = Date.now() + PAGE_PDF_TIME_LIMIT_S * 1000;
    try {
      const pdf = await app.heavyWork.run(
        'print',
        request,
        gone,
        () =>
          printBondPage(holder, {
            baseUrl,
            bondId: bond.id,
            blocks: request.body.blocks,
            language: request.query.lang ?? request.language,
            sessionToken: request.cookies[SESSION_COOKIE],
            deadline,
            signal: gone,
          }),
        deadline,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(bond)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    } catch (error) {
      if (gone.aborted) return reply;
      if (error instanceof ShareRefusedError) return refuseShare(reply, 'print', error.reason);
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
