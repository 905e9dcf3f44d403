import type { ExportColumnKind } from '@bondsight/contracts';

/**
 * How each kind of column is written: numbers stay numbers and carry a number format with the
 * decimals of the bond page (spec, section 9: prices 4, yields 3, spreads 2, durations 0 to 2,
 * pvbp 4, volumes 0), so a spreadsheet computes with them and still shows what the page shows.
 */
export { EXPORT_COLUMN_KINDS as COLUMN_KINDS } from '@bondsight/contracts';
/** One enum, one place: the contract's, which the table export's request validates. */
export type ColumnKind = ExportColumnKind;

/** Excel number formats by kind; null: the cell keeps the General format (text). */
export const NUMBER_FORMATS: Record<ColumnKind, string | null> = {
  text: null,
  // ISO order reads the same in every interface language and sorts as text too.
  date: 'yyyy-mm-dd',
  price: '0.0000',
  yield: '0.000',
  spread: '0.00',
  duration: '0.00',
  pvbp: '0.0000',
  volume: '#,##0',
  amount: '#,##0.00',
  percent: '0.00##',
  number: 'General',
  integer: '0',
};

/** Default column widths (characters) by kind: dates and numbers fit without '####'. */
export const DEFAULT_WIDTHS: Record<ColumnKind, number> = {
  text: 24,
  date: 12,
  price: 12,
  yield: 11,
  spread: 11,
  duration: 11,
  pvbp: 11,
  volume: 16,
  amount: 16,
  percent: 11,
  number: 14,
  integer: 8,
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A YYYY-MM-DD day as the Date exceljs writes as a serial day: UTC midnight, so no time zone
 * moves it to the day before. Anything else is null (the caller writes it as text).
 */
export function isoDay(value: string): Date | null {
  const match = ISO_DATE.exec(value.slice(0, 10));
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[0] ? null : date;
}
