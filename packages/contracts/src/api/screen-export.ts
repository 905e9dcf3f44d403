import { z } from 'zod';
import { EXCEL_EXPORT_MAX_POINTS } from '../bond-limits';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody, FIELD_ERRORS } from '../errors';
import { DEFAULT_SCREEN_COLUMNS, isScreenColumn, SCREEN_COLUMNS } from '../screen-columns';
import { BondListFilter } from './bond-list';
import { XLSX_MEDIA_TYPE } from './exports';

/*
 * The bond screener's export (issue 33 item 6): the screen of GET /api/bonds/ (same filters,
 * same order, same display rules) with the columns the user shows, as an Excel file for people
 * and as CSV for programs. Permission: the access table's 'excel.export', as every Excel export.
 */

export const CSV_MEDIA_TYPE = 'text/csv; charset=utf-8';
/** The screen's total, on the CSV answer: how far `offset` can page. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/**
 * `columns=a,b,c`: ids of SCREEN_COLUMNS in the file's order, each once; absent or empty, the
 * default columns. One problem (an unknown or repeated id) is a 400 naming `columns`.
 */
const ScreenColumnList = z
  .string()
  .max(1000)
  .optional()
  .refine(
    (text) => {
      if (!text) return true;
      const ids = text.split(',');
      return ids.every(isScreenColumn) && new Set(ids).size === ids.length;
    },
    { message: FIELD_ERRORS.invalidValue },
  )
  .transform((text) =>
    text ? text.split(',').filter(isScreenColumn) : [...DEFAULT_SCREEN_COLUMNS],
  )
  .meta({
    description:
      `Comma-separated column ids in the file's order, each once: ${SCREEN_COLUMNS.join(', ')}. ` +
      `Absent or empty: ${DEFAULT_SCREEN_COLUMNS.join(', ')}`,
  });

export const ScreenExportQuery = BondListFilter.safeExtend({
  columns: ScreenColumnList,
  lang: z.string().optional(),
});
export type ScreenExportQuery = z.input<typeof ScreenExportQuery>;

export const ScreenCsvQuery = ScreenExportQuery.safeExtend({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(EXCEL_EXPORT_MAX_POINTS)
    .default(EXCEL_EXPORT_MAX_POINTS)
    .meta({ description: `Rows of this call, at most ${EXCEL_EXPORT_MAX_POINTS}` }),
});
export type ScreenCsvQuery = z.input<typeof ScreenCsvQuery>;

const PERMISSION =
  'Full access only (excel.export, as every Excel export; everyone on an open instance): a ' +
  'visitor gets 401 `need_auth`, a signed-in user below level 1077 403 `access_denied_auth`. ' +
  'Every filter, `sort` and `order` is the one of GET /api/bonds/ (400 naming a bad one), ' +
  'and the rows are the ones that list shows, in its order, with its display rules.';

export const screenExportEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/bonds/export.xlsx',
    operationId: 'exportBondScreenXlsx',
    summary: "The bond screen as an Excel file, with the user's columns",
    description:
      'One sheet: the title, the source and the data’s as-of date, the screen’s filters and ' +
      'order in words and its count, then the chosen columns (titles in the request’s ' +
      'language; numbers as numbers with the page’s decimals, dates as dates; `nextOffer` is ' +
      'two columns, its date and its kind). A screen of ' +
      `${EXCEL_EXPORT_MAX_POINTS} bonds or more is refused before a byte is written (spec: ` +
      'many_points): 400 `validation_failed` with message `many_points` (fields.querystring ' +
      `names the screen), as the archive's export refuses it. ${PERMISSION}`,
    tag: 'exports',
    query: ScreenExportQuery,
    access: 'excel.export',
    produces: XLSX_MEDIA_TYPE,
    responses: { 200: z.unknown(), 400: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/bonds/export.csv',
    operationId: 'exportBondScreenCsv',
    summary: 'The bond screen as CSV for programs, a slice at a time',
    description:
      'UTF-8, comma-separated, RFC 4180 quoting, CRLF line ends. The header row holds the ' +
      'column ids (`nextOffer` is `nextOffer,nextOfferType`); dates YYYY-MM-DD, numbers with ' +
      "'.' decimals and no grouping, empty cells for no value; `name` and `issuer` in the " +
      'request’s language; `status` is the emission status id (statuses.ts), `nextOfferType` ' +
      `put or call. At most ${EXCEL_EXPORT_MAX_POINTS} rows a call from \`offset\`; the ` +
      `screen's total is in the \`X-Total-Count\` header. ${PERMISSION}`,
    tag: 'exports',
    query: ScreenCsvQuery,
    access: 'excel.export',
    produces: CSV_MEDIA_TYPE,
    responses: { 200: z.unknown() },
  }),
);
