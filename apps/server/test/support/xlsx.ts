import ExcelJS from 'exceljs';

/** Readers of the server's Excel files, shared by the export tests. */

export type Cell = ExcelJS.CellValue;

/** A workbook's sheet read back: its header block, column titles and data rows. */
export interface ReadSheet {
  sheet: ExcelJS.Worksheet;
  name: string;
  title: Cell;
  sourceLabel: Cell;
  source: Cell;
  asOf: Cell;
  notes: string[];
  /** Row number of the column titles. */
  headRow: number;
  columns: string[];
  rows: Cell[][];
}

export async function readWorkbook(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

/** exceljs rows are 1-based with a hole at 0: the cells of columns 1..n. */
export const cellsOf = (row: ExcelJS.Row, count: number): Cell[] =>
  Array.from({ length: count }, (_, i) => row.getCell(i + 1).value ?? null);

export function readSheet(sheet: ExcelJS.Worksheet): ReadSheet {
  // Title, source, as-of, notes, one blank row, then the column titles.
  let blank = 4;
  while (blank <= sheet.rowCount && sheet.getRow(blank).cellCount > 0) blank += 1;
  const headRow = blank + 1;
  const head = sheet.getRow(headRow);
  const columns = cellsOf(head, head.cellCount).map(String);
  const rows: Cell[][] = [];
  for (let n = headRow + 1; n <= sheet.rowCount; n += 1)
    rows.push(cellsOf(sheet.getRow(n), columns.length));
  const notes: string[] = [];
  for (let n = 4; n < blank; n += 1) notes.push(String(sheet.getRow(n).getCell(1).value));
  return {
    sheet,
    name: sheet.name,
    title: sheet.getRow(1).getCell(1).value,
    sourceLabel: sheet.getRow(2).getCell(1).value,
    source: sheet.getRow(2).getCell(2).value,
    asOf: sheet.getRow(3).getCell(2).value,
    notes,
    headRow,
    columns,
    rows,
  };
}

/** A date cell as exceljs reads it back: midnight UTC. */
export const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
