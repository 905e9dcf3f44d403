import type { ReportBuilder } from './report';
import type { Table, TableRow } from './table-file';
import { RowError } from './values';

export interface Located {
  line: number;
  file?: string;
}

/**
 * Parses every data row of a table: a row that fails (RowError) is rejected with its line and
 * reason, a row whose key another row of the file already holds is rejected as a duplicate,
 * and `parse` may return null for a row that carries nothing to import (it reports the skip).
 * Nothing is written here: callers write only what survived.
 */
export function parseRows<T>(
  table: Table,
  report: ReportBuilder,
  parse: (row: TableRow) => T | null,
  key: (value: T) => string,
  options: { fileInReport?: boolean; seen?: Map<string, number> } = {},
): (T & Located)[] {
  const seen = options.seen ?? new Map<string, number>();
  const out: (T & Located)[] = [];
  const file = options.fileInReport ? table.file : undefined;
  for (const row of table.rows) {
    report.report.read++;
    try {
      const value = parse(row);
      if (value === null) continue;
      const k = key(value);
      const first = seen.get(k);
      if (first !== undefined) throw new RowError(`duplicate of line ${first} (${k})`);
      seen.set(k, row.line);
      out.push({ ...value, line: row.line, ...(file ? { file } : {}) });
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      report.reject(row.line, error.message, file);
    }
  }
  return out;
}
