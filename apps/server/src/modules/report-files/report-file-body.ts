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

type FileLanguage = 'rus' | 'eng';

interface StatementTable {
  code: string;
  title: Record<FileLanguage, string>;
  /** The deepest line level printed (0: the top lines). */
  depth: number;
}

/** The balance sheet's totals and their direct parts: its skeleton, not every leaf. */
const BALANCE_DEPTH = 1;
/** Profit and loss is short enough to print whole. */
const WHOLE = Number.POSITIVE_INFINITY;

const BALANCE = { eng: 'Balance sheet', rus: 'Бухгалтерский баланс' };
const PROFIT_AND_LOSS = { eng: 'Profit and loss', rus: 'Отчёт о прибылях и убытках' };

/** The statements a file carries: balance sheet, then profit and loss, by standard. */
const TABLES: Record<ReportFileList, StatementTable[]> = {
  msfo: [
    { code: 'balance_sheet', title: BALANCE, depth: BALANCE_DEPTH },
    { code: 'profit_and_loss', title: PROFIT_AND_LOSS, depth: WHOLE },
  ],
  rsbu: [
    { code: 'rsbu_balance', title: BALANCE, depth: BALANCE_DEPTH },
    { code: 'rsbu_profit_and_loss', title: PROFIT_AND_LOSS, depth: WHOLE },
  ],
  bank_rsbu: [
    { code: 'balance', title: BALANCE, depth: BALANCE_DEPTH },
    { code: 'profit_and_loss', title: PROFIT_AND_LOSS, depth: WHOLE },
  ],
};

const STANDARD_NAMES: Record<FileLanguage, Record<ReportFileList, string>> = {
  eng: { msfo: 'IFRS (MSFO)', rsbu: 'RAS (RSBU)', bank_rsbu: 'Bank RAS (RSBU)' },
  rus: { msfo: 'МСФО', rsbu: 'РСБУ', bank_rsbu: 'РСБУ (банк)' },
};

/** The record's own words in the file's language. */
const WORDS = {
  eng: {
    statements: 'Statements',
    period: 'Period',
    quarter: (q: number, y: number) => `Q${q} ${y}`,
    quarterEnding: (end: string) => `the quarter ending ${end}`,
    demo: 'Bondsight demo data. ',
    written: 'Written from the stored statements; the original file is not held here.',
    none: 'No statements are stored for this period.',
    units: { 0: '', 3: 'thousand', 6: 'million', 9: 'billion' } as Record<number, string>,
  },
  rus: {
    statements: 'Отчётность',
    period: 'Период',
    quarter: (q: number, y: number) => `${q} кв. ${y}`,
    quarterEnding: (end: string) => `квартал, закончившийся ${end}`,
    demo: 'Демонстрационные данные Bondsight. ',
    written: 'Составлено по хранимой отчётности; исходный файл здесь не хранится.',
    none: 'Отчётность за этот период не хранится.',
    units: { 0: '', 3: 'тыс.', 6: 'млн', 9: 'млрд' } as Record<number, string>,
  },
};

const QUARTER_END = ['03-31', '06-30', '09-30', '12-31'];

/**
 * The file's bytes: a PDF of the period's statements (the quarter's balance sheet and profit
 * and loss of the issuer's statement set under the list's standard), or, when the listed file
 * is an archive, a ZIP holding that PDF. A listed RAR is served as a ZIP too: no RAR writer
 * exists without a licensed tool. The PDF is in the file's language (Russian or English).
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
  const language: FileLanguage = file.language === 'rus' ? 'rus' : 'eng';
  const words = WORDS[language];
  const periodEnd = `${file.year}-${QUARTER_END[file.quarter - 1] ?? '12-31'}`;
  const period = words.quarter(file.quarter, file.year);
  const issuer = pickText(row.emitentNames, language);
  const title = `${issuer}: ${STANDARD_NAMES[language][list]}, ${period}`;
  const reports = await repo.findReports(db, file.emitentId, list);
  for (const report of reports) {
    const values = await repo.findPeriodValues(db, report.id, periodEnd);
    if (values.length === 0) continue;
    const lines = await repo.findLines(db, list);
    const scale = words.units[report.unitExponent] ?? `x 10^${report.unitExponent}`;
    const unit = `${report.currency} ${scale}`.trim();
    return recordPdf(
      title,
      [
        {
          label: words.statements,
          value: `${pickText(report.names, language)} (${report.variant})`,
        },
        { label: words.period, value: words.quarterEnding(periodEnd) },
        ...statementLines(list, lines, values, unit, language),
      ],
      note(file.source, language),
    );
  }
  // Listed without stored statements for the period: the record of the file itself.
  return recordPdf(
    title,
    [{ label: words.period, value: words.quarterEnding(periodEnd) }],
    `${note(file.source, language)} ${words.none}`,
  );
}

function note(source: string, language: FileLanguage): string {
  const words = WORDS[language];
  return `${source === 'demo' ? words.demo : ''}${words.written}`;
}

type Line = Awaited<ReturnType<typeof repo.findLines>>[number];
type Value = Awaited<ReturnType<typeof repo.findPeriodValues>>[number];

/** Each table's heading, then its lines down to the table's depth, indented by depth. */
function statementLines(
  list: ReportFileList,
  lines: Line[],
  values: Value[],
  unit: string,
  language: FileLanguage,
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
    out.push({ label: table.title[language].toUpperCase(), value: unit });
    for (const line of own) {
      const value = valueOf.get(`${table.code}:${line.lineCode}`);
      if (value === undefined || depth(line.lineCode) > table.depth) continue;
      const indent = '    '.repeat(depth(line.lineCode));
      out.push({ label: `${indent}${pickText(line.names, language)}`, value: amount(value) });
    }
  }
  return out;
}

// + 0 turns a negative zero into zero: no "-0" for a nil tax.
const amount = (value: number) => (value + 0).toLocaleString('en-US', { maximumFractionDigits: 2 });
