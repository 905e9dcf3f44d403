import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  IdParam,
  NewTicketRequest,
  SupportTicket,
  SupportTicketsResponse,
  TicketReplyRequest,
} from '@bondsight/contracts';
import * as service from './support.service';

/** Support tickets: for level 1077 or tariff 677 (spec section 6), capability support.tickets. */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireCapability('support.tickets');
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get(
    '/api/profile/support/tickets/',
    {
      preHandler: guard,
      schema: {
        tags: ['support'],
        summary: "The user's tickets, each with its messages (status_id 1 unread, 2 read)",
        response: { 200: SupportTicketsResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ tickets: await service.listTickets(app.db, request.user!.id) }),
  );

  app.post(
    '/api/profile/support/tickets/',
    {
      preHandler: guard,
      schema: {
        tags: ['support'],
        summary: 'Open a ticket with its first message',
        body: NewTicketRequest,
        response: { 201: SupportTicket, ...errors },
      },
    },
    async (request, reply) => {
      const { subject, body } = request.body;
      return reply
        .status(201)
        .send(await service.openTicket(app.db, request.user!.id, subject, body));
    },
  );

  app.post(
    '/api/profile/support/tickets/:id/messages/',
    {
      preHandler: guard,
      schema: {
        tags: ['support'],
        summary: "Reply in one of the user's tickets",
        params: IdParam,
        body: TicketReplyRequest,
        response: { 200: SupportTicket, ...errors },
      },
    },
    async (request) =>
      service.replyAsUser(app.db, request.user!.id, request.params.id, request.body.body),
  );

  app.post(
    '/api/profile/support/tickets/:id/read/',
    {
      preHandler: guard,
      schema: {
        tags: ['support'],
        summary: "Mark staff's answers in the ticket read",
        params: IdParam,
        response: { 200: SupportTicket, ...errors },
      },
    },
    async (request) => service.markReadByUser(app.db, request.user!.id, request.params.id),
  );
};

export default supportRoutes;
