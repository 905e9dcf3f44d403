import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDecisionRequest,
  AdminDecisionsResponse,
  AdminRequest,
  AdminRequestsQuery,
  AdminRequestsResponse,
  AdminTicket,
  AdminTicketsResponse,
  ErrorBody,
  IdParam,
  SiteSettingParams,
  SiteSettingRequest,
  SiteSettingsResponse,
  TicketReplyRequest,
} from '@bondsight/contracts';
import { readSiteSettings } from '../shell/shell.service';
import * as service from './admin.service';

/** The admin review: access requests, the decision log, support answers, shell settings. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const review = app.requireCapability('admin.review');
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const tags = ['admin'];

  app.get(
    '/api/admin/requests/',
    {
      preHandler: review,
      schema: {
        tags,
        summary: 'Access requests of every kind (waiting ones by default; status=all for all)',
        querystring: AdminRequestsQuery,
        response: { 200: AdminRequestsResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => service.listRequests(app.db, request.query.status, request.language),
  );

  app.post(
    '/api/admin/requests/:id/decision/',
    {
      preHandler: review,
      schema: {
        tags,
        summary: 'Approve or reject a waiting request (paid access: level 1077 with the tariff)',
        params: IdParam,
        body: AdminDecisionRequest,
        response: { 200: AdminRequest, ...errors },
      },
    },
    async (request) =>
      service.decide(
        app.db,
        request.user!.id,
        request.params.id,
        request.body.decision,
        request.body.note,
        request.language,
      ),
  );

  app.get(
    '/api/admin/decisions/',
    {
      preHandler: review,
      schema: {
        tags,
        summary: 'Every admin decision, with who and when',
        response: { 200: AdminDecisionsResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => service.listDecisions(app.db),
  );

  app.get(
    '/api/admin/tickets/',
    {
      preHandler: review,
      schema: {
        tags,
        summary: "Every user's support tickets",
        response: { 200: AdminTicketsResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => service.listTickets(app.db),
  );

  app.post(
    '/api/admin/tickets/:id/reply/',
    {
      preHandler: review,
      schema: {
        tags,
        summary: 'Answer a ticket as staff (unread for the user until opened)',
        params: IdParam,
        body: TicketReplyRequest,
        response: { 200: AdminTicket, ...errors },
      },
    },
    async (request) =>
      service.replyToTicket(app.db, request.user!.id, request.params.id, request.body.body),
  );

  app.post(
    '/api/admin/tickets/:id/read/',
    {
      preHandler: review,
      schema: {
        tags,
        summary: "Mark the user's messages in a ticket read",
        params: IdParam,
        response: { 200: AdminTicket, ...errors },
      },
    },
    async (request) => service.markTicketRead(app.db, request.params.id),
  );

  const settings = app.requireCapability('admin.site_settings');
  app.get(
    '/api/admin/site-settings/',
    {
      preHandler: settings,
      schema: {
        tags,
        summary: 'The shell settings in force (stored ones, else the defaults)',
        response: { 200: SiteSettingsResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => readSiteSettings(app.db, request.log),
  );

  app.post(
    '/api/admin/site-settings/:key/',
    {
      preHandler: settings,
      schema: {
        tags,
        summary: 'Store the menu, the house banner or the mobile-app links',
        params: SiteSettingParams,
        body: SiteSettingRequest,
        response: { 200: SiteSettingRequest, ...errors },
      },
    },
    async (request) => ({
      value: await service.putSiteSetting(
        app.db,
        request.user!.id,
        request.params.key,
        request.body.value,
      ),
    }),
  );
};

export default adminRoutes;
