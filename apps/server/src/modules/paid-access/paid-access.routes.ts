import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './paid-access.service';

/** Paid access: a user asks for full access or for one more tariff; admins decide on /admin/. */
const paidAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'POST /api/profile/pa/subscr_send_request/', async (request) =>
    service.sendPaidAccessRequest(
      app.db,
      request.user!.id,
      request.body.tariff,
      request.body.contactPersonId,
    ),
  );

  route(app, 'POST /api/profile/pa/subscr_expand_request/', async (request) =>
    service.sendPaidAccessExpandRequest(app.db, request.user!.id, request.body.tariff),
  );
};

export default paidAccessRoutes;
