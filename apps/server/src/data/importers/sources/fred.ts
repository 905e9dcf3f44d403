import fs from 'node:fs';
import path from 'node:path';
import { linePoints, tenorYears, writeCurveLines, type CurveLine } from '../curve-points';
import { parseRows } from '../parse-rows';
import type { CurveSpec } from '../reference';
import { ReportBuilder } from '../report';
import type { ImportSource } from '../source';
import { readTable, type Table } from '../table-file';
import { FormatError, parseDate } from '../values';

const FRED_CMT: CurveSpec = {
  code: 'fred-cmt',
  kind: 'cmt',
  names: {
    eng: 'US Treasury constant maturity yields (FRED, H.15)',
    rus: 'Доходности казначейских облигаций США постоянной срочности (FRED, H.15)',
  },
  country: 'US',
  currency: 'USD',
  source: 'fred',
};

const SERIES = /^DGS(\d+)(MO)?$/i;

/** The files to read: the one given, or every DGS*.csv of a folder (sorted, for stable lines). */
function filesAt(target: string): string[] {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    throw new FormatError(`cannot read ${target}: no such file or folder`);
  }
  if (!stat.isDirectory()) return [target];
  const files = fs
    .readdirSync(target)
    .filter((f) => /^DGS\w*\.csv$/i.test(f))
    .sort()
    .map((f) => path.join(target, f));
  if (files.length === 0) throw new FormatError(`${target} holds no FRED DGS*.csv file`);
  return files;
}

/** Checks one file's header: DATE and one DGSxx series column naming its tenor. */
function readSeries(file: string): { table: Table; column: string; tenor: number } {
  const table = readTable(file, { source: 'fred', required: ['DATE'] });
  const column = table.header.find((h) => SERIES.test(h.trim()));
  const match = column ? SERIES.exec(column.trim()) : null;
  if (!column || !match || table.header.length !== 2)
    throw new FormatError(
      `${table.file} is not a fred file: expected the columns DATE,DGS<n> or DATE,DGS<n>MO (found: ${table.header.join(', ')})`,
    );
  const tenor = tenorYears(Number(match[1]), match[2] ? 'MO' : 'Y');
  return { table, column, tenor };
}

export const fred: ImportSource = {
  name: 'fred',
  summary: 'FRED constant-maturity Treasury yields (H.15) DGS1MO .. DGS30',
  format: [
    'One CSV per series with header DATE,DGS<n> (years) or DATE,DGS<n>MO (months); the path',
    'is one file or a folder (every DGS*.csv in it). DATE YYYY-MM-DD, yields in %, "." = missing.',
    "-> yield_curves 'fred-cmt' (cmt) + yield_curve_points at the series' tenor, source fred,",
    '   as_of = DATE. Every file is checked before anything is written.',
  ],
  async run(db, target, options) {
    // All headers are checked first: one wrong file refuses the whole import before any write.
    const series = filesAt(target).map(readSeries);
    const report = new ReportBuilder(
      this.name,
      series.map((s) => s.table.file),
    );
    const lines: CurveLine[] = [];
    // Shared across files: the same series in two files is a duplicate too.
    const seen = new Map<string, number>();
    for (const s of series) {
      const parsed = parseRows(
        s.table,
        report,
        (row) => {
          const date = parseDate(row.get('DATE') ?? '', 'DATE');
          const points = linePoints(
            [{ tenorYears: s.tenor, text: row.get(s.column), column: s.column }],
            ['.'],
          );
          if (points.length === 0) {
            report.skip('missing values (".")');
            return null;
          }
          return { date, points };
        },
        (l) => `${s.column} ${l.date}`,
        { fileInReport: series.length > 1, seen },
      );
      lines.push(...parsed);
    }
    await writeCurveLines(db, FRED_CMT, lines, report, options.onProgress);
    return report.finish();
  },
};
