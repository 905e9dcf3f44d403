import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { inTransaction, type Executor } from './transaction';

/**
 * A table derived from others and kept in step by statement triggers on its sources, so that
 * every writer (the generator's COPY, an import, a sync, a hand edit) keeps it without knowing
 * of it, and the data doctor reads a few rows instead of millions (db/tick-stretches.ts,
 * db/report-period-checks.ts).
 *
 * What is derived follows rules in TypeScript (lib/), so the trigger functions are written from
 * them at start, not frozen in a migration: `installDerivedTable` (run after the migrations)
 * replaces them and rebuilds the table when their text changed (a fingerprint in a function's
 * comment), once, under a lock that keeps writers and other instances out.
 */
export interface DerivedTable {
  /** The derived table: also the advisory lock's key. */
  table: string;
  /** The function whose comment holds the fingerprint, e.g. `tick_stretches_add()`. */
  marker: string;
  /** The tables it is derived from: writers wait during a rebuild. */
  sources: readonly string[];
  /** Functions and triggers, in order. */
  definitions(): string[];
  /** Fills the (emptied) table from its sources. */
  fill: string;
  /** Told to the operator when a rebuild starts. */
  rebuilding: string;
}

const dialect = new PgDialect();

/** An expression without parameters, as the text a function body holds. */
export function sqlText(expression: SQL): string {
  const query = dialect.sqlToQuery(expression);
  if (query.params.length > 0) throw new Error(`a derived rule has parameters: ${query.sql}`);
  return query.sql;
}

/** A trigger function of one statement-level body. */
export const triggerFunction = (name: string, body: string) =>
  `create or replace function ${name}() returns trigger language plpgsql as $fn$
begin
  ${body}
  return null;
end $fn$`;

/** [name, timing, referencing clause, function] of a statement trigger. */
export type TriggerSpec = readonly [string, string, string, string];

/** Statement triggers, ALWAYS: the generator loads with session_replication_role = replica. */
export function statementTriggers(source: string, specs: readonly TriggerSpec[]): string[] {
  return specs.flatMap(([name, when, referencing, handler]) => [
    `drop trigger if exists ${name} on ${source}`,
    `create trigger ${name} ${when} on ${source} ${referencing}
      for each statement execute function ${handler}()`,
    `alter table ${source} enable always trigger ${name}`,
  ]);
}

/**
 * The rules' fingerprint: a new one means the stored rows were made by other rules. The
 * definitions only: the fill is written from the same rules.
 */
export function derivedFingerprint(derived: DerivedTable): string {
  return createHash('sha256').update(derived.definitions().join(';\n')).digest('hex').slice(0, 16);
}

/**
 * Puts the triggers in place and the table in step with its sources when the rules changed
 * (or on the first start after its migration), or always (`force`: the data tool's rebuild).
 */
export async function installDerivedTable(
  db: Db,
  derived: DerivedTable,
  onRebuild: (message: string) => void = () => undefined,
  force = false,
): Promise<void> {
  const fingerprint = derivedFingerprint(derived);
  if (!force && (await installedFingerprint(db, derived)) === fingerprint) return;
  await inTransaction(db, async (tx) => {
    // One instance installs; the others wait here and find it done. Writers of the sources
    // wait too: nothing is written between the rebuild's read and the triggers taking over.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${derived.table}))`);
    for (const source of derived.sources)
      await tx.execute(sql.raw(`lock table ${source} in share row exclusive mode`));
    if (!force && (await installedFingerprint(tx, derived)) === fingerprint) return;
    onRebuild(derived.rebuilding);
    for (const statement of derived.definitions()) await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw(`truncate ${derived.table}`));
    await tx.execute(sql.raw(derived.fill));
    await tx.execute(sql.raw(`comment on function ${derived.marker} is '${fingerprint}'`));
  });
}

async function installedFingerprint(db: Executor, derived: DerivedTable): Promise<string | null> {
  const result = (await db.execute(
    sql`select obj_description(to_regprocedure(${derived.marker}), 'pg_proc') as note`,
  )) as unknown as { rows: { note: string | null }[] };
  return result.rows[0]?.note ?? null;
}
