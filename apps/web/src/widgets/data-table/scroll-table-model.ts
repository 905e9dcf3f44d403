/**
 * The scroll table's TanStack Table (v9) model: sorting only. The widget owns the markup; the
 * table owns the sorted row order (or trusts the caller's order when it sorts on the server).
 */
import {
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { compareValues, type SortOrder } from './table-rules';

export const scrollFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
});

export interface SortState {
  field: string;
  order: 'asc' | 'desc';
}

export function toSorting(sort: SortState | null | undefined): SortingState {
  return sort ? [{ id: sort.field, desc: sort.order === 'desc' }] : [];
}

export function orderOf(sorting: SortingState, field: string): SortOrder {
  const entry = sorting.find((s) => s.id === field);
  if (!entry) return null;
  return entry.desc ? 'desc' : 'asc';
}

/** The caller's row in a box: the table wants object rows, the widget takes any row type. */
export interface Boxed<Row> {
  item: Row;
}

/** Reads row[key]; the table sorts rows by it when the caller does not. */
function valueOf(row: unknown, key: string): unknown {
  return row !== null && typeof row === 'object'
    ? (row as Record<string, unknown>)[key]
    : undefined;
}

function blankToUndefined(value: unknown): unknown {
  return value === null || value === '' ? undefined : value;
}

export function columnDefs<Row>(
  keys: { key: string; sortable?: boolean }[],
): ColumnDef<typeof scrollFeatures, Boxed<Row>, unknown>[] {
  return keys.map(({ key, sortable }) => ({
    id: key,
    // Blanks read as undefined so that they sort last in both directions.
    accessorFn: (row: Boxed<Row>) => blankToUndefined(valueOf(row.item, key)),
    enableSorting: sortable === true,
    sortUndefined: 'last' as const,
    sortFn: (a, b, id) => compareValues(a.getValue(id), b.getValue(id)),
  }));
}

interface ModelInput<Row> {
  /** Boxed once per rows change (a new array each render would rebuild the row model). */
  rows: Boxed<Row>[];
  columns: ColumnDef<typeof scrollFeatures, Boxed<Row>, unknown>[];
  sorting: SortingState;
  /** The caller sorts (e.g. on the server): keep its order. */
  manual: boolean;
}

/** The rows in display order. */
export function useSortedRows<Row>({ rows, columns, sorting, manual }: ModelInput<Row>): Row[] {
  const table = useTable({
    features: scrollFeatures,
    columns,
    data: rows,
    state: { sorting },
    manualSorting: manual,
  });
  return table.getRowModel().rows.map((row) => row.original.item);
}
