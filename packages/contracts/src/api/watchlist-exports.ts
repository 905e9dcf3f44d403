import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam } from './common';
import { XLSX_MEDIA_TYPE } from './exports';
import { LadderQuery } from './watchlists';

/*
 * The watchlist page's Excel files (issue 18): a list's holdings and its cash-flow ladder, the
 * same values the page's API answers (GET /api/watchlist/ and GET /api/watchlist/:id/ladder/).
 * Permission: 'excel.export' (level 1077): a visitor gets 401 need_auth, a signed-in user below
 * it 403 access_denied_auth. Another user's list, like an unknown one, is 404 not_found.
 */

const PERMISSION =
  'Full access only (excel.export): a visitor gets 401 `need_auth`, a signed-in user below ' +
  "level 1077 403 `access_denied_auth`; a list that is not the user's 404 `not_found`. The " +
  "workbook opens with its title, source and as-of date; labels in the request's language; " +
  'numbers as numbers with number formats, dates as dates, withheld values as ***.';

/** The web names the interface language on every call (lib/api-client.ts). */
export const WatchlistExportQuery = z.strictObject({ lang: z.string().optional() });

const file = { 200: z.unknown(), 404: ErrorBody };

export const watchlistExportEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/watchlist/:id/export.xlsx',
    operationId: 'exportWatchlistXlsx',
    summary: "A list's holdings as an Excel file",
    description:
      'Two sheets: the holdings (bond, ISIN, market numbers of the latest quote, the buy ' +
      'price, count and date, value and P&L) and the totals by currency, value for value as ' +
      `GET /api/watchlist/ answers them for that list. ${PERMISSION}`,
    tag: 'exports',
    params: IdParam,
    query: WatchlistExportQuery,
    access: 'excel.export',
    produces: XLSX_MEDIA_TYPE,
    responses: file,
  }),
  endpoint({
    method: 'GET',
    path: '/api/watchlist/:id/ladder.xlsx',
    operationId: 'exportWatchlistLadderXlsx',
    summary: "A list's cash-flow ladder as an Excel file",
    description:
      'Three sheets: the months by currency (coupons, amortisations, redemptions, total, puts ' +
      'if used), the totals by currency and every event, as GET /api/watchlist/:id/ladder/ ' +
      `answers them for the same \`months\`. ${PERMISSION}`,
    tag: 'exports',
    params: IdParam,
    query: LadderQuery,
    access: 'excel.export',
    produces: XLSX_MEDIA_TYPE,
    responses: file,
  }),
);
