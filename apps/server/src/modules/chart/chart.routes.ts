import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ShareRefusedError } from '../../lib/fair-shares';
import { route } from '../../plugins/endpoints';
import { callerGone, refuseShare } from '../../plugins/heavy-work';
import * as service from './chart.service';

const chartRoutes: FastifyPluginAsyncZod = async (app) => {
  // Ticks change only with the data: the answer is computed once per data version.
  route(app, 'POST /api/chart/get_tradings/', async (request, reply) => {
    const compute = () =>
      service.getTradings(app.db, request.body, request.language, request.subject);
    // A comparison (up to 20 lines over years) computed afresh takes a place in the caller's
    // fair share; one line, or an answer already cached, does not wait.
    const comparison = request.body.items.length > 1;
    try {
      return await app.cachedAnswer(
        request,
        reply,
        `get_tradings ${JSON.stringify(request.body)}`,
        comparison
          ? () => app.heavyWork.run('chart', request, callerGone(reply), compute)
          : compute,
      );
    } catch (error) {
      if (error instanceof ShareRefusedError) return refuseShare(reply, 'chart', error.reason);
      throw error;
    }
  });
};

export default chartRoutes;
