import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam } from './common';
import {
  BankRsbuParams,
  MsfoExportQuery,
  ReportIdParam,
  StatementExportQuery,
} from './issuer-reports';

/*
 * Excel (xlsx) exports (issue 18): every file opens with its title, source and as-of date;
 * numbers are numbers with the page's decimals as number formats, dates are dates, labels are
 * in the request's language. Permission: the access table's 'excel.export' (level 1077): a
 * visitor gets 401 need_auth, a signed-in user below it 403 access_denied_auth.
 */

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const PERMISSION =
  'Full access only (excel.export): a visitor gets 401 `need_auth`, a signed-in user below ' +
  'level 1077 403 `access_denied_auth`. The workbook opens with its title, source and as-of ' +
  "date; labels in the request's language; numbers as numbers with number formats.";

/** The cash flow's link-then-redirect (spec section 7): the link first, the browser follows. */
export const ExportLinkResponse = z.object({
  url: z.string().meta({ description: 'Where the browser goes next: the file itself' }),
});
export type ExportLinkResponse = z.infer<typeof ExportLinkResponse>;

/** Kinds of a table column, each with its number format (prices 0.0000, yields 0.000...). */
export const EXPORT_COLUMN_KINDS = [
  'text',
  'date',
  'price',
  'yield',
  'spread',
  'duration',
  'pvbp',
  'volume',
  'amount',
  'percent',
  'number',
  'integer',
] as const;
export type ExportColumnKind = (typeof EXPORT_COLUMN_KINDS)[number];

/** Bounds of a table sent for export: what a page's table shows, not a bulk download. */
export const TABLE_EXPORT_MAX_COLUMNS = 60;
export const TABLE_EXPORT_MAX_ROWS = 5000;
export const TABLE_EXPORT_MAX_TEXT = 1000;

const Text = (max: number) => z.string().trim().max(max);
// Numbers first: most cells are numbers, and a union stops at the first type that fits.
const TableCell = z.union([z.number(), z.string().max(TABLE_EXPORT_MAX_TEXT), z.null()]);

export const TableExportRequest = z
  .strictObject({
    title: Text(200).min(1).meta({ description: "The sheet's title: the block's heading" }),
    fileName: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,80}$/)
      .optional()
      .meta({ description: 'Without extension; default "table"' }),
    source: Text(200).optional().meta({ description: "Where the table's numbers come from" }),
    asOf: z.iso.date().optional().meta({ description: 'YYYY-MM-DD; default: today' }),
    columns: z
      .array(
        z.strictObject({
          title: Text(200),
          kind: z.enum(EXPORT_COLUMN_KINDS).default('text'),
        }),
      )
      .min(1)
      .max(TABLE_EXPORT_MAX_COLUMNS)
      .meta({ description: 'The visible columns, in order' }),
    rows: z
      .array(z.array(TableCell).max(TABLE_EXPORT_MAX_COLUMNS))
      .max(TABLE_EXPORT_MAX_ROWS)
      .meta({ description: 'The visible rows: one value per column (dates as YYYY-MM-DD)' }),
  })
  .superRefine((table, context) => {
    table.rows.forEach((row, index) => {
      if (row.length !== table.columns.length)
        context.addIssue({
          code: 'custom',
          path: ['rows', index],
          message: 'field_invalid_value',
        });
    });
  });
export type TableExportRequest = z.input<typeof TableExportRequest>;

const file = { 200: z.unknown(), 404: ErrorBody };

export const exportEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/cash-flow/export/',
    operationId: 'getBondCashFlowExportLink',
    summary: "The cash flow's Excel export link (then the browser follows it)",
    description: `The spec's link-then-redirect: checks access and the bond, answers the file's URL. ${PERMISSION}`,
    tag: 'exports',
    params: IdParam,
    access: 'excel.export',
    responses: { 200: ExportLinkResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/cash-flow/export.xlsx',
    operationId: 'exportBondCashFlow',
    summary: "A bond's cash flow and options as an Excel file",
    description: `Two sheets: the payments and the put and call options. ${PERMISSION}`,
    tag: 'exports',
    params: IdParam,
    access: 'excel.export',
    produces: XLSX_MEDIA_TYPE,
    responses: file,
  }),
  endpoint({
    method: 'GET',
    path: '/api/report_bank_rsbu/:emitentId/:archiveFlag/export.xlsx',
    operationId: 'exportBankRsbuReportXlsx',
    summary: 'Export a bank RSBU variant (Excel)',
    description: `archiveFlag 0 the current forms, 1 the archive. ${PERMISSION}`,
    tag: 'exports',
    params: BankRsbuParams,
    access: 'excel.export',
    produces: XLSX_MEDIA_TYPE,
    responses: file,
  }),
  endpoint({
    method: 'GET',
    path: '/api/report_msfo/:reportId/export.xlsx',
    operationId: 'exportMsfoReportXlsx',
    summary: 'Export an MSFO statement set between two dates (Excel)',
    description:
      'Periods ending from `from` (empty: 1970-01-01) to `to` (empty: today); `source` as ' +
      `the set's answer (source=exerica: the provider's figures, its name on the sheet). ${PERMISSION}`,
    tag: 'exports',
    params: ReportIdParam,
    query: MsfoExportQuery,
    access: 'excel.export',
    produces: XLSX_MEDIA_TYPE,
    responses: file,
  }),
  endpoint({
    method: 'GET',
    path: '/api/report_rsbu/:reportId/export.xlsx',
    operationId: 'exportRsbuReportXlsx',
    summary: 'Export an RSBU statement set between two dates (Excel)',
    description: `Periods ending from \`from\` (empty: 1970-01-01) to \`to\` (empty: today). ${PERMISSION}`,
    tag: 'exports',
    params: ReportIdParam,
    query: StatementExportQuery,
    access: 'excel.export',
    produces: XLSX_MEDIA_TYPE,
    responses: file,
  }),
  endpoint({
    method: 'POST',
    path: '/api/export/table.xlsx',
    operationId: 'exportTableXlsx',
    summary: 'Any shared data table as an Excel file (its visible columns and rows)',
    description:
      `The page sends what the table shows (at most ${TABLE_EXPORT_MAX_COLUMNS} columns and ` +
      `${TABLE_EXPORT_MAX_ROWS} rows, cells of at most ${TABLE_EXPORT_MAX_TEXT} characters); ` +
      `rows whose length differs from the columns' are refused (400). ${PERMISSION}`,
    tag: 'exports',
    body: TableExportRequest,
    access: 'excel.export',
    produces: XLSX_MEDIA_TYPE,
    // 5000 rows of 60 short cells: a few megabytes of JSON.
    bodyLimit: 8 * 1024 * 1024,
    responses: { 200: z.unknown() },
  }),
);
