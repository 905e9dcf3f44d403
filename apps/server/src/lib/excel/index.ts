/** The Excel writer every export uses: see README.md. */
export { COLUMN_KINDS, NUMBER_FORMATS, isoDay, type ColumnKind } from './formats';
export { MASKED_TEXT, cellValue, type ExcelValue } from './cells';
export { sheetName, writeWorkbook, type ExcelColumn, type ExcelSheet } from './workbook-writer';
export { XLSX_TYPE, safeFileName, sendWorkbook } from './send-workbook';
