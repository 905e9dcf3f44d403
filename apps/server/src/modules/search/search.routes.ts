import type { FastifyReply, FastifyRequest } from 'fastify';
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

  /**
   * A suggest answer, kept per term, type, language and access profile while the data and
   * the entries built from it stand (a keystroke's prefixes repeat across users). Spec:
   * failures are silent in the widget; they are logged here and answer empty.
   */
  const suggestAnswer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    type: SearchType,
    term: string,
    stop: number[] = [],
  ) => {
    const ctx = context(request);
    const compute = () => service.suggest(ctx, type, term, stop);
    try {
      const entries = await service.entriesVersion(ctx);
      if (entries === null) return await compute();
      const key = `suggest ${type} entries ${entries} ${JSON.stringify([term, stop])}`;
      return await app.cachedAnswer(request, reply, key, compute);
    } catch (error) {
      request.log.error({ err: error, suggest: type }, 'suggest failed');
      return EMPTY;
    }
  };

  const simple = ['bonds', 'stocks', 'etf', 'indexes'] as const;
  for (const type of simple) {
    route(app, `POST /api/suggest/${type}/`, async (request, reply) =>
      suggestAnswer(request, reply, type, request.body.term),
    );
  }
  route(app, 'POST /api/suggest/companies/', async (request, reply) =>
    suggestAnswer(
      request,
      reply,
      'companies',
      request.body.term,
      service.stopStatuses(request.body.emitent_stop_statuses_ids),
    ),
  );

  route(app, 'GET /api/search/:type/', async (request) =>
    service.searchPage(context(request), request.params.type, request.query.q, request.query.page),
  );
};

export default searchRoutes;
