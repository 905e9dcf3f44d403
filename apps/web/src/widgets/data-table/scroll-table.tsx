import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { ExportColumnKind } from '@bondsight/contracts';
import {
  columnDefs,
  orderOf,
  toSorting,
  useSortedRows,
  type SortState,
} from './scroll-table-model';
import { ShowMoreToggle } from './show-more-toggle';
import { scrollTableSnapshot, type ExportAction } from './export-snapshot';
import { SortHeader } from './sort-header';
import { DEFAULT_LIMIT, MASK, visibleSlice } from './table-rules';
import { TableScroller } from './table-scroller';
import './data-table.css';

export interface ScrollColumn<Row> {
  key: string;
  title: ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end';
  render?: (row: Row) => ReactNode;
  /** The Excel export's title and kind of the column (title: the text title, else the key). */
  exportTitle?: string;
  exportKind?: ExportColumnKind;
  /** The export's value of the cell when the row's own `key` field is not it. */
  exportValue?: (row: Row) => string | number | null;
}

export interface ScrollTableProps<Row> {
  testId?: string;
  title?: ReactNode;
  columns: ScrollColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Rows shown before "show more" (spec: 5). */
  limit?: number;
  sort?: SortState | null;
  /** none -> asc -> desc -> none; without it the table sorts rows itself by row[key]. */
  onSort?: (field: string, order: 'asc' | 'desc' | null) => void;
  /** An asterisk cell (spec section 4: gated value). */
  isMasked?: (row: Row, key: string) => boolean;
  /** The asterisk cell's tooltip ('Log in to access'). */
  maskedTitle?: string;
  /** An Excel export of the rows shown (see export-snapshot.ts); nothing when absent. */
  exportAction?: ExportAction;
}

/** Spec "scrollable table": sortable headers, a preview of `limit` rows, sideways scroll. */
export function ScrollTable<Row>(props: ScrollTableProps<Row>) {
  const { columns, rows, rowKey, limit = DEFAULT_LIMIT, onSort, isMasked, maskedTitle } = props;
  const [ownSort, setOwnSort] = useState<SortState | null>(null);
  const [expanded, setExpanded] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const sorting = toSorting(onSort ? props.sort : ownSort);
  const sortKeys = columns.map((c) => `${c.key}:${c.sortable ? 1 : 0}`).join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when keys change
  const defs = useMemo(() => columnDefs<Row>(columns), [sortKeys]);
  const boxed = useMemo(() => rows.map((item) => ({ item })), [rows]);
  const sorted = useSortedRows({
    rows: boxed,
    columns: defs,
    sorting,
    manual: onSort !== undefined,
  });
  const shown = visibleSlice(sorted, limit, expanded);

  const sortBy = (field: string, order: 'asc' | 'desc' | null) => {
    if (onSort) onSort(field, order);
    else setOwnSort(order ? { field, order } : null);
  };

  return (
    <div className="scroll-table" ref={anchor} data-testid={props.testId ?? 'scroll-table'}>
      {props.title && <div className="table-title">{props.title}</div>}
      <TableScroller>
        <table className="data-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <SortHeader
                  key={column.key}
                  field={column.key}
                  title={column.title}
                  sortable={column.sortable === true}
                  order={orderOf(sorting, column.key)}
                  className={column.align === 'end' ? 'num' : undefined}
                  onSort={sortBy}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)} data-testid="scroll-table-row">
                {columns.map((column) => (
                  <td key={column.key} className={column.align === 'end' ? 'num' : undefined}>
                    {isMasked?.(row, column.key) ? (
                      <span className="table-masked" title={maskedTitle} aria-label={maskedTitle}>
                        {MASK}
                      </span>
                    ) : (
                      cellContent(row, column)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      {rows.length > limit && (
        <ShowMoreToggle expanded={expanded} onChange={setExpanded} anchor={anchor} />
      )}
      {props.exportAction?.(() => scrollTableSnapshot(columns, shown, isMasked))}
    </div>
  );
}

function cellContent<Row>(row: Row, column: ScrollColumn<Row>): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '' : String(value as string | number);
}
