import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWorkbook } from '../../lib/excel';
import { route } from '../../plugins/endpoints';
import * as exports from './xlsx-export.service';

/**
 * The statements' Excel files, beside their CSV exports (issuer-reports.routes.ts): same
 * cells, numbers as numbers. The declaration's capability (excel.export) answers 401 / 403
 * first; bad dates are the query schema's 400, a reversed range the service's.
 */
const issuerReportsXlsxRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'GET /api/report_bank_rsbu/:emitentId/:archiveFlag/export.xlsx',
    async (request, reply) => {
      const { emitentId, archiveFlag } = request.params;
      const file = await exports.exportBankRsbuXlsx(
        app.db,
        emitentId,
        archiveFlag,
        request.language,
      );
      return sendWorkbook(reply, file.fileName, file.sheets, request.language);
    },
    { share: 'export' },
  );

  for (const standard of ['msfo', 'rsbu'] as const) {
    route(
      app,
      `GET /api/report_${standard}/:reportId/export.xlsx`,
      async (request, reply) => {
        const file = await exports.exportStatementXlsx(
          app.db,
          standard,
          request.params.reportId,
          request.query,
          request.language,
        );
        return sendWorkbook(reply, file.fileName, file.sheets, request.language);
      },
      { share: 'export' },
    );
  }
};

export default issuerReportsXlsxRoutes;
