import {
  decideAccess,
  MSFO_SOURCE_NAMES,
  pickText,
  type AccessSubject,
  type BankRsbuResponse,
  type IssuerReportOptions,
  type Language,
  type MsfoReportOption,
  type MsfoResponse,
  type MsfoSource,
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

/** An export's query naming a provider's figures (ours need none: the links stay as they were). */
const sourceQuery = (source: MsfoSource) => (source === 'bondsight' ? '' : `source=${source}&`);
/** Spec section 7: exports are navigations to the link with its placeholders filled in. */
const exportLink = (standard: 'msfo' | 'rsbu', id: number, source: MsfoSource = 'bondsight') =>
  `/api/report_${standard}/${id}/export/?${sourceQuery(source)}from={from}&to={to}`;
/** The archive link (MSFO params, RSBU profit and loss): the export of every period. */
const archiveLink = (standard: 'msfo' | 'rsbu', id: number, source: MsfoSource = 'bondsight') =>
  `/api/report_${standard}/${id}/export/?${sourceQuery(source)}from=1970-01-01&to=`;
export const bankExportLink = (emitentId: number) =>
  `/api/report_bank_rsbu/${emitentId}/{archiveFlag}/export/`;

export const bankVariant = (archiveFlag: '0' | '1') => (archiveFlag === '1' ? 'archive' : 'actual');

/** What statements an issuer has, the main set of each standard first. */
export async function getReportOptions(
  db: Db,
  emitentId: number,
  lang: Language,
): Promise<IssuerReportOptions> {
  const all = await repo.findIssuerReports(db, emitentId);
  if (!all) throw notFound();
  const reports = ownSets(all);
  const of = (standard: ReportRecord['standard']) =>
    reports.filter((r) => r.standard === standard).map((r) => optionOf(r, lang));
  const provided = (report: ReportRecord) =>
    all.some((p) => p.providerOf === report.id && p.source === 'exerica');
  return {
    emitentId,
    bankRsbu: reports.some((r) => r.standard === 'bank_rsbu'),
    msfo: reports
      .filter((r) => r.standard === 'msfo')
      .map((r): MsfoReportOption => ({
        ...optionOf(r, lang),
        sources: provided(r) ? ['bondsight', 'exerica'] : ['bondsight'],
      })),
    rsbu: of('rsbu'),
  };
}

/** The issuer's own sets: a provider's figures of one are no set of the issuer's. */
export const ownSets = (reports: readonly ReportRecord[]) =>
  reports.filter((r) => r.providerOf === null);

/** The bank RSBU answer of one variant; emptyReport when it has no values (or no such form). */
export async function getBankRsbu(
  db: Db,
  emitentId: number,
  archiveFlag: '0' | '1',
  lang: Language,
  subject: AccessSubject,
): Promise<BankRsbuResponse> {
  const all = await repo.findIssuerReports(db, emitentId);
  if (!all) throw notFound();
  const reports = ownSets(all);
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

/**
 * A set of ours of the standard by id, and the figures of it a source holds (ours, or a
 * provider's): 404 for an unknown id, another standard's set, a provider's row (not a set's
 * id) or a source without figures of the set.
 */
export async function figuresOf(
  db: Db,
  reportId: number,
  standard: 'msfo' | 'rsbu',
  source: MsfoSource = 'bondsight',
): Promise<{ report: ReportRecord; figures: ReportRecord }> {
  const report = await repo.findReport(db, reportId);
  if (!report || report.standard !== standard || report.providerOf !== null) throw notFound();
  if (source === 'bondsight') return { report, figures: report };
  const figures = await repo.findProviderReport(db, report, source);
  if (!figures) throw notFound();
  return { report, figures };
}

async function reportOf(db: Db, reportId: number, standard: 'msfo' | 'rsbu') {
  const { report } = await figuresOf(db, reportId, standard);
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

/**
 * An MSFO set's tables from one source's figures: ours, or a provider's (in its own unit and
 * line set, gated for the subject exactly as ours). The answer names the set as ours (the
 * select's option) and says whose figures it holds, as of when.
 */
export async function getMsfo(
  db: Db,
  reportId: number,
  source: MsfoSource,
  lang: Language,
  subject: AccessSubject,
): Promise<MsfoResponse> {
  const { report, figures } = await figuresOf(db, reportId, 'msfo', source);
  const lines = await repo.findLineValues(db, figures);
  const ctx = statementContext(figures, lines, lang, subject);
  const params = switchableTable(lines, MSFO_TABLES.params, ctx);
  return {
    report: optionOf(report, lang),
    source: {
      id: source,
      name: MSFO_SOURCE_NAMES[source],
      asOf: figures.asOf.toISOString().slice(0, 10),
    },
    balance_sheet: switchableTable(lines, MSFO_TABLES.balance_sheet, ctx),
    profit_and_loss: switchableTable(lines, MSFO_TABLES.profit_and_loss, ctx),
    cash_flow_statement: switchableTable(lines, MSFO_TABLES.cash_flow_statement, ctx),
    params: params && { ...params, archLink: archiveLink('msfo', report.id, source) },
    exportLink: exportLink('msfo', report.id, source),
    // Our methodology says how we build our figures; a provider's follow its own.
    methodologyLink: source === 'bondsight' ? methodologyLink(report, lang) : null,
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
