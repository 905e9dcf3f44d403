import { pickText, type Language } from '@bondsight/contracts';
import type { LineValues } from './issuer-reports.repository';
import { periodKey, periodsOf } from './periods';
import { csvHeader, periodHeader, tableTitle, type StatementUnits } from './report-texts';
import { lineUnit, tableDimension } from './statement-rules';

/** A statement set as a table, the cells both writers (CSV and sheet) put out. */
export interface StatementRows {
  /** Table, code, line and unit: the four text columns before the periods. */
  labels: [string, string, string, string];
  /** One title per period column, oldest first. */
  periods: string[];
  /** One row per line: its four texts, then each period's value as stored (null: none). */
  rows: [string, string, string, string, ...(number | null)[]][];
}

/**
 * One row per line (tables in `tableCodes` order, lines in catalogue order), one column per
 * period (oldest first, a quarter before the year ending on the same day), every value as
 * stored. Lines without a value in the range are left out.
 */
export function statementRows(
  lines: readonly LineValues[],
  tableCodes: readonly string[],
  units: StatementUnits,
  lang: Language,
): StatementRows {
  const periods = periodsOf(lines);
  const keys = periods.map(periodKey);
  const rows: StatementRows['rows'] = [];
  for (const code of tableCodes) {
    const own = lines.filter((l) => l.tableCode === code && l.values.length > 0);
    const unit = tableDimension(own, units);
    for (const line of own) {
      const byPeriod = new Map(line.values.map(([type, end, v]) => [`${type}:${end}`, v]));
      rows.push([
        tableTitle(code, lang),
        line.lineCode,
        pickText(line.names, lang),
        unit === '%' ? '%' : lineUnit(line.lineCode, units),
        ...keys.map((k) => byPeriod.get(k) ?? null),
      ]);
    }
  }
  return {
    labels: [
      csvHeader('table', lang),
      csvHeader('code', lang),
      csvHeader('line', lang),
      csvHeader('unit', lang),
    ],
    periods: periods.map((p) => `${periodHeader(p.type, p.end, lang)} (${p.end})`),
    rows,
  };
}
