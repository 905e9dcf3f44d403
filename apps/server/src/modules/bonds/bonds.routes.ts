import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ArchiveExportQuery,
  ArchiveQuery,
  ArchiveResponse,
  BondListQuery,
  BondListResponse,
  BondSummary,
  ErrorBody,
  IdParam,
  SimilarBondsQuery,
  SimilarBondsResponse,
} from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import { writeArchiveWorkbook } from './archive-export';
import * as service from './bonds.service';
import { getSimilarBonds } from './similar.service';

const bondsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bonds/',
    {
      schema: { tags: ['bonds'], querystring: BondListQuery, response: { 200: BondListResponse } },
    },
    async (request) =>
      service.listBonds(app.db, request.query.limit, request.query.offset, request.language),
  );

  app.get(
    '/api/bonds/:id/',
    {
      schema: { tags: ['bonds'], params: IdParam, response: { 200: BondSummary, 404: ErrorBody } },
    },
    async (request) => service.getBondSummary(app.db, request.params.id, request.language),
  );

  app.get(
    '/api/bonds/:id/archive/',
    {
      schema: {
        tags: ['bonds'],
        summary: 'The latest ticks (at most 14) of a bond, on one trading ground or all',
        params: IdParam,
        querystring: ArchiveQuery,
        response: { 200: ArchiveResponse, 404: ErrorBody },
      },
    },
    async (request) =>
      service.getLatestTicks(app.db, request.params.id, request.query.tg, request.language),
  );

  app.get(
    '/api/bonds/:id/similar-items/',
    {
      schema: {
        tags: ['bonds'],
        summary:
          'Bonds like this one: same currency, outstanding, other issuers, maturity within 2 years; 10 a page',
        params: IdParam,
        querystring: SimilarBondsQuery,
        response: { 200: SimilarBondsResponse, 404: ErrorBody },
      },
    },
    async (request) =>
      getSimilarBonds(app.db, request.params.id, request.query.page, request.language),
  );

  app.get(
    '/api/bonds/:id/archive/export/',
    {
      preHandler: app.requireCapability('bond.archive.export'),
      schema: {
        tags: ['bonds'],
        summary: 'Excel export of the archive (full access; fewer than 2500 points)',
        params: IdParam,
        querystring: ArchiveExportQuery,
        response: { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { tg, from, to } = request.query;
      const archive = await service.getArchiveForExport(
        app.db,
        { emissionId: request.params.id, tradingGroundId: tg, from, to },
        request.language,
      );
      const labels = readLabels(request.language, 'bond') ?? {};
      const stream = new PassThrough();
      const fileName = `${archive.bond.isin ?? `bond-${archive.bond.id}`}-archive.xlsx`;
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName}"`);
      void writeArchiveWorkbook(stream, archive.name, archive.ticks, labels).catch(
        (error: unknown) => stream.destroy(error as Error),
      );
      // A stream is sent as is; the response schemas describe only the error bodies.
      return reply.send(stream as never);
    },
  );
};

export default bondsRoutes;
