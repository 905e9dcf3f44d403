import {
  decideAccess,
  pickText,
  type AccessSubject,
  type BankRsbuResponse,
  type IssuerReportOptions,
  type Language,
  type MsfoResponse,
  type ReportOption,
  type RsbuResponse,
  type TableGate,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import * as repo from './issuer-reports.repository';
import type { ReportRecord } from './issuer-reports.repository';
import { bankColumns, periodsOf, statementColumns } from './periods';
import { tableTitle, unitsOf } from './report-texts';
import { BANK_TABLES, MSFO_TABLES, RSBU_TABLES } from './statement-rules';
import { plainTable, switchableTable, type TableContext } from './statement-table';

/**
 * Why the statements' gated values are withheld from a subject (the table's gate), or null
 * when it sees them all. Decided by the access table, so an open instance shows everything.
 */
export function statementGate(subject: AccessSubject): TableGate | null {
  const decision = decideAccess(subject, 'issuer.statements.full');
  if (decision === 'allowed') return null;
  return decision === 'need_auth' ? 'need_auth' : 'need_get_access';
}

const optionOf = (report: ReportRecord, lang: Language): ReportOption => ({
  id: report.id,
  text: pickText(report.names, lang),
});

/** The methodology PDF of the interface language, or null for central-bank data (spec). */
export function methodologyLink(report: ReportRecord, lang: Language): string | null {
  if (report.source === 'cbn') return null;
  return `/api/methodology/financials/${lang === 'rus' || lang === 'ukr' ? 'rus' : 'eng'}.pdf`;
}

/** Spec section 7: exports are navigations to the link with its placeholders filled in. */
const exportLink = (standard: 'msfo' | 'rsbu', id: number) =>
  `/api/report_${standard}/${id}/export/?from={from}&to={to}`;
/** The archive link (MSFO params, RSBU profit and loss): the export of every period. */
const archiveLink = (standard: 'msfo' | 'rsbu', id: number) =>
  `/api/report_${standard}/${id}/export/?from=1970-01-01&to=`;
export const bankExportLink = (emitentId: number) =>
  `/api/report_bank_rsbu/${emitentId}/{archiveFlag}/export/`;

export const bankVariant = (archiveFlag: '0' | '1') => (archiveFlag === '1' ? 'archive' : 'actual');

/** What statements an issuer has, the main set of each standard first. */
export async function getReportOptions(
  db: Db,
  emitentId: number,
  lang: Language,
): Promise<IssuerReportOptions> {
  const reports = await repo.findIssuerReports(db, emitentId);
  if (!reports) throw notFound();
  const of = (standard: ReportRecord['standard']) =>
    reports.filter((r) => r.standard === standard).map((r) => optionOf(r, lang));
  return {
    emitentId,
    bankRsbu: reports.some((r) => r.standard === 'bank_rsbu'),
    msfo: of('msfo'),
    rsbu: of('rsbu'),
  };
}

/** The bank RSBU answer of one variant; emptyReport when it has no values (or no such form). */
export async function getBankRsbu(
  db: Db,
  emitentId: number,
  archiveFlag: '0' | '1',
  lang: Language,
  subject: AccessSubject,
): Promise<BankRsbuResponse> {
  const reports = await repo.findIssuerReports(db, emitentId);
  if (!reports) throw notFound();
  const labels = Object.fromEntries(
    Object.values(BANK_TABLES).map((t) => [t.code, tableTitle(t.code, lang)]),
  );
  const empty: BankRsbuResponse = {
    emptyReport: true,
    report: null,
    rsbu_profit_and_loss: null,
    rsbu_capital_adequacy: null,
    rsbu_ratios: null,
    cash_flow: null,
    labels,
    exportLink: bankExportLink(emitentId),
  };
  const report = reports.find(
    (r) => r.standard === 'bank_rsbu' && r.variant === bankVariant(archiveFlag),
  );
  if (!report) return empty;
  const lines = await repo.findLineValues(db, report);
  const ctx: TableContext = {
    lang,
    units: unitsOf(report.currency, report.unitExponent, lang),
    periods: bankColumns(periodsOf(lines)),
    gate: statementGate(subject),
  };
  const tables = {
    report: plainTable(lines, BANK_TABLES.report, ctx),
    rsbu_profit_and_loss: plainTable(lines, BANK_TABLES.rsbu_profit_and_loss, ctx),
    rsbu_capital_adequacy: plainTable(lines, BANK_TABLES.rsbu_capital_adequacy, ctx),
    rsbu_ratios: plainTable(lines, BANK_TABLES.rsbu_ratios, ctx),
    cash_flow: plainTable(lines, BANK_TABLES.cash_flow, ctx),
  };
  if (Object.values(tables).every((t) => t === null)) return empty;
  return { ...empty, ...tables, emptyReport: false };
}

/** A statement set of the standard by id: 404 for an unknown id or another standard's set. */
async function reportOf(db: Db, reportId: number, standard: 'msfo' | 'rsbu') {
  const report = await repo.findReport(db, reportId);
  if (!report || report.standard !== standard) throw notFound();
  const lines = await repo.findLineValues(db, report);
  return { report, lines };
}

function statementContext(
  report: ReportRecord,
  lines: repo.LineValues[],
  lang: Language,
  subject: AccessSubject,
): TableContext {
  return {
    lang,
    units: unitsOf(report.currency, report.unitExponent, lang),
    periods: statementColumns(periodsOf(lines)),
    gate: statementGate(subject),
  };
}

export async function getMsfo(
  db: Db,
  reportId: number,
  lang: Language,
  subject: AccessSubject,
): Promise<MsfoResponse> {
  const { report, lines } = await reportOf(db, reportId, 'msfo');
  const ctx = statementContext(report, lines, lang, subject);
  const params = switchableTable(lines, MSFO_TABLES.params, ctx);
  return {
    report: optionOf(report, lang),
    balance_sheet: switchableTable(lines, MSFO_TABLES.balance_sheet, ctx),
    profit_and_loss: switchableTable(lines, MSFO_TABLES.profit_and_loss, ctx),
    cash_flow_statement: switchableTable(lines, MSFO_TABLES.cash_flow_statement, ctx),
    params: params && { ...params, archLink: archiveLink('msfo', report.id) },
    exportLink: exportLink('msfo', report.id),
    methodologyLink: methodologyLink(report, lang),
  };
}

export async function getRsbu(
  db: Db,
  reportId: number,
  lang: Language,
  subject: AccessSubject,
): Promise<RsbuResponse> {
  const { report, lines } = await reportOf(db, reportId, 'rsbu');
  const ctx = statementContext(report, lines, lang, subject);
  const profitAndLoss = switchableTable(lines, RSBU_TABLES.rsbu_profit_and_loss, ctx);
  return {
    report: optionOf(report, lang),
    rsbu_balance: switchableTable(lines, RSBU_TABLES.rsbu_balance, ctx),
    rsbu_profit_and_loss: profitAndLoss && {
      ...profitAndLoss,
      archLink: archiveLink('rsbu', report.id),
    },
    report_cash_flow: switchableTable(lines, RSBU_TABLES.report_cash_flow, ctx),
    exportLink: exportLink('rsbu', report.id),
    methodologyLink: methodologyLink(report, lang),
  };
}
