import type { ReactNode } from 'react';
import type { TableCell, TableRow } from '@bondsight/contracts';
import { CutText } from './cut-text';
import { MASK } from './table-rules';

export interface CellOptions {
  row: TableRow;
  column: number;
  narrow: boolean;
  renderMasked?: (row: TableRow, column: number) => ReactNode;
  formatValue?: (value: number) => string;
}

type CellObject = Exclude<TableCell, string | number | null>;

/** The cell's object form, so plain values and objects are read alike. */
export function cellObject(cell: TableCell | undefined): CellObject {
  if (cell === null || cell === undefined) return { val: null };
  return typeof cell === 'object' ? cell : { val: cell };
}

export function isMaskedCell(row: TableRow, cell: CellObject): boolean {
  return row.masked === true || cell.masked === true || cell.val === MASK;
}

/** Comment columns keep their whole text (spec section 9). */
const isComment = (cell: CellObject) => (cell.class ?? '').includes('comment');

/** One value of the second table: formatted number, (cut) text, link, hint, or an asterisk. */
export function CellContent({ cell, options }: { cell: CellObject; options: CellOptions }) {
  const { row, column, narrow, renderMasked, formatValue } = options;
  if (isMaskedCell(row, cell)) {
    return (
      renderMasked?.(row, column) ?? (
        <span className="table-masked" title={cell.tooltip} aria-label={cell.tooltip}>
          {MASK}
        </span>
      )
    );
  }
  const text = valueText(cell.val, formatValue);
  const body =
    narrow && !isComment(cell) && typeof cell.val === 'string' ? (
      <CutText text={text} title={cell.title} />
    ) : (
      text
    );
  return (
    <>
      {cell.lnk ? <a href={cell.lnk}>{body}</a> : body}
      {cell.info && (
        <span className="table-info" title={cell.info} aria-label={cell.info}>
          ⓘ
        </span>
      )}
    </>
  );
}

function valueText(value: CellObject['val'], format?: (value: number) => string): string {
  if (value === null) return '';
  if (typeof value === 'number') return format ? format(value) : String(value);
  return value;
}
