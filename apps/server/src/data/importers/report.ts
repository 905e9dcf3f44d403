/** What an import did, row by row, for the operator's final report. */
export interface RejectedRow {
  /** The file, when an import reads several (a FRED folder). */
  file?: string;
  line: number;
  reason: string;
}

export type RowOutcome = 'inserted' | 'updated' | 'unchanged';

export interface ImportReport {
  source: string;
  files: string[];
  /** Data rows read (header and preamble lines not counted). */
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Rows that carry nothing to import (holidays with empty values, bills in a notes import). */
  skipped: number;
  rejected: RejectedRow[];
  /** Side effects worth telling: bonds created, curves registered... */
  notes: string[];
  seconds: number;
}

export class ReportBuilder {
  readonly report: ImportReport;
  private readonly started = performance.now();
  private readonly skipReasons = new Map<string, number>();

  constructor(source: string, files: string[]) {
    this.report = {
      source,
      files,
      read: 0,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      rejected: [],
      notes: [],
      seconds: 0,
    };
  }

  count(outcome: RowOutcome, n = 1): void {
    this.report[outcome] += n;
  }

  reject(line: number, reason: string, file?: string): void {
    this.report.rejected.push(file ? { file, line, reason } : { line, reason });
  }

  skip(reason: string, n = 1): void {
    this.report.skipped += n;
    this.skipReasons.set(reason, (this.skipReasons.get(reason) ?? 0) + n);
  }

  note(text: string): void {
    this.report.notes.push(text);
  }

  /** Adds another report's counts, rejected rows and notes (a part written on its own). */
  absorb(part: ImportReport): void {
    for (const key of ['read', 'inserted', 'updated', 'unchanged', 'skipped'] as const)
      this.report[key] += part[key];
    this.report.rejected.push(...part.rejected);
    this.report.notes.push(...part.notes);
  }

  finish(): ImportReport {
    for (const [reason, n] of this.skipReasons) this.report.notes.push(`skipped ${n}: ${reason}`);
    this.report.rejected.sort(
      (a, b) => (a.file ?? '').localeCompare(b.file ?? '') || a.line - b.line,
    );
    this.report.seconds = (performance.now() - this.started) / 1000;
    return this.report;
  }
}

/** At most `limit` of `lines`, then "… and N more" for the rest. */
export function capLines(lines: readonly string[], limit = Infinity, indent = ''): string[] {
  if (lines.length <= limit) return [...lines];
  return [...lines.slice(0, limit), `${indent}… and ${lines.length - limit} more`];
}

/**
 * The report as text: its totals, its notes and its rejected rows. `maxLines` caps the notes
 * and the rejected rows each (a server log's report: a first discovery notes every new bond,
 * thousands of lines); the totals are always whole.
 */
export function formatReport(r: ImportReport, options: { maxLines?: number } = {}): string {
  const lines = [
    `${r.source}: ${r.read} rows read, ${r.inserted} inserted, ${r.updated} updated, ` +
      `${r.unchanged} unchanged, ${r.skipped} skipped, ${r.rejected.length} rejected ` +
      `(${r.seconds.toFixed(1)} s)`,
    ...capLines(
      r.notes.map((n) => `  ${n}`),
      options.maxLines,
      '  ',
    ),
  ];
  if (r.rejected.length > 0) {
    lines.push('Rejected rows:');
    const rejected = r.rejected.map(
      (x) => `  ${x.file ? `${x.file}:` : 'line '}${x.line}: ${x.reason}`,
    );
    lines.push(...capLines(rejected, options.maxLines, '  '));
  }
  return lines.join('\n');
}
