import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './sync-runs.service';

interface Options {
  /** The sources the scheduler follows (SYNC): listed even before their first run. */
  configuredSources?: readonly string[];
}

/** The recorded sync runs for the staff, and the data's freshness for everyone. */
const syncRunsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const configured = options.configuredSources ?? [];
  route(app, 'GET /api/admin/sync-runs/', async (request) =>
    service.listSyncRuns(app.db, request.query.limit, configured),
  );
  route(app, 'GET /api/data-freshness/', async () => service.dataFreshness(app.db));
};

export default syncRunsRoutes;
