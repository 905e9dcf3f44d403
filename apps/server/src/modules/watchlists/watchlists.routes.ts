import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as alerts from './alerts.service';
import * as calendar from './calendar.service';
import * as holdings from './holdings.service';
import { DEFAULT_LADDER_MONTHS, ladder } from './ladder.service';
import * as panel from './panel.service';
import { watchlistXlsxRoutes } from './watchlist-xlsx.routes';

/**
 * Watchlists (issue 17): the add-to-watchlist panel's calls, list editing, the watchlist page,
 * the cash-flow ladder, lifecycle alerts and the iCal feed. Every answer is the user's own:
 * none is cached across users.
 */
const watchlistsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/watchlist/items/', async (request) =>
    panel.panelItems(app.db, request.user!.id, request.subject, request.query.bondId),
  );

  route(app, 'POST /api/watchlistAppend/', async (request) =>
    panel.append(app.db, request.user!.id, request.subject, request.body),
  );

  route(app, 'POST /api/watchlist/remove/', async (request) =>
    panel.remove(app.db, request.user!.id, request.body.bondId, request.body.ids),
  );

  route(app, 'POST /api/watchlist/create/', async (request, reply) =>
    reply.status(201).send(await panel.createList(app.db, request.user!.id, request.body.name)),
  );

  route(app, 'POST /api/watchlist/rename/', async (request) =>
    panel.renameList(app.db, request.user!.id, request.body.id, request.body.name),
  );

  route(app, 'POST /api/watchlist/delete/', async (request) =>
    panel.deleteList(app.db, request.user!.id, request.body.id),
  );

  route(app, 'GET /api/watchlist/', async (request) =>
    holdings.watchlistPage(app.db, request.user!.id, request.subject, request.language),
  );

  route(app, 'GET /api/watchlist/:id/ladder/', async (request) =>
    ladder(
      app.db,
      request.user!.id,
      request.params.id,
      request.query.months ?? DEFAULT_LADDER_MONTHS,
      request.language,
    ),
  );

  // The list's and the ladder's Excel files (issue 18).
  watchlistXlsxRoutes(app);

  route(app, 'GET /api/notifications/', async (request) =>
    alerts.notifications(app.db, request.user!.id, request.language),
  );

  route(app, 'POST /api/notifications/read/', async (request) =>
    alerts.markRead(app.db, request.user!.id, 'ids' in request.body ? request.body.ids : 'all'),
  );

  route(app, 'POST /api/watchlist/calendar-token/', async (request) =>
    calendar.createToken(app.db, request.user!.id, `${request.protocol}://${request.host}`),
  );

  route(app, 'GET /api/watchlist/calendar.ics', async (request, reply) => {
    const text = await calendar.calendarFeed(app.db, request.query.token);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(text);
  });
};

export default watchlistsRoutes;
