import { pickText } from '@bondsight/contracts';
import type { ReportFileList } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { recordPdf, type PdfLine } from '../../lib/record-pdf';
import { storedZip } from '../../lib/stored-zip';
import * as repo from './report-files.repository';

type FileRow = NonNullable<Awaited<ReturnType<typeof repo.findFile>>>;

export interface ReportFileBody {
  fileName: string;
  mimetype: 'application/pdf' | 'application/zip';
  /** inline: a PDF opens in the browser; attachment: an archive is saved. */
  disposition: 'inline' | 'attachment';
  bytes: Buffer;
}

interface StatementTable {
  code: string;
  title: string;
  /** The deepest line level printed (0: the top lines). */
  depth: number;
}

/** The balance sheet's totals and their direct parts: its skeleton, not every leaf. */
const BALANCE_DEPTH = 1;
/** Profit and loss is short enough to print whole. */
const WHOLE = Number.POSITIVE_INFINITY;

/** The statements a file carries: balance sheet, then profit and loss, by standard. */
const TABLES: Record<ReportFileList, StatementTable[]> = {
  msfo: [
    { code: 'balance_sheet', title: 'Balance sheet', depth: BALANCE_DEPTH },
    { code: 'profit_and_loss', title: 'Profit and loss', depth: WHOLE },
  ],
  rsbu: [
    { code: 'rsbu_balance', title: 'Balance sheet', depth: BALANCE_DEPTH },
    { code: 'rsbu_profit_and_loss', title: 'Profit and loss', depth: WHOLE },
  ],
  bank_rsbu: [
    { code: 'balance', title: 'Balance sheet', depth: BALANCE_DEPTH },
    { code: 'profit_and_loss', title: 'Profit and loss', depth: WHOLE },
  ],
};

const STANDARD_NAMES: Record<ReportFileList, string> = {
  msfo: 'IFRS (MSFO)',
  rsbu: 'RAS (RSBU)',
  bank_rsbu: 'Bank RAS (RSBU)',
};

const QUARTER_END = ['03-31', '06-30', '09-30', '12-31'];

/** What fits one A4 page of the record PDF under its title and note. */
const MAX_LINES = 40;

const UNIT_NAMES: Record<number, string> = { 0: '', 3: 'thousand', 6: 'million', 9: 'billion' };

/**
 * The file's bytes: a PDF of the period's statements (the quarter's balance sheet and profit
 * and loss of the issuer's statement set under the list's standard), or, when the listed file
 * is an archive, a ZIP holding that PDF. A listed RAR is served as a ZIP too: no RAR writer
 * exists without a licensed tool. The PDF is in English whatever the file's language: its
 * built-in fonts have no Cyrillic.
 */
export async function reportFileBytes(
  db: Db,
  row: FileRow,
  list: ReportFileList,
): Promise<ReportFileBody> {
  const { file } = row;
  const base = `${list}-${file.year}-q${file.quarter}-${file.language}`;
  const pdf = await statementPdf(db, row, list);
  if (file.mimetype === 'application/pdf')
    return {
      fileName: `${base}.pdf`,
      mimetype: 'application/pdf',
      disposition: 'inline',
      bytes: pdf,
    };
  const zip = storedZip([{ name: `${base}.pdf`, bytes: pdf, modified: file.asOf }]);
  return {
    fileName: `${base}.zip`,
    mimetype: 'application/zip',
    disposition: 'attachment',
    bytes: zip,
  };
}

async function statementPdf(db: Db, row: FileRow, list: ReportFileList): Promise<Buffer> {
  const { file } = row;
  const periodEnd = `${file.year}-${QUARTER_END[file.quarter - 1] ?? '12-31'}`;
  const period = `Q${file.quarter} ${file.year}`;
  const issuer = pickText(row.emitentNames, 'eng');
  const title = `${issuer}: ${STANDARD_NAMES[list]}, ${period}`;
  const reports = await repo.findReports(db, file.emitentId, list);
  for (const report of reports) {
    const values = await repo.findPeriodValues(db, report.id, periodEnd);
    if (values.length === 0) continue;
    const lines = await repo.findLines(db, list);
    const scale = UNIT_NAMES[report.unitExponent] ?? `x 10^${report.unitExponent}`;
    const unit = `${report.currency} ${scale}`.trim();
    return recordPdf(
      title,
      [
        { label: 'Statements', value: `${pickText(report.names, 'eng')} (${report.variant})` },
        { label: 'Period', value: `the quarter ending ${periodEnd}` },
        ...statementLines(list, lines, values, unit),
      ],
      note(file.source, file.language),
    );
  }
  // Listed without stored statements for the period: the record of the file itself.
  return recordPdf(
    title,
    [{ label: 'Period', value: `quarter ending ${periodEnd}` }],
    `${note(file.source, file.language)} No statements are stored for this period.`,
  );
}

function note(source: string, language: string): string {
  const original = language === 'rus' ? 'Russian' : 'English';
  const demo = source === 'demo' ? 'Bondsight demo data. ' : '';
  return `${demo}Written from the stored statements; the ${original} original is not held here.`;
}

type Line = Awaited<ReturnType<typeof repo.findLines>>[number];
type Value = Awaited<ReturnType<typeof repo.findPeriodValues>>[number];

/** Each table's heading, then its lines down to the table's depth, indented by depth. */
function statementLines(
  list: ReportFileList,
  lines: Line[],
  values: Value[],
  unit: string,
): PdfLine[] {
  const valueOf = new Map(values.map((v) => [`${v.tableCode}:${v.lineCode}`, v.value]));
  const out: PdfLine[] = [];
  for (const table of TABLES[list]) {
    const own = lines.filter((l) => l.tableCode === table.code);
    const parentOf = new Map(own.map((l) => [l.lineCode, l.parentCode]));
    const depth = (code: string | null): number => {
      let d = 0;
      for (let at = parentOf.get(code ?? '') ?? null; at !== null; at = parentOf.get(at) ?? null)
        d++;
      return d;
    };
    out.push({ label: table.title.toUpperCase(), value: unit });
    for (const line of own) {
      const value = valueOf.get(`${table.code}:${line.lineCode}`);
      if (value === undefined || depth(line.lineCode) > table.depth) continue;
      const indent = '    '.repeat(depth(line.lineCode));
      out.push({ label: `${indent}${pickText(line.names, 'eng')}`, value: amount(value) });
    }
  }
  return out.slice(0, MAX_LINES);
}

// + 0 turns a negative zero into zero: no "-0" for a nil tax.
const amount = (value: number) => (value + 0).toLocaleString('en-US', { maximumFractionDigits: 2 });
