import type { Db } from '../../../db/client';
import { linePoints, tenorYears, writeCurveLines, type CurveLine } from '../curve-points';
import { parseRows } from '../parse-rows';
import type { CurveSpec } from '../reference';
import { ReportBuilder } from '../report';
import { fillTickGSpreads, storedCurvesOn } from '../tick-g-spreads';
import type { GSpreadCurves } from '../ticks';
import type { ImportSource, Progress } from '../source';
import { matchingColumns, readTable, type Table } from '../table-file';
import { FormatError, parseDate, RowError } from '../values';

export const MOEX_GCURVE: CurveSpec = {
  code: 'moex-gcurve',
  kind: 'zero',
  names: {
    eng: 'MOEX zero-coupon government bond curve (G-curve)',
    rus: 'Кривая бескупонной доходности ОФЗ (G-кривая) Мосбиржи',
  },
  country: 'RU',
  currency: 'RUB',
  source: 'moex-iss',
};

export const UST_PAR: CurveSpec = {
  code: 'ust-par',
  kind: 'par',
  names: {
    eng: 'US Treasury par yield curve',
    rus: 'Кривая доходности казначейских облигаций США (par)',
  },
  country: 'US',
  currency: 'USD',
  source: 'us-treasury',
};

/**
 * The stored G-curve of each of `dates`, for writeHistory to give the exchange's rouble ticks
 * their G-spreads as it writes them.
 */
export async function moexGSpreadCurves(db: Db, dates: Iterable<string>): Promise<GSpreadCurves> {
  const days = [...new Set(dates)].sort();
  return { currency: MOEX_GCURVE.currency, curves: await storedCurvesOn(db, MOEX_GCURVE, days) };
}

/** The G-curve's published Nelson-Siegel-Svensson parameters (ISS zcyc "params" block). */
export const ZCYC_PARAMS = [
  'b1',
  'b2',
  'b3',
  't1',
  'g1',
  'g2',
  'g3',
  'g4',
  'g5',
  'g6',
  'g7',
  'g8',
  'g9',
];

/** A line of tenor columns becomes a curve line; a line with no value at all is a holiday. */
function curveLines(
  table: ReturnType<typeof readTable>,
  report: ReportBuilder,
  dateColumn: string,
  tenors: { column: string; tenorYears: number }[],
  paramColumns: string[] = [],
): CurveLine[] {
  return parseRows(
    table,
    report,
    (row) => {
      const date = parseDate(row.get(dateColumn) ?? '', dateColumn);
      const points = linePoints(tenors.map((t) => ({ ...t, text: row.get(t.column) })));
      const params: Record<string, number> = {};
      for (const p of paramColumns) {
        const s = (row.get(p) ?? '').trim();
        if (s === '') continue;
        const value = Number(s);
        if (!Number.isFinite(value)) throw new RowError(`${p} "${s}" is not a number`);
        params[p.toLowerCase()] = value;
      }
      if (points.length === 0 && Object.keys(params).length === 0) {
        report.skip('lines without any value (holidays)');
        return null;
      }
      return { date, points, ...(paramColumns.length ? { params } : {}) };
    },
    (l) => l.date,
  );
}

export const moexZcyc: ImportSource = {
  name: 'moex-zcyc',
  summary: 'MOEX / Bank of Russia zero-coupon government curve (G-curve)',
  format: [
    'CSV with header TRADEDATE,ZCYC_0.25y,...,ZCYC_30.0y (zcyc.csv): yields in % at tenors',
    'in years; optional parameter columns B1,B2,B3,T1,G1..G9. Empty lines are holidays.',
    "-> yield_curves 'moex-gcurve' (zero) + yield_curve_points (and yield_curve_params),",
    '   source moex-iss, as_of = TRADEDATE.',
  ],
  async run(db, file, options) {
    const table = readTable(file, { source: this.name, required: ['TRADEDATE'] });
    const tenors = matchingColumns(table.header, /^ZCYC_(\d+(?:\.\d+)?)y$/i).map((c) => ({
      column: c.column,
      tenorYears: Number(c.match[1]),
    }));
    const params = table.header.filter((h) => ZCYC_PARAMS.includes(h.trim().toLowerCase()));
    if (tenors.length === 0 && params.length === 0)
      throw new FormatError(
        `${table.file} is not a ${this.name} file: no ZCYC_<years>y or B1..G9 columns`,
      );
    const report = new ReportBuilder(this.name, [table.file]);
    const lines = curveLines(table, report, 'TRADEDATE', tenors, params);
    await writeCurveLines(db, MOEX_GCURVE, lines, report, options.onProgress);
    // The exchange's ticks already stored on those days get their G-spreads over the curve.
    const filled = await fillTickGSpreads(
      db,
      MOEX_GCURVE,
      lines.map((l) => l.date),
      'moex-iss',
    );
    if (filled > 0) report.note(`G-spreads set on ${filled} ticks of the Moscow Exchange`);
    return report.finish();
  },
};

/**
 * The lines of a par curve table (the Treasury's CSV) written to 'ust-par'; lines on or before
 * `after` (the last stored date, for a sync that resumes) are left out.
 */
export async function writeParCurveTable(
  db: Db,
  table: Table,
  report: ReportBuilder,
  options: { after?: string; onProgress?: Progress } = {},
): Promise<CurveLine[]> {
  const tenors = matchingColumns(
    table.header,
    /^(\d+(?:\.\d+)?)\s*(Mo|Month|Yr|Year|Wk|Week)s?$/i,
  ).map((c) => ({
    column: c.column,
    tenorYears: tenorYears(Number(c.match[1]), c.match[2] as string),
  }));
  if (tenors.length === 0)
    throw new FormatError(
      `${table.file} is not a ust-par-curve file: no tenor columns like "3 Mo" or "10 Yr"`,
    );
  const after = options.after;
  const lines = curveLines(table, report, 'Date', tenors).filter((l) => {
    if (!after || l.date > after) return true;
    report.skip('dates already stored');
    return false;
  });
  await writeCurveLines(db, UST_PAR, lines, report, options.onProgress);
  return lines;
}

export const ustParCurve: ImportSource = {
  name: 'ust-par-curve',
  summary: 'US Treasury daily par yield curve rates',
  format: [
    'CSV with header Date,1 Mo,2 Mo,3 Mo,...,30 Yr (ust_par_yield_curve_*.csv), Date as',
    'M/D/YY or M/D/YYYY (YY < 50 is 20YY), yields in %; empty = tenor not published.',
    "-> yield_curves 'ust-par' (par) + yield_curve_points at each tenor (Mo = 1/12 year,",
    '   Wk = 7/365 year), source us-treasury, as_of = Date.',
  ],
  async run(db, file, options) {
    const table = readTable(file, { source: this.name, required: ['Date'] });
    const report = new ReportBuilder(this.name, [table.file]);
    await writeParCurveTable(db, table, report, options);
    return report.finish();
  },
};
