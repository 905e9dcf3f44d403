import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWorkbook } from '../../lib/excel';
import { route } from '../../plugins/endpoints';
import { archiveSheet } from './archive-export';
import * as service from './bonds.service';

/**
 * The archive's Excel export (spec: a form submit, then the file). The declaration's
 * capability answers 401 / 403 first; the service refuses many_points (2,500 points or more)
 * and no_data_for_period before a byte of the file is sent.
 */
const archiveExportRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'GET /api/bonds/:id/archive/export/',
    async (request, reply) => {
      const { tg, from, to } = request.query;
      const archive = await service.getArchiveForExport(
        app.db,
        { emissionId: request.params.id, tradingGroundId: tg, from, to },
        request.language,
        request.subject,
      );
      const fileName = `${archive.bond.isin ?? `bond-${archive.bond.id}`}-archive.xlsx`;
      return sendWorkbook(
        reply,
        fileName,
        [archiveSheet(archive, { from, to }, request.language)],
        request.language,
      );
    },
    { share: 'export' },
  );
};

export default archiveExportRoutes;
