import { pickText, type Language } from '@bondsight/contracts';
import type { LineValues } from './issuer-reports.repository';
import { periodKey, periodsOf } from './periods';
import { csvHeader, periodHeader, tableTitle } from './report-texts';
import { lineUnit, tableDimension } from './statement-rules';

/** The byte-order mark: without it Excel reads a UTF-8 file as the locale's code page. */
const BOM = '\ufeff';

/** RFC 4180: a field with a comma, a quote or a line break is quoted, quotes doubled. */
function field(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A statement set as CSV: one row per line (tables in `tableCodes` order, lines in
 * catalogue order), one column per period (oldest first, a quarter before the year ending on
 * the same day), every value as stored. Lines without a value in the range are left out.
 */
export function statementCsv(
  lines: readonly LineValues[],
  tableCodes: readonly string[],
  amounts: string,
  lang: Language,
): Buffer {
  const periods = periodsOf(lines);
  const keys = periods.map(periodKey);
  const rows: string[][] = [
    [
      csvHeader('table', lang),
      csvHeader('code', lang),
      csvHeader('line', lang),
      csvHeader('unit', lang),
      ...periods.map((p) => `${periodHeader(p.type, p.end, lang)} (${p.end})`),
    ],
  ];
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
        ...keys.map((k) => field(byPeriod.get(k) ?? null)),
      ]);
    }
  }
  const text = rows.map((r) => r.map((c, i) => (i < 4 ? field(c) : c)).join(',')).join('\r\n');
  return Buffer.from(`${BOM}${text}\r\n`, 'utf8');
}
