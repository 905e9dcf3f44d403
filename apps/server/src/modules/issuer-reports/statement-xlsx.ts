import { pickText, type Language } from '@bondsight/contracts';
import type { ExcelColumn, ExcelSheet } from '../../lib/excel';
import type { LineValues } from './issuer-reports.repository';
import { periodKey, periodsOf } from './periods';
import { csvHeader, periodHeader, tableTitle } from './report-texts';
import { lineUnit, tableDimension } from './statement-rules';

/**
 * A statement set as a sheet, the same cells as its CSV export (statement-csv.ts): one row per
 * line (tables in `tableCodes` order, lines in catalogue order), one column per period (oldest
 * first), every value as stored and as a number. Lines without a value in the range are left
 * out.
 */
export function statementSheet(
  head: Pick<ExcelSheet, 'name' | 'title' | 'source' | 'asOf' | 'notes'>,
  lines: readonly LineValues[],
  tableCodes: readonly string[],
  amounts: string,
  lang: Language,
): ExcelSheet {
  const periods = periodsOf(lines);
  const keys = periods.map(periodKey);
  const columns: ExcelColumn[] = [
    { title: csvHeader('table', lang), kind: 'text', width: 30 },
    { title: csvHeader('code', lang), kind: 'text', width: 10 },
    { title: csvHeader('line', lang), kind: 'text', width: 48 },
    { title: csvHeader('unit', lang), kind: 'text', width: 14 },
    ...periods.map((p): ExcelColumn => ({
      title: `${periodHeader(p.type, p.end, lang)} (${p.end})`,
      // General: every value exactly as stored (amounts in the unit column, ratios in %).
      kind: 'number',
    })),
  ];
  const rows: (string | number | null)[][] = [];
  for (const code of tableCodes) {
    const own = lines.filter((l) => l.tableCode === code && l.values.length > 0);
    const unit = tableDimension(own, amounts);
    for (const line of own) {
      const byPeriod = new Map(line.values.map(([type, end, v]) => [`${type}:${end}`, v]));
      rows.push([
        tableTitle(code, lang),
        line.lineCode,
        pickText(line.names, lang),
        unit === '%' ? '%' : lineUnit(line.lineCode, amounts),
        ...keys.map((k) => byPeriod.get(k) ?? null),
      ]);
    }
  }
  return { ...head, columns, rows };
}
