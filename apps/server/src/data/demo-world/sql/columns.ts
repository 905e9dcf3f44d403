import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { compileColumnSplitter } from './compile';

/** How a column's values are written: picked from the drizzle column's SQL type. */
export type ColumnKind =
  'int' | 'float' | 'text' | 'date' | 'bool' | 'json' | 'textArray' | 'time' | 'timestamp';

export interface ColumnMeta {
  key: string;
  name: string;
  kind: ColumnKind;
  /** The element type of the array parameter in an `unnest(...)` insert. */
  arrayType: string;
}

export interface TableMeta<T extends PgTable = PgTable> {
  table: T;
  name: string;
  columns: ColumnMeta[];
  /** Values for columns a row leaves undefined (source, as_of): the same on every row. */
  defaults: Record<string, unknown>;
  /** The defaults by column position. */
  defaultList: unknown[];
  /** Column k's values over the rows, read by compiled code (see compile.ts). */
  split: (rows: readonly Record<string, unknown>[], defaults: readonly unknown[]) => unknown[][];
}

function kindOf(sqlType: string): { kind: ColumnKind; arrayType: string } {
  if (sqlType === 'integer' || sqlType === 'serial') return { kind: 'int', arrayType: 'integer[]' };
  if (sqlType === 'double precision') return { kind: 'float', arrayType: 'double precision[]' };
  if (sqlType === 'date') return { kind: 'date', arrayType: 'date[]' };
  if (sqlType === 'boolean') return { kind: 'bool', arrayType: 'boolean[]' };
  if (sqlType === 'jsonb') return { kind: 'json', arrayType: 'jsonb[]' };
  if (sqlType === 'text[]') return { kind: 'textArray', arrayType: 'text[]' };
  if (sqlType === 'time') return { kind: 'time', arrayType: 'time[]' };
  if (sqlType.startsWith('timestamp')) return { kind: 'timestamp', arrayType: 'timestamptz[]' };
  if (sqlType === 'text' || sqlType.startsWith('varchar') || sqlType.startsWith('char'))
    return { kind: 'text', arrayType: 'text[]' };
  throw new Error(`the generator cannot write columns of type ${sqlType}`);
}

/** The columns of a table we write, by their drizzle keys, in the given order. */
export function tableMeta<T extends PgTable>(
  table: T,
  keys: readonly string[],
  defaults: Record<string, unknown> = {},
): TableMeta<T> {
  const all = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const columns = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${getTableConfig(table).name} has no column ${key}`);
    return { key, name: column.name, ...kindOf(column.getSQLType()) };
  });
  return {
    table,
    name: getTableConfig(table).name,
    columns,
    defaults,
    defaultList: columns.map((c) => defaults[c.key]),
    split: compileColumnSplitter(columns),
  };
}
