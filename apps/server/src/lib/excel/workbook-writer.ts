import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type { Language } from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import { cellValue, type ExcelValue } from './cells';
import { DEFAULT_WIDTHS, isoDay, NUMBER_FORMATS, type ColumnKind } from './formats';

export interface ExcelColumn {
  /** The column's title, already in the user's language. */
  title: string;
  kind: ColumnKind;
  width?: number;
}

export interface ExcelSheet {
  /** The tab's name (cut to Excel's 31 characters, forbidden characters replaced). */
  name: string;
  /** The first row: what the sheet holds (a bond's name and the block). */
  title: string;
  /** Where the numbers come from (the stored source) and their as-of date (YYYY-MM-DD). */
  source: string;
  asOf: string;
  /** Rows of text under the header: a period, the old-data notice... */
  notes?: readonly string[];
  columns: readonly ExcelColumn[];
  /** One array per row, in column order (read once, into the worker thread's task). */
  rows: Iterable<readonly ExcelValue[]>;
}

/** Excel refuses a sheet name longer than 31 characters or with any of []:*?/\ in it. */
export const sheetName = (name: string) =>
  name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet';

/**
 * Writes sheets into an .xlsx stream with exceljs's streaming writer: every row is committed
 * as soon as it is written, so a workbook of any length costs the memory of one row. Each
 * sheet opens with its title, source and as-of date (labels in `lang`), notes, a blank row,
 * then the column titles (bold, frozen) and the rows.
 */
export async function writeWorkbook(
  out: Writable,
  sheets: readonly ExcelSheet[],
  lang: Language,
): Promise<void> {
  const labels = readLabels(lang, 'exports') ?? {};
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Bondsight';
  workbook.title = sheets[0]?.title ?? '';
  const used = new Set<string>();
  for (const sheet of sheets) {
    let name = sheetName(sheet.name);
    for (let n = 2; used.has(name.toLowerCase()); n += 1) name = sheetName(`${sheet.name} ${n}`);
    used.add(name.toLowerCase());
    await writeSheet(workbook, name, sheet, labels);
  }
  await workbook.commit();
}

async function writeSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  sheet: ExcelSheet,
  labels: Record<string, string>,
) {
  const headerRows = 3 + (sheet.notes?.length ?? 0) + 1;
  const ws = workbook.addWorksheet(name, {
    views: [{ state: 'frozen', ySplit: headerRows + 1 }],
  });
  ws.columns = sheet.columns.map((c, i) => ({
    key: `c${i}`,
    width: c.width ?? Math.max(DEFAULT_WIDTHS[c.kind], Math.min(40, c.title.length + 2)),
  }));

  const title = ws.addRow([sheet.title]);
  title.font = { bold: true, size: 13 };
  title.commit();
  ws.addRow([labels.header_source ?? 'Source', sheet.source]).commit();
  const asOf = ws.addRow([labels.header_as_of ?? 'As of', isoDay(sheet.asOf) ?? sheet.asOf]);
  asOf.getCell(2).numFmt = NUMBER_FORMATS.date ?? 'General';
  asOf.getCell(2).alignment = { horizontal: 'left' };
  asOf.commit();
  for (const note of sheet.notes ?? []) ws.addRow([note]).commit();
  ws.addRow([]).commit();

  const head = ws.addRow(sheet.columns.map((c) => c.title));
  head.font = { bold: true };
  head.alignment = { wrapText: true, vertical: 'top' };
  head.commit();

  for (const values of sheet.rows) {
    const row = ws.addRow(sheet.columns.map((c, i) => cellValue(values[i], c.kind)));
    sheet.columns.forEach((c, i) => {
      const format = NUMBER_FORMATS[c.kind];
      const cell = row.getCell(i + 1);
      if (format && typeof cell.value !== 'string') cell.numFmt = format;
    });
    row.commit();
  }
  ws.commit();
}
