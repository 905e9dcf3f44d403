import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import { splitScreen } from './bond-list.service';
import { getScreenScatter } from './screen-scatter.service';

const screenScatterRoutes: FastifyPluginAsyncZod = async (app) => {
  // As the list's answer: the same for every subject, changing only with the data; kept per
  // screen (its order does not move a point, so it is no part of the key).
  route(app, 'GET /api/bonds/scatter/', async (request, reply) => {
    const { picks } = splitScreen(request.query);
    return app.cachedAnswer(request, reply, `screen-scatter ${JSON.stringify(picks)}`, () =>
      getScreenScatter(app.db, request.query, request.language),
    );
  });
};

export default screenScatterRoutes;
