import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './chart.service';

const chartRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'POST /api/chart/get_tradings/', async (request) =>
    service.getTradings(app.db, request.body, request.language, request.subject),
  );
};

export default chartRoutes;
