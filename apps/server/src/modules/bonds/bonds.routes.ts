import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readLabels } from '@bondsight/labels';
import { route } from '../../plugins/endpoints';
import { writeArchiveWorkbook } from './archive-export';
import * as service from './bonds.service';
import { getSimilarBonds } from './similar.service';

const bondsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/bonds/', async (request) =>
    service.listBonds(app.db, request.query.limit, request.query.offset, request.language),
  );

  // The bond page's reads change only with the data: computed once per data version (and
  // access profile and language), revalidated by ETag.
  route(app, 'GET /api/bonds/:id/', async (request, reply) =>
    app.cachedAnswer(request, reply, `bond ${request.params.id}`, () =>
      service.getBondSummary(app.db, request.params.id, request.language, request.subject),
    ),
  );

  route(app, 'GET /api/bonds/:id/archive/', async (request, reply) =>
    app.cachedAnswer(request, reply, `archive ${request.params.id} ${request.query.tg}`, () =>
      service.getLatestTicks(
        app.db,
        request.params.id,
        request.query.tg,
        request.language,
        request.subject,
      ),
    ),
  );

  route(app, 'GET /api/bonds/:id/similar-items/', async (request, reply) =>
    app.cachedAnswer(request, reply, `similar ${request.params.id} ${request.query.page}`, () =>
      getSimilarBonds(
        app.db,
        request.params.id,
        request.query.page,
        request.language,
        request.subject,
      ),
    ),
  );

  route(app, 'GET /api/bonds/:id/archive/export/', async (request, reply) => {
    const { tg, from, to } = request.query;
    const archive = await service.getArchiveForExport(
      app.db,
      { emissionId: request.params.id, tradingGroundId: tg, from, to },
      request.language,
      request.subject,
    );
    const labels = readLabels(request.language, 'bond') ?? {};
    const stream = new PassThrough();
    const fileName = `${archive.bond.isin ?? `bond-${archive.bond.id}`}-archive.xlsx`;
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${fileName}"`);
    void writeArchiveWorkbook(stream, archive.name, archive.ticks, labels).catch((error: unknown) =>
      stream.destroy(error as Error),
    );
    // A stream is sent as is: the serializer never sees it.
    return reply.send(stream);
  });
};

export default bondsRoutes;
