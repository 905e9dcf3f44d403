import type { Db } from '../../db/client';
import { yieldCurveParams, yieldCurvePoints } from '../../db/schema/index';
import { ensureCurve, type CurveSpec } from './reference';
import { ReportBuilder } from './report';
import type { Progress } from './source';
import { upsertRows, type SourcedRow } from './upsert';
import { asOfDay, RowError } from './values';

/** One source line of a curve: its date and the values (%) at tenors (years). */
export interface CurveLine {
  line: number;
  file?: string;
  date: string;
  points: { tenorYears: number; value: number }[];
  /** Published model parameters (MOEX G-curve b1..g9), when the file has them. */
  params?: Record<string, number>;
}

/** Tenor in years from a column name: "3 Mo", "1 Yr", "ZCYC_0.25y", "DGS6MO", "6 Wk". */
export function tenorYears(amount: number, unit: string): number {
  const u = unit.toLowerCase();
  if (u.startsWith('w')) return Math.round(((amount * 7) / 365) * 1e8) / 1e8;
  if (u.startsWith('m')) return Math.round((amount / 12) * 1e8) / 1e8;
  return amount;
}

/** A curve line's point values; throws on a non-numeric one, skips empty ones. */
export function linePoints(
  cells: { tenorYears: number; text: string | undefined; column: string }[],
  missing: readonly string[] = [],
): { tenorYears: number; value: number }[] {
  const out: { tenorYears: number; value: number }[] = [];
  for (const c of cells) {
    const s = (c.text ?? '').trim();
    if (s === '' || missing.includes(s)) continue;
    if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(s))
      throw new RowError(`${c.column} "${s}" is not a number`);
    out.push({ tenorYears: c.tenorYears, value: Number(s) });
  }
  return out;
}

/**
 * Writes curve points (and parameters) keyed by (curve, date, tenor), source and as_of = the
 * line's date. A line is one report row whichever number of tenors it holds.
 */
export async function writeCurveLines(
  db: Db,
  curve: CurveSpec,
  lines: CurveLine[],
  report: ReportBuilder,
  onProgress?: Progress,
): Promise<void> {
  if (lines.length === 0) return;
  const curveId = await ensureCurve(db, curve);
  // Points drive the report; a file of parameters only is counted by its parameters.
  const hasPoints = lines.some((l) => l.points.length > 0);
  if (hasPoints) await writePoints(db, curve, curveId, lines, report, onProgress);
  const withParams = lines.filter((l) => l.params && Object.keys(l.params).length > 0);
  if (withParams.length === 0) return;
  // Beside points, parameters are a second table for the same lines: counted apart, in a note.
  const side = hasPoints ? new ReportBuilder('params', []) : report;
  await upsertRows(
    db,
    { table: yieldCurveParams, key: ['curveId', 'date'], update: ['params', 'source', 'asOf'] },
    withParams.map((l) => ({
      line: l.line,
      values: [
        {
          curveId,
          date: l.date,
          params: l.params ?? {},
          source: curve.source,
          asOf: asOfDay(l.date),
        },
      ],
    })),
    side,
  );
  if (side === report) return;
  const s = side.finish();
  report.note(
    `curve parameters: ${s.inserted} inserted, ${s.updated} updated, ${s.unchanged} unchanged`,
  );
  for (const r of s.rejected) report.reject(r.line, r.reason);
}

async function writePoints(
  db: Db,
  curve: CurveSpec,
  curveId: number,
  lines: CurveLine[],
  report: ReportBuilder,
  onProgress?: Progress,
): Promise<void> {
  const rows: SourcedRow<typeof yieldCurvePoints.$inferInsert>[] = lines.map((l) => ({
    line: l.line,
    ...(l.file ? { file: l.file } : {}),
    values: l.points.map((p) => ({
      curveId,
      date: l.date,
      tenorYears: p.tenorYears,
      value: p.value,
      source: curve.source,
      asOf: asOfDay(l.date),
    })),
  }));
  await upsertRows(
    db,
    {
      table: yieldCurvePoints,
      key: ['curveId', 'date', 'tenorYears'],
      update: ['value', 'source', 'asOf'],
      batchSize: 4000,
      onBatch: (done) => onProgress?.(done, lines.length, curve.code),
    },
    rows,
    report,
  );
}
