import type { ReactNode } from 'react';
import type { ExportColumnKind, TableCell } from '@bondsight/contracts';
import type { RowView } from './second-table-rows';
import { MASK } from './table-rules';

/**
 * What a table shows, as the Excel export sends it (POST /api/export/table.xlsx): the column
 * titles with their kinds, and the shown rows' values in column order. Masked cells go as
 * the asterisk the page shows, never as a value the page did not have.
 */
export interface TableSnapshot {
  columns: { title: string; kind: ExportColumnKind }[];
  rows: (string | number | null)[][];
}

/** Renders a table's export action: given the snapshot to send when it is used. */
export type ExportAction = (snapshot: () => TableSnapshot) => ReactNode;

const plain = (value: unknown): string | number | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'number' || typeof value === 'string'
      ? value
      : String(value);

const cellValue = (cell: TableCell | undefined): string | number | null =>
  typeof cell === 'object' && cell !== null ? plain(cell.val) : plain(cell);

/** A second table (statements): the names column, then every period column. */
export function secondTableSnapshot(
  head: readonly string[],
  shown: readonly RowView[],
  nameOf: (view: RowView) => string,
  firstTitle = '',
): TableSnapshot {
  return {
    columns: [
      { title: firstTitle, kind: 'text' },
      ...head.map((title) => ({ title, kind: 'number' as const })),
    ],
    rows: shown.map((view) => [nameOf(view), ...head.map((_, i) => cellValue(view.row.data[i]))]),
  };
}

/** The column of a scroll table as exported: its text title (the key when it is not text). */
export interface ExportableColumn<Row> {
  key: string;
  title: ReactNode;
  exportTitle?: string;
  exportKind?: ExportColumnKind;
  exportValue?: (row: Row) => string | number | null;
}

/** A scroll table: the columns shown and the rows shown, each value as the row holds it. */
export function scrollTableSnapshot<Row>(
  columns: readonly ExportableColumn<Row>[],
  shown: readonly Row[],
  isMasked?: (row: Row, key: string) => boolean,
): TableSnapshot {
  return {
    columns: columns.map((c) => ({
      title: c.exportTitle ?? (typeof c.title === 'string' ? c.title : c.key),
      kind: c.exportKind ?? 'text',
    })),
    rows: shown.map((row) =>
      columns.map((c) =>
        isMasked?.(row, c.key)
          ? MASK
          : c.exportValue
            ? c.exportValue(row)
            : plain((row as Record<string, unknown>)[c.key]),
      ),
    ),
  };
}
