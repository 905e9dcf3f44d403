import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { Int4IdText } from './common';
import { EmitentIdParam } from './issuer-comments';
import { ReportOption, ReportTable, SwitchableReportTable } from './report-table';

/*
 * The issuer's statements (spec, issuer blocks, sections 2, 3, 4 and 7): bank RSBU, MSFO
 * (IFRS) and RSBU answers, and the report options an issuer page starts from. The endpoint
 * declarations follow the shapes (issuerReportsEndpoints).
 */

/** Spec: the bank RSBU tabs by archiveFlag: Actual (2 in the tab bar, flag 0), Archive (1, flag 1). */
export const BANK_RSBU_TABS = { actual: 2, archive: 1 } as const;

export const BankRsbuResponse = z.object({
  emptyReport: z.boolean().meta({ description: 'true: this variant has no data (its tab goes)' }),
  report: ReportTable.nullable().meta({ description: 'Balance sheet' }),
  rsbu_profit_and_loss: ReportTable.nullable(),
  rsbu_capital_adequacy: ReportTable.nullable(),
  rsbu_ratios: ReportTable.nullable(),
  cash_flow: ReportTable.nullable(),
  labels: z.record(z.string(), z.string()).meta({ description: 'Table titles by table code' }),
  exportLink: z.string().meta({
    description:
      'The export (CSV for now): {archiveFlag} stays a placeholder (0 actual, 1 archive)',
  }),
});
export type BankRsbuResponse = z.infer<typeof BankRsbuResponse>;

/**
 * The MSFO block's source tabs (spec, issuer blocks, section 2): our own figures ('bondsight',
 * the spec's '{product}') and a third-party provider's, 'Powered by' exerica. A provider's
 * figures are of one of our statement sets: the set's id stays the address, the source picks
 * whose figures of it the answer holds.
 */
export const MSFO_SOURCES = ['bondsight', 'exerica'] as const;
export type MsfoSource = (typeof MSFO_SOURCES)[number];
/** Each source's name as it is shown ('Powered by exerica'). */
export const MSFO_SOURCE_NAMES: Record<MsfoSource, string> = {
  bondsight: 'Bondsight',
  exerica: 'exerica',
};

/** An MSFO report set of the select, with the sources that have figures of it. */
export const MsfoReportOption = ReportOption.extend({
  sources: z.array(z.enum(MSFO_SOURCES)).meta({
    description:
      "Whose figures of this set exist, ours ('bondsight') first: 'exerica' when the provider " +
      "has its own (the 'Powered by' tab; ask with ?source=exerica)",
  }),
});
export type MsfoReportOption = z.infer<typeof MsfoReportOption>;

/** Whose figures an MSFO answer holds, and as of when. */
export const StatementSource = z.object({
  id: z.enum(MSFO_SOURCES),
  name: z.string().meta({ description: "The source's name as shown: Bondsight, exerica" }),
  asOf: z.iso.date().meta({ description: 'When the source last updated these figures' }),
});
export type StatementSource = z.infer<typeof StatementSource>;

export const MsfoResponse = z.object({
  report: ReportOption,
  source: StatementSource,
  balance_sheet: SwitchableReportTable.nullable(),
  profit_and_loss: SwitchableReportTable.nullable(),
  cash_flow_statement: SwitchableReportTable.nullable(),
  params: SwitchableReportTable.extend({ archLink: z.string() }).nullable(),
  exportLink: z.string().meta({
    description: 'Export with {from} and {to} placeholders (YYYY-MM-DD) the page fills in',
  }),
  methodologyLink: z
    .string()
    .nullable()
    .meta({
      description:
        'The methodology PDF in the interface language (Russian or English); null for a ' +
        "provider's figures (its own method)",
    }),
});
export type MsfoResponse = z.infer<typeof MsfoResponse>;

export const RsbuResponse = z.object({
  report: ReportOption,
  rsbu_balance: SwitchableReportTable.nullable(),
  rsbu_profit_and_loss: SwitchableReportTable.extend({ archLink: z.string() }).nullable(),
  report_cash_flow: SwitchableReportTable.nullable(),
  exportLink: z.string().meta({ description: 'Export with {from} and {to} placeholders' }),
  methodologyLink: z.string().nullable(),
});
export type RsbuResponse = z.infer<typeof RsbuResponse>;

/** What statements an issuer has: the page decides its blocks and report selects from it. */
export const IssuerReportOptions = z.object({
  emitentId: z.number().int(),
  bankRsbu: z.boolean().meta({ description: 'The issuer files bank RSBU (a bank)' }),
  msfo: z.array(MsfoReportOption).meta({
    description: 'MSFO (IFRS) report sets, the main one first, each with its sources',
  }),
  rsbu: z.array(ReportOption).meta({ description: 'RSBU report sets, the main one first' }),
});
export type IssuerReportOptions = z.infer<typeof IssuerReportOptions>;

/** A statement set's id (financial_reports.id) in a path. */
export const ReportIdParam = z.strictObject({ reportId: Int4IdText });

/** Spec section 7: the bank RSBU variant, 0 actual or 1 archive (anything else is a 400). */
export const BankRsbuParams = z.strictObject({
  emitentId: Int4IdText,
  archiveFlag: z.enum(['0', '1']).meta({ description: '0 actual, 1 archive' }),
});

/**
 * Spec section 5, export dates: YYYY-MM-DD; an empty from means 1970-01-01, an empty to
 * today. A calendar date PostgreSQL takes (not year 0000).
 */
const ExportBound = z.union([
  z.literal(''),
  z.iso.date().refine((date) => date >= '1900-01-01' && date <= '2200-12-31', {
    message: 'field_invalid_value',
  }),
]);
export const StatementExportQuery = z.object({
  from: ExportBound.optional().meta({ description: 'YYYY-MM-DD; empty: 1970-01-01' }),
  to: ExportBound.optional().meta({ description: 'YYYY-MM-DD; empty: today' }),
});

const MsfoSourceField = z
  .enum(MSFO_SOURCES)
  .optional()
  .meta({
    description:
      "Whose figures: 'bondsight' (ours, the default) or 'exerica' (the provider's, when the " +
      'report option lists it; else 404)',
  });
/** GET /api/report_msfo/{reportId}/: the source tab. */
export const MsfoSourceQuery = z.object({ source: MsfoSourceField });
/** The MSFO exports: the dates and the source tab whose figures they hold. */
export const MsfoExportQuery = StatementExportQuery.extend({ source: MsfoSourceField });

/** The methodology document by language: Russian (rus, ukr) or English (every other). */
export const METHODOLOGY_FILES = ['rus.pdf', 'eng.pdf'] as const;
export const MethodologyParams = z.strictObject({ file: z.enum(METHODOLOGY_FILES) });

const CSV = 'text/csv';
const STATEMENT_ACCESS =
  'Every row past the preview (preview_rows: 5 bank tables, RSBU balance and MSFO; 6 RSBU ' +
  'profit and loss; 7 RSBU cash flow closed) and every closed line leave the server as ' +
  "'*' cells (masked: true, tooltip 'log_in_to_access') for a visitor (gate need_auth) and a " +
  'signed-in user below level 1077 (gate need_get_access); level 1077 gets every value and ' +
  'gate null. Columns are periods, oldest on the left, latest on the right.';
const EXPORT_ACCESS =
  'A CSV file (UTF-8 with a byte-order mark, so Excel reads Cyrillic), every line by period. ' +
  'Full access only: a visitor gets 401 `need_auth`, a signed-in user below level 1077 ' +
  '403 `access_denied_auth`. The Excel (xlsx) file: the same path with export.xlsx.';

export const issuerReportsEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/company/:emitentId/report-options/',
    operationId: 'getIssuerReportOptions',
    summary: 'Which statements an issuer has: bank RSBU, and its MSFO and RSBU report sets',
    description: 'The report select options (spec section 3): the main set first.',
    tag: 'issuer-reports',
    params: EmitentIdParam,
    responses: { 200: IssuerReportOptions, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/report_bank_rsbu/:emitentId/:archiveFlag/',
    operationId: 'getBankRsbuReport',
    summary: 'Bank RSBU statements of an issuer, actual (0) or archive (1) forms',
    description:
      'Five tables: balance (report), profit and loss, capital adequacy, ratios and cash ' +
      'flow, by quarter. emptyReport true (tables null) when the variant has no values, ' +
      'also for an issuer that files no bank RSBU. exportLink keeps {archiveFlag} as a ' +
      `placeholder. ${STATEMENT_ACCESS}`,
    tag: 'issuer-reports',
    params: BankRsbuParams,
    responses: { 200: BankRsbuResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/report_msfo/:reportId/',
    operationId: 'getMsfoReport',
    summary: 'An MSFO (IFRS) statement set: balance sheet, profit and loss, cash flow, params',
    description:
      'Closed lines (the twelve closed-by-default data-set types) are in closed_data, the ' +
      'default view. params.archLink is the export of all periods. exportLink keeps {from} ' +
      'and {to} as placeholders. `source` picks whose figures of the set: ours by default, ' +
      "`exerica` a provider's (its own rounding, whole millions, its own line set and as-of " +
      'date; offered where the report option lists it, 404 not_found elsewhere); the answer ' +
      'names its source, and its export links keep it. A bad source is a 400 naming ' +
      `querystring.source. ${STATEMENT_ACCESS} The provider's figures are gated the same way.`,
    tag: 'issuer-reports',
    params: ReportIdParam,
    query: MsfoSourceQuery,
    responses: { 200: MsfoResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/report_rsbu/:reportId/',
    operationId: 'getRsbuReport',
    summary: 'An RSBU statement set: balance, profit and loss, cash flow',
    description:
      'Each table has its open variant and, where it has closed lines, the closed one ' +
      '(closed_data, the default view). rsbu_profit_and_loss.archLink is the export of all ' +
      `periods. exportLink keeps {from} and {to} as placeholders. ${STATEMENT_ACCESS}`,
    tag: 'issuer-reports',
    params: ReportIdParam,
    responses: { 200: RsbuResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/report_bank_rsbu/:emitentId/:archiveFlag/export/',
    operationId: 'exportBankRsbuReport',
    summary: 'Export a bank RSBU variant (CSV)',
    description: EXPORT_ACCESS,
    tag: 'issuer-reports',
    params: BankRsbuParams,
    access: 'issuer.statements.full',
    produces: CSV,
    responses: { 200: z.unknown(), 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/report_msfo/:reportId/export/',
    operationId: 'exportMsfoReport',
    summary: 'Export an MSFO statement set between two dates (CSV)',
    description:
      "Periods ending from `from` to `to`; `source` as the set's answer (the provider's " +
      `figures with source=exerica). ${EXPORT_ACCESS}`,
    tag: 'issuer-reports',
    params: ReportIdParam,
    query: MsfoExportQuery,
    access: 'issuer.statements.full',
    produces: CSV,
    responses: { 200: z.unknown(), 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/report_rsbu/:reportId/export/',
    operationId: 'exportRsbuReport',
    summary: 'Export an RSBU statement set between two dates (CSV)',
    description: `Periods ending from \`from\` to \`to\`. ${EXPORT_ACCESS}`,
    tag: 'issuer-reports',
    params: ReportIdParam,
    query: StatementExportQuery,
    access: 'issuer.statements.full',
    produces: CSV,
    responses: { 200: z.unknown(), 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/methodology/financials/:file',
    operationId: 'getFinancialsMethodology',
    summary: 'How Bondsight builds the statement figures and multipliers (PDF)',
    description:
      'rus.pdf or eng.pdf; the statement answers link the one of the interface language ' +
      '(Russian for rus and ukr, English otherwise). Open to everyone.',
    tag: 'issuer-reports',
    params: MethodologyParams,
    produces: 'application/pdf',
    responses: { 200: z.unknown() },
  }),
);
