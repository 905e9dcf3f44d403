import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSV_MEDIA_TYPE, TOTAL_COUNT_HEADER } from '@bondsight/contracts';
import { sendWorkbook } from '../../lib/excel';
import { route } from '../../plugins/endpoints';
import { exportScreenCsv, exportScreenSheet } from './screen-export.service';

/**
 * The bond screen's exports (issue 33 item 6). The declarations' capability (excel.export)
 * answers 401 / 403 first; the query is GET /api/bonds/'s, so a bad filter is the same 400.
 */
const screenExportRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'GET /api/bonds/export.xlsx',
    async (request, reply) => {
      const sheet = await exportScreenSheet(app.db, request.query, request.language);
      return sendWorkbook(reply, 'bond-screen.xlsx', [sheet], request.language);
    },
    { share: 'export' },
  );

  route(app, 'GET /api/bonds/export.csv', async (request, reply) => {
    const { csv, total } = await exportScreenCsv(app.db, request.query, request.language);
    return reply
      .type(CSV_MEDIA_TYPE)
      .header(TOTAL_COUNT_HEADER, String(total))
      .header('content-disposition', 'attachment; filename="bond-screen.csv"')
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
};

export default screenExportRoutes;
