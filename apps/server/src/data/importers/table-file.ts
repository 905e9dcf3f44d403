import fs from 'node:fs';
import path from 'node:path';
import { isBlank, readCsv, type CsvRecord } from './csv';
import { FormatError } from './values';

/** One data row of a delimited file, its fields reachable by (case-insensitive) column name. */
export interface TableRow {
  line: number;
  fields: string[];
  get(column: string): string | undefined;
}

export interface Table {
  file: string;
  header: string[];
  /** Lines above the header (moex.com exports: the window's start and end dates). */
  preamble: string[][];
  rows: TableRow[];
}

export interface TableSpec {
  /** The source name, for the refusal message. */
  source: string;
  /** Columns the file must have (case-insensitive); anything else is ignored. */
  required: readonly string[];
  /** ',' by default; 'auto' picks tab, ';' or ',' from the header line. */
  delimiter?: string;
  /** moex.com exports: the header is the first line whose first field is this text. */
  headerFirstField?: string;
}

export function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new FormatError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

function sniffDelimiter(text: string): string {
  const counts = ['\t', ';', ','].map((d) => [d, text.split(d).length] as const);
  return counts.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

const norm = (s: string) => s.trim().toLowerCase();

/** The header line: the first line, or in a moex.com export the first "ISIN" line with columns. */
function looksLikeHeader(fields: readonly string[], spec: TableSpec): boolean {
  if (!spec.headerFirstField) return true;
  const named = fields.filter((f) => f.trim() !== '' && norm(f) !== 'null');
  return norm(fields[0] ?? '') === norm(spec.headerFirstField) && named.length >= 3;
}

/**
 * Reads a delimited file and checks its header before the caller writes anything: a file of
 * another source (wrong or missing columns) is refused with a FormatError naming the columns.
 */
export function readTable(file: string, spec: TableSpec): Table {
  return tableFromText(readText(file), path.basename(file), spec);
}

/** The same, of a text already in memory (a sync's HTTP answer), named for the messages. */
export function tableFromText(text: string, name: string, spec: TableSpec): Table {
  const firstLine = text.slice(0, Math.max(0, text.indexOf('\n'))) || text;
  let delimiter = spec.delimiter ?? ',';
  const records: CsvRecord[] = [];
  let headerAt = -1;
  if (spec.delimiter === 'auto') {
    // The header line (not the preamble) decides: it has the most columns.
    const headerLine = text.split(/\r?\n/).find((l) => looksLikeHeader(l.split(/[\t;,]/), spec));
    delimiter = sniffDelimiter(headerLine ?? firstLine);
  }
  for (const record of readCsv(text, delimiter)) {
    records.push(record);
    if (headerAt < 0) {
      if (looksLikeHeader(record.fields, spec)) headerAt = records.length - 1;
    }
  }
  const headerRecord = headerAt >= 0 ? records[headerAt] : undefined;
  const header = (headerRecord?.fields ?? []).map((h) => h.trim());
  const index = new Map<string, number>();
  header.forEach((h, i) => {
    if (!index.has(norm(h))) index.set(norm(h), i);
  });
  const missing = spec.required.filter((c) => !index.has(norm(c)));
  if (!headerRecord || missing.length > 0) {
    throw new FormatError(
      `${name} is not a ${spec.source} file: expected the columns ${spec.required.join(', ')}; ` +
        `missing ${missing.join(', ') || 'the header line'}` +
        (header.length ? ` (found: ${header.slice(0, 20).join(', ')})` : ''),
    );
  }
  const rows: TableRow[] = [];
  for (const record of records.slice(headerAt + 1)) {
    if (isBlank(record.fields)) continue;
    const fields = record.fields;
    rows.push({
      line: record.line,
      fields,
      get: (column) => {
        const i = index.get(norm(column));
        return i === undefined ? undefined : fields[i];
      },
    });
  }
  return {
    file: name,
    header,
    preamble: records.slice(0, headerAt).map((r) => r.fields),
    rows,
  };
}

/** A header's columns matching a pattern, with what the pattern captured (tenor columns). */
export function matchingColumns(header: readonly string[], pattern: RegExp) {
  const out: { column: string; match: RegExpExecArray }[] = [];
  for (const column of header) {
    const match = pattern.exec(column.trim());
    if (match) out.push({ column, match });
  }
  return out;
}
