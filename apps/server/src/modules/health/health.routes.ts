import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../lib/version';
import { route } from '../../plugins/endpoints';
import { DatabaseCheck } from './database-check';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = new DatabaseCheck(() => app.database.ping());
  route(app, 'GET /api/health', async (_request, reply) => {
    const reachable = await database.reachable();
    return reply.status(reachable ? 200 : 503).send({
      status: reachable ? 'ok' : 'degraded',
      database: { reachable, driver: app.database.driver },
      version: APP_VERSION,
    });
  });
};

export default healthRoutes;
