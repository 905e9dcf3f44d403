import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LANGUAGE_QUERY, type Language } from '@bondsight/contracts';
import { sendWorkbook } from '../../lib/excel';
import { route } from '../../plugins/endpoints';
import * as service from './cash-flow-export.service';

/** The server's UTC day: paid and next are read against it, as on the page. */
const today = () => new Date().toISOString().slice(0, 10);

/** The file's URL in the language the link was asked in (a redirect keeps no Accept-Language). */
const exportFileUrl = (id: number, lang: Language) =>
  `/api/bonds/${id}/cash-flow/export.xlsx?${LANGUAGE_QUERY}=${lang}`;

/**
 * The cash flow's Excel export, the spec's link-then-redirect: the page GETs the link (access
 * and the bond are checked there, so a refusal comes back as a notice, not a broken
 * download), then sends the browser to the file, which checks access again.
 */
const cashFlowExportRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/bonds/:id/cash-flow/export/', async (request) => {
    const bond = await service.exportedBond(app.db, request.params.id);
    return { url: exportFileUrl(bond.id, request.language) };
  });

  route(
    app,
    'GET /api/bonds/:id/cash-flow/export.xlsx',
    async (request, reply) => {
      const file = await service.exportCashFlow(
        app.db,
        request.params.id,
        request.language,
        today(),
      );
      return sendWorkbook(reply, file.fileName, file.sheets, request.language);
    },
    { share: 'export' },
  );
};

export default cashFlowExportRoutes;
