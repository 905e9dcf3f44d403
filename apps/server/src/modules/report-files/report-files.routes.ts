import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './report-files.service';

const reportFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The list changes only with the data; its links with the access profile (part of the key).
  route(app, 'GET /api/company/get-report/:apiUrl/:emitentId/', async (request, reply) => {
    const { apiUrl, emitentId } = request.params;
    return app.cachedAnswer(request, reply, `report-files ${apiUrl} ${emitentId}`, () =>
      service.listReportFiles(app.db, apiUrl, emitentId, request.subject),
    );
  });

  // Full access only: the declaration's capability answers 401 / 403 before this runs.
  route(app, 'GET /api/company/report-file/:fileId/', async (request, reply) => {
    const file = await service.downloadReportFile(app.db, request.params.fileId);
    return reply
      .type(file.mimetype)
      .header('content-disposition', `${file.disposition}; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
};

export default reportFilesRoutes;
