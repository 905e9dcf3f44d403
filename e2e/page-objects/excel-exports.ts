import ExcelJS from 'exceljs';
import { expect, type Download, type Page } from '@playwright/test';

/** A workbook's sheet read back: the column titles' row and the rows under it. */
export interface ReadSheet {
  title: ExcelJS.CellValue;
  source: ExcelJS.CellValue;
  asOf: ExcelJS.CellValue;
  columns: string[];
  rows: ExcelJS.CellValue[][];
}

/** The Excel export buttons of the bond page and what they download. */
export class ExcelExports {
  constructor(readonly page: Page) {}

  readonly archiveButton = () => this.page.getByTestId('export-excel');
  readonly archiveRefusal = () => this.page.getByTestId('export-excel-refused');
  readonly cashFlowButton = () => this.page.getByTestId('cash-flow-export');

  /** Clicks an export and waits for the browser's download. */
  async download(button: ReturnType<Page['getByTestId']>): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await button.click();
    return download;
  }

  /**
   * Opens a downloaded workbook with exceljs: the header block (title, source, as-of date),
   * a blank row, the column titles, the rows.
   */
  async read(download: Download, sheetIndex = 0): Promise<ReadSheet> {
    const path = await download.path();
    expect(path).toBeTruthy();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.worksheets[sheetIndex]!;
    let blank = 4;
    while (blank <= sheet.rowCount && sheet.getRow(blank).cellCount > 0) blank += 1;
    const head = sheet.getRow(blank + 1);
    const columns = Array.from({ length: head.cellCount }, (_, i) =>
      String(head.getCell(i + 1).value),
    );
    const rows: ExcelJS.CellValue[][] = [];
    for (let n = blank + 2; n <= sheet.rowCount; n += 1) {
      const row = sheet.getRow(n);
      rows.push(columns.map((_, i) => row.getCell(i + 1).value ?? null));
    }
    return {
      title: sheet.getRow(1).getCell(1).value,
      source: sheet.getRow(2).getCell(2).value,
      asOf: sheet.getRow(3).getCell(2).value,
      columns,
      rows,
    };
  }
}
