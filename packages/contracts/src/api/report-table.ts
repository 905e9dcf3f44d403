import { z } from 'zod';

/*
 * The shared statement table (spec, issuer blocks, section 3 "Table row and cells" and the
 * tables of the bank RSBU, MSFO and RSBU responses): a fixed first column of line names
 * (scroll_clmn), period headers (scroll_head) and one row of values per line (scroll_body).
 * Gated values are masked on the server: a masked cell carries '*' only, never the number.
 */

/** Spec section 9: the rows each gated table shows before the rest are gated. */
export const PREVIEW_ROWS = {
  bankTables: 5,
  rsbuBalance: 5,
  msfo: 5,
  rsbuProfitAndLoss: 6,
  rsbuCashFlowClosed: 7,
  multipliers: 1000,
} as const;

/** Spec section 4: MSFO data-set types whose tables open in the closed-data view. */
export const MSFO_CLOSED_BY_DEFAULT = [
  1261, 1291, 1323, 1339, 1347, 1377, 1419, 1483, 1515, 1521, 1537, 1545,
] as const;

/** The asterisk a masked cell carries instead of its value. */
export const MASKED_VALUE = '*';

/** Why a table's further rows are gated for this user (label keys, module errors). */
export const TABLE_GATES = ['need_auth', 'need_get_access'] as const;
export type TableGate = (typeof TABLE_GATES)[number];

/**
 * The paid-access request state shown on an asterisk cell (spec section 6): send_request (no
 * request yet: the link sends one), already_send_request (sent, waiting), forbidden_request
 * (a visitor, or a request refused). Per user, so not in the (cached, shared) table answer:
 * the web derives it from the page globals' paid-access state.
 */
export const TABLE_REQUEST_STATES = [
  'send_request',
  'already_send_request',
  'forbidden_request',
] as const;
export type TableRequestState = (typeof TABLE_REQUEST_STATES)[number];

export const TableCellObject = z.object({
  val: z.union([z.string(), z.number(), z.null()]).meta({
    description: "The value; '*' when masked; null when the period has no value",
  }),
  title: z.string().optional().meta({ description: 'Full text (a cut cell shows it on demand)' }),
  lnk: z.string().optional().meta({ description: 'A link the cell opens' }),
  info: z
    .string()
    .optional()
    .meta({ description: 'A hint shown beside the value (e.g. a formula)' }),
  tooltip: z.string().optional().meta({ description: "A masked cell's tooltip label key" }),
  class: z.string().optional(),
  ttl: z.string().optional(),
  masked: z.boolean().optional().meta({ description: 'true: gated, val is the asterisk' }),
});
export type TableCellObject = z.infer<typeof TableCellObject>;

export const TableCell = z.union([z.string(), z.number(), z.null(), TableCellObject]);
export type TableCell = z.infer<typeof TableCell>;

export const TableRow = z.object({
  code: z.string().meta({ description: "The line's code in the standard's line catalogue" }),
  data: z.array(TableCell).meta({ description: 'One cell per scroll_head column' }),
  class: z
    .string()
    .optional()
    .meta({ description: "'total' for a total line, 'group' for a heading" }),
  level: z.number().int().min(0).meta({ description: 'Depth in the line tree (0 = top)' }),
  show: z
    .object({ prev: z.boolean(), next: z.boolean(), hide: z.boolean() })
    .partial()
    .optional()
    .meta({ description: 'Row reveal links of the second table' }),
  colspan: z.number().int().optional(),
  hidden: z.boolean().optional(),
  checked: z.boolean().optional(),
  masked: z.boolean().optional().meta({ description: "true: every value of the row is '*'" }),
});
export type TableRow = z.infer<typeof TableRow>;

export const ReportTable = z.object({
  code: z.string().meta({ description: 'balance, profit_and_loss, cash_flow, capital_adequacy…' }),
  title: z.string().meta({ description: "The table's title in the interface language" }),
  dimension: z.string().meta({ description: "The unit, e.g. 'RUB thousand'" }),
  dimensions: z
    .array(z.string())
    .optional()
    .meta({
      description:
        "Each row's own unit, in scroll_clmn order: the table's dimension for an amount, '%' " +
        "for a ratio, or a key parameter's unit ('people', 'million shares', 'RUB per share')",
    }),
  scroll_head: z.array(z.string()).meta({ description: 'Column headers: the periods' }),
  scroll_clmn: z.array(z.string()).meta({ description: 'First (fixed) column: line names' }),
  scroll_body: z.array(TableRow).meta({ description: 'One row per scroll_clmn entry' }),
  sub_rows: z
    .record(z.string(), z.array(TableRow))
    .meta({ description: "Rows hung under a parent line, keyed by the parent's code" }),
  showMore: z.boolean().meta({ description: 'More rows exist than the preview' }),
  preview_rows: z.number().int().meta({ description: 'Rows shown before the table is expanded' }),
  gate: z.enum(TABLE_GATES).nullable().meta({
    description: 'Why rows past the preview are masked for this user; null: nothing masked',
  }),
  action_id: z
    .number()
    .int()
    .meta({ description: 'contactActionLog id on expand: 76 RSBU, 80 MSFO' }),
  data_set_type: z.number().int().nullable().meta({ description: 'MSFO data-set type number' }),
});
export type ReportTable = z.infer<typeof ReportTable>;

/** A table with an optional closed (detailed, paid) variant shown by default (spec section 4). */
export const SwitchableReportTable = ReportTable.extend({
  closed_data: ReportTable.extend({ dimensions: z.array(z.string()) })
    .nullable()
    .meta({ description: 'The detailed variant; the default view when present' }),
  closed_by_default: z.boolean(),
});
export type SwitchableReportTable = z.infer<typeof SwitchableReportTable>;

/** Spec section 3 "Report select option". */
export const ReportOption = z.object({ id: z.number().int(), text: z.string() });
export type ReportOption = z.infer<typeof ReportOption>;
