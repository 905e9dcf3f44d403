import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import { closeScreensInMemory } from './bond-list-memory';
import { countScreen, getFacets, listBonds, splitScreen } from './bond-list.service';
import * as service from './bonds.service';
import { getSimilarBonds } from './similar.service';

const bondsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The screen's worker thread ends with the app (its database closes).
  app.addHook('onClose', () => closeScreensInMemory(app.db));
  // A screen's answer is the same for every subject and changes only with the data (the
  // screener's rows bump the data version): kept per screen, revalidated by ETag.
  route(app, 'GET /api/bonds/', async (request, reply) =>
    app.cachedAnswer(request, reply, `bond-list ${JSON.stringify(request.query)}`, (version) =>
      listBonds(app.db, request.query, request.language, version),
    ),
  );

  // The exact total of a wide screen, asked for after its page: kept per screen, as the list.
  route(app, 'GET /api/bonds/count/', async (request, reply) => {
    const { picks } = splitScreen(request.query);
    return app.cachedAnswer(request, reply, `bond-count ${JSON.stringify(picks)}`, (version) =>
      countScreen(app.db, request.query, version),
    );
  });

  // The filter's choices change only with the data.
  route(app, 'GET /api/bonds/filters/', async (request, reply) =>
    app.cachedAnswer(request, reply, 'bond-list facets', () => getFacets(app.db, request.language)),
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

  // The archive's Excel export: archive-export.routes.ts.
};

export default bondsRoutes;
