import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { route } from '../../plugins/endpoints';
import * as exports from './export.service';
import * as service from './issuer-reports.service';
import { methodologyPdf } from './methodology.service';

const sendCsv = (reply: FastifyReply, file: exports.ExportFile) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.bytes);

const issuerReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The statements change only with the data: each answer is computed once per data version,
  // access profile (so tiers never share an answer) and language.
  route(app, 'GET /api/company/:emitentId/report-options/', async (request, reply) =>
    app.cachedAnswer(request, reply, `report-options ${request.params.emitentId}`, () =>
      service.getReportOptions(app.db, request.params.emitentId, request.language),
    ),
  );

  route(app, 'GET /api/report_bank_rsbu/:emitentId/:archiveFlag/', async (request, reply) => {
    const { emitentId, archiveFlag } = request.params;
    return app.cachedAnswer(request, reply, `bank-rsbu ${emitentId} ${archiveFlag}`, () =>
      service.getBankRsbu(app.db, emitentId, archiveFlag, request.language, request.subject),
    );
  });

  route(app, 'GET /api/report_msfo/:reportId/', async (request, reply) => {
    const { reportId } = request.params;
    const source = request.query.source ?? 'bondsight';
    return app.cachedAnswer(request, reply, `msfo ${reportId} ${source}`, () =>
      service.getMsfo(app.db, reportId, source, request.language, request.subject),
    );
  });

  route(app, 'GET /api/report_rsbu/:reportId/', async (request, reply) =>
    app.cachedAnswer(request, reply, `rsbu ${request.params.reportId}`, () =>
      service.getRsbu(app.db, request.params.reportId, request.language, request.subject),
    ),
  );

  // Exports: full access only (the declaration's capability answers 401 / 403 first).
  route(app, 'GET /api/report_bank_rsbu/:emitentId/:archiveFlag/export/', async (request, reply) =>
    sendCsv(
      reply,
      await exports.exportBankRsbu(
        app.db,
        request.params.emitentId,
        request.params.archiveFlag,
        request.language,
      ),
    ),
  );

  route(app, 'GET /api/report_msfo/:reportId/export/', async (request, reply) =>
    sendCsv(
      reply,
      await exports.exportStatement(
        app.db,
        'msfo',
        request.params.reportId,
        request.query,
        request.language,
      ),
    ),
  );

  route(app, 'GET /api/report_rsbu/:reportId/export/', async (request, reply) =>
    sendCsv(
      reply,
      await exports.exportStatement(
        app.db,
        'rsbu',
        request.params.reportId,
        request.query,
        request.language,
      ),
    ),
  );

  route(app, 'GET /api/methodology/financials/:file', async (request, reply) => {
    const pdf = await methodologyPdf(app.db, request.params.file);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${pdf.fileName}"`)
      .send(pdf.bytes);
  });
};

export default issuerReportsRoutes;
