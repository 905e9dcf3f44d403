import { z } from 'zod';
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
  exportLink: z.string().meta({ description: 'The Excel export of this variant' }),
});
export type BankRsbuResponse = z.infer<typeof BankRsbuResponse>;

export const MsfoResponse = z.object({
  report: ReportOption,
  balance_sheet: SwitchableReportTable.nullable(),
  profit_and_loss: SwitchableReportTable.nullable(),
  cash_flow_statement: SwitchableReportTable.nullable(),
  params: SwitchableReportTable.extend({ archLink: z.string() }).nullable(),
  exportLink: z.string().meta({
    description: 'Export with {from} and {to} placeholders (YYYY-MM-DD) the page fills in',
  }),
  methodologyLink: z.string().nullable().meta({
    description: 'The methodology PDF in the interface language (Russian or English)',
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
  msfo: z.array(ReportOption).meta({ description: 'MSFO (IFRS) report sets, the main one first' }),
  rsbu: z.array(ReportOption).meta({ description: 'RSBU report sets, the main one first' }),
});
export type IssuerReportOptions = z.infer<typeof IssuerReportOptions>;
