import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { databaseWords } from '../../lib/database-errors';
import type { ReportBuilder } from './report';

/** One source line and the database rows it becomes (a curve line holds a point per tenor). */
export interface SourcedRow<T> {
  line: number;
  file?: string;
  values: T[];
}

export interface UpsertSpec<T extends PgTable> {
  table: T;
  /** The natural key: a primary key or unique constraint of the table (property names). */
  key: (keyof T['$inferInsert'] & string)[];
  /** Columns this source owns: written on insert and overwritten when they differ. */
  update: (keyof T['$inferInsert'] & string)[];
  /** Database rows per statement (whole lines are never split). */
  batchSize?: number;
  onBatch?: (linesDone: number) => void;
}

type Outcome = 'inserted' | 'updated' | 'unchanged';

/**
 * Inserts or updates rows by their natural key, telling inserted, updated and unchanged apart
 * in one statement per batch: the update fires only when an owned column differs (so a second
 * run writes nothing), and `xmax = 0` marks a row the statement inserted rather than updated.
 * A line counts as inserted when any of its rows was, else updated when any was. Each batch
 * runs in its own transaction (a savepoint inside a caller's one); should the database refuse
 * a batch, its lines are retried one by one so that only the offending line is rejected and
 * none of its rows is half-written.
 */
export async function upsertRows<T extends PgTable>(
  db: Db | Tx,
  spec: UpsertSpec<T>,
  rows: SourcedRow<T['$inferInsert']>[],
  report: ReportBuilder,
): Promise<void> {
  const size = spec.batchSize ?? 1000;
  const keyOf = (v: Record<string, unknown>) => JSON.stringify(spec.key.map((k) => v[k] ?? null));
  let done = 0;
  for (let i = 0; i < rows.length;) {
    const batch: SourcedRow<T['$inferInsert']>[] = [];
    let count = 0;
    while (
      i < rows.length &&
      (batch.length === 0 || count + (rows[i] as SourcedRow<unknown>).values.length <= size)
    ) {
      const row = rows[i++] as SourcedRow<T['$inferInsert']>;
      batch.push(row);
      count += row.values.length;
    }
    const tally = (lines: SourcedRow<T['$inferInsert']>[], written: Map<string, Outcome>) => {
      for (const line of lines) {
        const outcomes = line.values.map((v) => written.get(keyOf(v as Record<string, unknown>)));
        report.count(
          outcomes.includes('inserted')
            ? 'inserted'
            : outcomes.includes('updated')
              ? 'updated'
              : 'unchanged',
        );
      }
    };
    try {
      const written = await db.transaction((tx) =>
        writeBatch(
          tx,
          spec,
          batch.flatMap((r) => r.values),
          keyOf,
        ),
      );
      tally(batch, written);
    } catch {
      for (const row of batch) {
        try {
          tally([row], await db.transaction((tx) => writeBatch(tx, spec, row.values, keyOf)));
        } catch (error) {
          report.reject(row.line, `database refused the row: ${databaseWords(error)}`, row.file);
        }
      }
    }
    done += batch.length;
    spec.onBatch?.(done);
  }
}

/** A PostgreSQL array literal of one column's values (driver-independent: one text parameter). */
function arrayLiteral(values: unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new Error(`cannot store ${v}`);
      return String(v);
    }
    if (typeof v === 'boolean') return String(v);
    if (Array.isArray(v)) throw new Error('array columns are not supported by the bulk upsert');
    const text =
      v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
    return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * The rows as `unnest(<one array literal a column>)` and the columns they give (those no row
 * gives are left to their defaults).
 */
function unnestOf<T extends PgTable>(table: T, values: T['$inferInsert'][]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const rows = values as Record<string, unknown>[];
  const names = Object.keys(columns).filter((k) => rows.some((r) => r[k] !== undefined));
  const id = (name: string) => {
    const c = columns[name];
    if (!c) throw new Error(`no column ${name}`);
    return sql`${sql.identifier(c.name)}`;
  };
  const typeOf = (name: string) => {
    const t = (columns[name] as PgColumn).getSQLType();
    return t === 'serial' ? 'integer' : t;
  };
  // The arrays without a length (varchar(12) -> varchar, char(3) -> bpchar): an explicit cast
  // to a length truncates, the insert's own cast refuses a value too long, as a plain insert.
  const unbounded = (t: string) =>
    t
      .replace(/^(?:varchar|character varying)\(\d+\)$/, 'varchar')
      .replace(/^(?:char|character)\(\d+\)$/, 'bpchar');
  const arrays = names.map(
    (n) => sql`${arrayLiteral(rows.map((r) => r[n]))}::${sql.raw(unbounded(typeOf(n)))}[]`,
  );
  return { names, id, typeOf, source: sql`unnest(${sql.join(arrays, sql`, `)})` };
}

/**
 * Plain inserts of many rows in one statement (the rows as unnest's arrays, as upsertRows
 * sends them): far less work than a VALUES list of thousands of rows, on PGlite above all.
 * `returning` names the columns to give back (property names); the rows come back as the
 * driver gives them.
 */
export async function insertRows<T extends PgTable>(
  tx: Db | Tx,
  table: T,
  values: T['$inferInsert'][],
  returning: (keyof T['$inferSelect'] & string)[] = [],
): Promise<Record<string, unknown>[]> {
  if (values.length === 0) return [];
  const { names, id, source } = unnestOf(table, values);
  const back =
    returning.length > 0
      ? sql` returning ${sql.join(
          returning.map((n) => sql`${id(n)} as ${sql.identifier(n)}`),
          sql`, `,
        )}`
      : sql``;
  const result = (await tx.execute(
    sql`insert into ${table} (${sql.join(names.map(id), sql`, `)}) select * from ${source}${back}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/**
 * One statement for the batch: the rows travel as one array literal per column through
 * unnest (a handful of parameters whatever the batch size, and far less work than a VALUES
 * list on PGlite). Columns no row gives are left to their defaults.
 */
async function writeBatch<T extends PgTable>(
  tx: Tx,
  spec: Pick<UpsertSpec<T>, 'table' | 'key' | 'update'>,
  values: T['$inferInsert'][],
  keyOf: (v: Record<string, unknown>) => string,
): Promise<Map<string, Outcome>> {
  const written = new Map<string, Outcome>();
  if (values.length === 0) return written;
  const { names, id, typeOf, source } = unnestOf(spec.table, values);
  const list = (items: string[], f: (n: string) => SQL) => sql.join(items.map(f), sql`, `);
  const query = sql`insert into ${spec.table} (${list(names, id)})
    select * from ${source}
    on conflict (${list(spec.key, id)}) do update set ${list(spec.update, (n) => sql`${id(n)} = excluded.${id(n)}`)}
    where (${list(spec.update, (n) => sql`${spec.table}.${id(n)}`)}) is distinct from (${list(spec.update, (n) => sql`excluded.${id(n)}`)})
    returning (xmax = 0) as "_inserted", ${list(spec.key, (n) => (typeOf(n) === 'date' ? sql`${id(n)}::text as ${sql.identifier(n)}` : sql`${id(n)} as ${sql.identifier(n)}`))}`;
  const result = (await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  for (const r of result.rows) written.set(keyOf(r), r._inserted ? 'inserted' : 'updated');
  return written;
}

/** One row inside the caller's transaction: whether it was inserted, updated or unchanged. */
export async function upsertOne<T extends PgTable>(
  tx: Tx,
  spec: Pick<UpsertSpec<T>, 'table' | 'key' | 'update'>,
  values: T['$inferInsert'],
): Promise<Outcome> {
  const written = await writeBatch(tx, spec, [values], (v) =>
    JSON.stringify(spec.key.map((k) => v[k] ?? null)),
  );
  return [...written.values()][0] ?? 'unchanged';
}
