import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './entity-charts.service';

const chartKey = (kind: string, id: number, body: unknown) =>
  `${kind} chart ${id} ${JSON.stringify(body)}`;

/** The price charts of the index, stock and ETF pages (the chart widget's data URL), once per data
 * version. */
const entityChartsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'POST /api/indexes/:id/chart/', async (request, reply) =>
    app.cachedAnswer(request, reply, chartKey('index', request.params.id, request.body), () =>
      service.getChart(
        app.db,
        'index',
        request.params.id,
        request.body,
        request.language,
        request.subject,
      ),
    ),
  );
  route(app, 'POST /api/stocks/:id/chart/', async (request, reply) =>
    app.cachedAnswer(request, reply, chartKey('stock', request.params.id, request.body), () =>
      service.getChart(
        app.db,
        'stock',
        request.params.id,
        request.body,
        request.language,
        request.subject,
      ),
    ),
  );
  route(app, 'POST /api/etf/:id/chart/', async (request, reply) =>
    app.cachedAnswer(request, reply, chartKey('etf', request.params.id, request.body), () =>
      service.getChart(
        app.db,
        'etf',
        request.params.id,
        request.body,
        request.language,
        request.subject,
      ),
    ),
  );
};

export default entityChartsRoutes;
