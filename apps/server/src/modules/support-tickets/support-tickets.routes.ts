import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as staff from './staff-tickets.service';
import * as service from './support-tickets.service';

/**
 * Support tickets: a user with level 1077 or tariff 677 (spec section 6) asks and replies;
 * staff (admin review capability) read every ticket and answer.
 */
const supportTicketsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/profile/support/tickets/', async (request) => ({
    tickets: await service.listTickets(app.db, request.user!.id),
  }));

  route(app, 'POST /api/profile/support/tickets/', async (request, reply) => {
    const { subject, body } = request.body;
    return reply
      .status(201)
      .send(await service.openTicket(app.db, request.user!.id, subject, body));
  });

  route(app, 'POST /api/profile/support/tickets/:id/messages/', async (request) =>
    service.replyAsUser(app.db, request.user!.id, request.params.id, request.body.body),
  );

  route(app, 'POST /api/profile/support/tickets/:id/read/', async (request) =>
    service.markReadByUser(app.db, request.user!.id, request.params.id),
  );

  route(app, 'GET /api/admin/tickets/', async () => staff.listTickets(app.db));

  route(app, 'POST /api/admin/tickets/:id/reply/', async (request) =>
    staff.replyToTicket(app.db, request.user!.id, request.params.id, request.body.body),
  );

  route(app, 'POST /api/admin/tickets/:id/read/', async (request) =>
    staff.markTicketRead(app.db, request.params.id),
  );
};

export default supportTicketsRoutes;
