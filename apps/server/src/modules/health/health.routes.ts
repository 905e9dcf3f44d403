import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../lib/version';
import { readSyncFreshness } from '../../lib/sync-freshness';
import { route } from '../../plugins/endpoints';
import { DatabaseCheck } from './database-check';
import { SyncCheck } from './sync-check';

interface Options {
  /** The sources the scheduler follows (SYNC): reported even before their first run. */
  configuredSources?: readonly string[];
}

const healthRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const database = new DatabaseCheck(() => app.database.ping());
  const sync = new SyncCheck(() => readSyncFreshness(app.db, options.configuredSources ?? []));
  route(app, 'GET /api/health', async (_request, reply) => {
    const reachable = await database.reachable();
    return reply.status(reachable ? 200 : 503).send({
      status: reachable ? 'ok' : 'degraded',
      database: { reachable, driver: app.database.driver },
      version: APP_VERSION,
      // Staleness is reported, never a reason for a non-200.
      sync: reachable ? await sync.sources() : [],
    });
  });
};

export default healthRoutes;
