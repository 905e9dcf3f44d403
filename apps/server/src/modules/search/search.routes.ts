import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchType } from '@bondsight/contracts';
import { route } from '../../plugins/endpoints';
import { parseSearchForm } from './search-form';
import { markStale } from './search-freshness';
import * as service from './search.service';

/** The answer of a suggest call that failed: the widget ignores failures (spec section 7). */
const EMPTY = { items: [], counter_title: '0', search_error: null };

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's widget posts URL-encoded forms. Registered in this plugin's scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseSearchForm(body as string)),
  );
  // The database tells this process when the data moves: check the entries at once.
  await app.database.listen('data_version', () => markStale(app.db));

  const context = (request: FastifyRequest): service.SearchContext => ({
    db: app.db,
    lang: request.language,
    onBuildError: (error) => request.log.error({ err: error }, 'search entries build failed'),
  });

  /** Spec: suggest failures are silent in the widget; they are logged here and answer empty. */
  const silently = async <T>(log: FastifyBaseLogger, type: SearchType, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      log.error({ err: error, suggest: type }, 'suggest failed');
      return EMPTY;
    }
  };

  const simple = ['bonds', 'stocks', 'etf', 'indexes'] as const;
  for (const type of simple) {
    route(app, `POST /api/suggest/${type}/`, async (request) =>
      silently(request.log, type, () => service.suggest(context(request), type, request.body.term)),
    );
  }
  route(app, 'POST /api/suggest/companies/', async (request) =>
    silently(request.log, 'companies', () =>
      service.suggest(
        context(request),
        'companies',
        request.body.term,
        service.stopStatuses(request.body.emitent_stop_statuses_ids),
      ),
    ),
  );

  route(app, 'GET /api/search/:type/', async (request) =>
    service.searchPage(context(request), request.params.type, request.query.q, request.query.page),
  );
};

export default searchRoutes;
