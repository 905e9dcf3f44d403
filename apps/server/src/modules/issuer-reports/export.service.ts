import type { Language, MsfoSource } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './issuer-reports.repository';
import { unitsOf } from './report-texts';
import { bankVariant, figuresOf, ownSets } from './issuer-reports.service';
import { statementCsv } from './statement-csv';
import { BANK_TABLES, MSFO_TABLES, RSBU_TABLES } from './statement-rules';

/** A file to send: its name and bytes. */
export interface ExportFile {
  fileName: string;
  bytes: Buffer;
}

const codesOf = (tables: Record<string, { code: string }>) =>
  Object.values(tables).map((t) => t.code);

/** Spec section 5: an empty from means 1970-01-01, an empty to today. */
export function exportRange(from: string | undefined, to: string | undefined) {
  const range = {
    from: from || '1970-01-01',
    to: to || new Date().toISOString().slice(0, 10),
  };
  if (range.from > range.to)
    throw new AppError('validation_failed', 'validation_failed', {
      'querystring.from': 'field_invalid_value',
    });
  return range;
}

/** Every period of a bank RSBU variant (the access rule is the route's: full access only). */
export async function exportBankRsbu(
  db: Db,
  emitentId: number,
  archiveFlag: '0' | '1',
  lang: Language,
): Promise<ExportFile> {
  const reports = await repo.findIssuerReports(db, emitentId);
  if (!reports) throw notFound();
  const variant = bankVariant(archiveFlag);
  const report = ownSets(reports).find((r) => r.standard === 'bank_rsbu' && r.variant === variant);
  // A variant the issuer does not file exports as a header alone, as an empty range does.
  const lines = report ? await repo.findLineValues(db, report) : [];
  const units = unitsOf(report?.currency ?? '', report?.unitExponent ?? 0, lang);
  return {
    fileName: `bank-rsbu-${emitentId}-${variant}.csv`,
    bytes: statementCsv(lines, codesOf(BANK_TABLES), units, lang),
  };
}

/** What a statement export asks for: the dates, and (MSFO) whose figures. */
export interface StatementExportQuery {
  from?: string;
  to?: string;
  source?: MsfoSource;
}

/** An export's file name: the standard, the set, a provider's name, the dates. */
export const statementFileName = (
  standard: 'msfo' | 'rsbu',
  reportId: number,
  source: MsfoSource | undefined,
  range: { from: string; to: string },
  extension: 'csv' | 'xlsx',
) =>
  [standard, reportId, source && source !== 'bondsight' ? source : null, range.from, range.to]
    .filter((part) => part !== null)
    .join('-') + `.${extension}`;

/**
 * An MSFO or RSBU set's periods ending between from and to (inclusive), from the source's
 * figures (an MSFO set's provider's with source=exerica: the tab exports what it shows).
 */
export async function exportStatement(
  db: Db,
  standard: 'msfo' | 'rsbu',
  reportId: number,
  query: StatementExportQuery,
  lang: Language,
): Promise<ExportFile> {
  const range = exportRange(query.from, query.to);
  const { figures } = await figuresOf(db, reportId, standard, query.source);
  const lines = await repo.findLineValues(db, figures, range);
  const tables = standard === 'msfo' ? MSFO_TABLES : RSBU_TABLES;
  return {
    fileName: statementFileName(standard, reportId, query.source, range, 'csv'),
    bytes: statementCsv(
      lines,
      codesOf(tables),
      unitsOf(figures.currency, figures.unitExponent, lang),
      lang,
    ),
  };
}
