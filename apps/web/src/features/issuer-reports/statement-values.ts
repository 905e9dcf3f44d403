import type { ReportTable, TableCell, TableRow } from '@bondsight/contracts';

/*
 * How statement values read (issuer reports brief: thousands separators, 0 decimals for
 * amounts, 2 for ratios). A ratio line is one of a ratios table or of a table whose unit is
 * '%', or one whose name gives a percentage ('…, %'); anything else is an amount in the table's dimension. An amount that is
 * not whole (a dividend per share) keeps 2 decimals rather than being rounded away.
 */

export const AMOUNT_DECIMALS = 0;
export const RATIO_DECIMALS = 2;

const RATIO_TABLES = new Set(['ratios', 'rsbu_ratios']);

export function isRatioLine(
  table: Pick<ReportTable, 'code' | 'dimension'>,
  lineName: string | undefined,
): boolean {
  return RATIO_TABLES.has(table.code) || table.dimension === '%' || /%/.test(lineName ?? '');
}

export function decimalsFor(value: number, ratio: boolean): number {
  if (ratio) return RATIO_DECIMALS;
  return Number.isInteger(value) ? AMOUNT_DECIMALS : RATIO_DECIMALS;
}

/** A cell's number, when it holds one (not masked, not empty). */
export function cellNumber(cell: TableCell | undefined): number | null {
  if (typeof cell === 'number') return cell;
  if (cell && typeof cell === 'object' && typeof cell.val === 'number' && !cell.masked)
    return cell.val;
  return null;
}

/** A cell with its number written out (ratio rows are pre-formatted: the table's own
 * formatter sees one value at a time and does not know the row). */
/** A ratio written out keeps a number's alignment (the 'num' class). */
function formatCell(cell: TableCell, format: (value: number) => string): TableCell {
  if (typeof cell === 'number') return { val: format(cell), class: 'num' };
  if (cell && typeof cell === 'object' && typeof cell.val === 'number' && !cell.masked)
    return { ...cell, val: format(cell.val), class: [cell.class, 'num'].filter(Boolean).join(' ') };
  return cell;
}

/** The table's rows with ratio lines written out at 2 decimals; other rows left as numbers. */
export function withRatioRowsFormatted(
  table: Pick<ReportTable, 'code' | 'dimension' | 'scroll_body' | 'scroll_clmn'>,
  formatRatio: (value: number) => string,
): TableRow[] {
  return table.scroll_body.map((row, index) =>
    isRatioLine(table, table.scroll_clmn[index])
      ? { ...row, data: row.data.map((cell) => formatCell(cell, formatRatio)) }
      : row,
  );
}

/**
 * The line names as shown: a row whose own unit differs from the table's (a key parameter in
 * people, million shares or the currency per share, beside amounts in RUB thousand) says it
 * after its name. Ratios already say '%' in their names.
 */
export function namesWithUnits(
  table: Pick<ReportTable, 'dimension' | 'dimensions' | 'scroll_clmn'>,
): string[] {
  return table.scroll_clmn.map((name, index) => {
    const unit = table.dimensions?.[index];
    return unit && unit !== table.dimension && unit !== '%' ? `${name}, ${unit}` : name;
  });
}
