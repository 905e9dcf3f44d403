import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { sendWorkbook } from '../../lib/excel';
import { route } from '../../plugins/endpoints';
import { DEFAULT_LADDER_MONTHS } from './ladder.service';
import * as service from './watchlist-xlsx.service';

/**
 * A list's holdings and its cash-flow ladder as Excel files (issue 18). The contract's access
 * rule ('excel.export') refuses visitors and users below 1077 before these run; an open
 * instance (OPEN_DATA) opens data exports to visitors, but a list is always someone's, so a
 * request without a user is still asked to sign in.
 */
export function watchlistXlsxRoutes(app: FastifyInstance) {
  const userOf = (user: { id: number } | null | undefined) => {
    if (!user) throw new AppError('need_auth', 'need_auth');
    return user.id;
  };

  route(
    app,
    'GET /api/watchlist/:id/export.xlsx',
    async (request, reply) => {
      const file = await service.holdingsWorkbook(
        app.db,
        userOf(request.user),
        request.subject,
        request.params.id,
        request.language,
      );
      return sendWorkbook(reply, file.fileName, file.sheets, request.language);
    },
    { share: 'export' },
  );

  route(
    app,
    'GET /api/watchlist/:id/ladder.xlsx',
    async (request, reply) => {
      const file = await service.ladderWorkbook(
        app.db,
        userOf(request.user),
        request.params.id,
        request.query.months ?? DEFAULT_LADDER_MONTHS,
        request.language,
      );
      return sendWorkbook(reply, file.fileName, file.sheets, request.language);
    },
    { share: 'export' },
  );
}
