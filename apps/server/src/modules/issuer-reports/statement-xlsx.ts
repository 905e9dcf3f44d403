import type { Language } from '@bondsight/contracts';
import type { ExcelColumn, ExcelSheet } from '../../lib/excel';
import type { LineValues } from './issuer-reports.repository';
import type { StatementUnits } from './report-texts';
import { statementRows } from './statement-rows';

/** Widths of the table, code, line and unit columns. */
const LABEL_WIDTHS = [30, 10, 48, 14];

/**
 * A statement set as a sheet, the same cells as its CSV export (both from statement-rows.ts):
 * every value as stored and as a number.
 */
export function statementSheet(
  head: Pick<ExcelSheet, 'name' | 'title' | 'source' | 'asOf' | 'notes'>,
  lines: readonly LineValues[],
  tableCodes: readonly string[],
  units: StatementUnits,
  lang: Language,
): ExcelSheet {
  const { labels, periods, rows } = statementRows(lines, tableCodes, units, lang);
  const columns: ExcelColumn[] = [
    ...labels.map((title, i): ExcelColumn => ({ title, kind: 'text', width: LABEL_WIDTHS[i] })),
    ...periods.map((title): ExcelColumn => ({
      title,
      // General: every value exactly as stored (amounts in the unit column, ratios in %).
      kind: 'number',
    })),
  ];
  return { ...head, columns, rows };
}
