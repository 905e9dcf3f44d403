import type { Language } from '@bondsight/contracts';
import type { LineValues } from './issuer-reports.repository';
import type { StatementUnits } from './report-texts';
import { statementRows } from './statement-rows';

/** The byte-order mark: without it Excel reads a UTF-8 file as the locale's code page. */
const BOM = '\ufeff';

/** RFC 4180: a field with a comma, a quote or a line break is quoted, quotes doubled. */
function field(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A statement set as CSV: the rows of statement-rows.ts, every value as stored. */
export function statementCsv(
  lines: readonly LineValues[],
  tableCodes: readonly string[],
  units: StatementUnits,
  lang: Language,
): Buffer {
  const { labels, periods, rows } = statementRows(lines, tableCodes, units, lang);
  const text = [[...labels, ...periods], ...rows]
    .map((row) => row.map(field).join(','))
    .join('\r\n');
  return Buffer.from(`${BOM}${text}\r\n`, 'utf8');
}
