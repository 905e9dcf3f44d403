import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import { getBenchmark } from './benchmark.service';
import { getCalculatorTerms } from './calculator-terms.service';
import { serverToday } from './settlement-date';

/**
 * The bond page's calculator block: the stored terms, price, curve and benchmark it sends to
 * the calculator API, and the T-spread's benchmark (the accrued interest at the block's date
 * is the calculator module's GET /api/bonds/:id/getNkdInfo/:date/).
 */
const bondCalculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Shared data read at a date: computed once per data version, day, access profile and input.
  route(app, 'GET /api/bonds/:id/calculator-terms/', async (request, reply) =>
    app.cachedAnswer(
      request,
      reply,
      `calculator-terms ${request.params.id} ${request.query.date ?? ''}`,
      () =>
        getCalculatorTerms(
          app.db,
          request.params.id,
          request.query.date,
          serverToday(),
          request.language,
          request.subject,
        ),
    ),
  );

  route(app, 'GET /cb/emissions/item/global/json/:id/', async (request, reply) =>
    app.cachedAnswer(request, reply, `benchmark ${request.params.id}`, () =>
      getBenchmark(app.db, request.params.id, serverToday(), request.language, request.subject),
    ),
  );
};

export default bondCalculatorRoutes;
