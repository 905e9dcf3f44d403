import { MSFO_SOURCE_NAMES, pickText, type Language } from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { ExcelSheet } from '../../lib/excel';
import { exportRange, statementFileName, type StatementExportQuery } from './export.service';
import * as repo from './issuer-reports.repository';
import { bankVariant, figuresOf, ownSets } from './issuer-reports.service';
import { findReportProvenance } from './report-provenance.repository';
import { unitsOf } from './report-texts';
import { BANK_TABLES, MSFO_TABLES, RSBU_TABLES } from './statement-rules';
import { statementSheet } from './statement-xlsx';

/** A workbook to send: its file name and sheets. */
export interface XlsxExport {
  fileName: string;
  sheets: ExcelSheet[];
}

const codesOf = (tables: Record<string, { code: string }>) =>
  Object.values(tables).map((t) => t.code);

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** A bank RSBU variant, every period (the access rule is the route's: excel.export). */
export async function exportBankRsbuXlsx(
  db: Db,
  emitentId: number,
  archiveFlag: '0' | '1',
  lang: Language,
): Promise<XlsxExport> {
  const reports = await repo.findIssuerReports(db, emitentId);
  if (!reports) throw notFound();
  const variant = bankVariant(archiveFlag);
  const report = ownSets(reports).find((r) => r.standard === 'bank_rsbu' && r.variant === variant);
  const ex = readLabels(lang, 'exports') ?? {};
  // A variant the issuer does not file exports as a header alone, as its CSV does.
  const lines = report ? await repo.findLineValues(db, report) : [];
  const provenance = report ? await findReportProvenance(db, report.id) : null;
  const title = ex[`title_bank_rsbu_${variant}`] ?? `Bank RSBU (${variant})`;
  return {
    fileName: `bank-rsbu-${emitentId}-${variant}.xlsx`,
    sheets: [
      statementSheet(
        {
          name: title,
          title,
          source: provenance?.source ?? '—',
          asOf: isoOf(provenance?.asOf ?? new Date()),
        },
        lines,
        codesOf(BANK_TABLES),
        unitsOf(report?.currency ?? '', report?.unitExponent ?? 0, lang),
        lang,
      ),
    ],
  };
}

/**
 * An MSFO or RSBU set's periods ending between from and to (inclusive), from the source's
 * figures: a provider's (source=exerica) name it on the sheet, beside its own as-of date.
 */
export async function exportStatementXlsx(
  db: Db,
  standard: 'msfo' | 'rsbu',
  reportId: number,
  query: StatementExportQuery,
  lang: Language,
): Promise<XlsxExport> {
  const range = exportRange(query.from, query.to);
  const { report, figures } = await figuresOf(db, reportId, standard, query.source);
  const lines = await repo.findLineValues(db, figures, range);
  const ex = readLabels(lang, 'exports') ?? {};
  const title = ex[`title_${standard}`] ?? standard.toUpperCase();
  const provider =
    query.source && query.source !== 'bondsight' ? MSFO_SOURCE_NAMES[query.source] : null;
  return {
    fileName: statementFileName(standard, reportId, query.source, range, 'xlsx'),
    sheets: [
      statementSheet(
        {
          name: title,
          title: [title, pickText(report.names, lang), provider].filter(Boolean).join(': '),
          source: figures.source,
          asOf: isoOf(figures.asOf),
          notes: [fill(ex.period ?? '{{from}} – {{to}}', range)],
        },
        lines,
        codesOf(standard === 'msfo' ? MSFO_TABLES : RSBU_TABLES),
        unitsOf(figures.currency, figures.unitExponent, lang),
        lang,
      ),
    ],
  };
}
