import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';

/**
 * The data doctor's vocabulary. An invariant is one rule the stored data must satisfy, with a
 * stable code (`flows_after_end`) that reports, tests and operators refer to. A check is one
 * set-based SQL statement over the whole database that counts the rows breaking one or more
 * invariants and returns the first few of them as examples.
 */
export interface Invariant {
  /** Stable, snake_case: never renamed once published. */
  code: string;
  /** What is wrong, in words, with the threshold and why it was chosen. */
  title: string;
  /** The example's fields to print, ids first (the SQL may return more). */
  show: readonly string[];
}

export interface DoctorContext {
  /**
   * The day a bond's data is judged on, as SQL for an emissions alias. By default each bond's
   * own as-of date (emissions.as_of: the world's generation date, an import's run), the day
   * its page counts from; `--as-of` judges every bond on one date instead.
   */
  dayOf(alias: string): SQL;
  /** How many example rows each invariant returns. */
  examples: number;
  /** How many bonds, picked at random, a check that samples re-reads (stretchesCheck). */
  sample: number;
}

/** One invariant's result: how many rows break it and the first of them. */
export interface Finding {
  code: string;
  count: number;
  examples: Record<string, unknown>[];
}

export interface Check {
  /** The group it belongs to (a file of checks): life, cash flows, market... */
  group: string;
  /** Shown on the progress bar. */
  name: string;
  invariants: readonly Invariant[];
  /** Runs the check inside the doctor's read-only transaction: one set-based statement. */
  run(tx: Tx, context: DoctorContext): Promise<Finding[]>;
  /**
   * Planner settings for this check's statement alone (restored after it), where the planner
   * cannot estimate a join to the catalogue and would pick index loops over a whole table.
   */
  settings?: Readonly<Record<string, string>>;
}

interface FindingRow {
  code: string;
  n: number | string;
  examples: Record<string, unknown>[] | string | null;
}

/**
 * The findings of a check from one statement: `offending` selects the rows that break the
 * invariants, one row per (row, invariant) with the invariant's code in a `code` column and
 * the example fields beside it; every code gets its count and its first examples in `order`.
 * The offending rows are materialised once (on a sound database there are none).
 */
export function findingsQuery(
  codes: readonly string[],
  offending: SQL,
  order: string,
  examples: number,
  count = 'count(*)',
  exampleWhere = 'true',
): SQL {
  const list = sql.join(
    codes.map((c) => sql`(${c}::text)`),
    sql`, `,
  );
  return sql`with offending as materialized (${offending})
    select c.code,
      (select coalesce(${sql.raw(count)}, 0)::bigint from offending o where o.code = c.code) as n,
      (select coalesce(json_agg(x), '[]'::json) from (
        select * from offending o where o.code = c.code and ${sql.raw(exampleWhere)}
        order by ${sql.raw(order)} limit ${examples}
      ) x) as examples
    from (values ${list}) as c(code)`;
}

/** Runs a statement built by `findingsQuery` and reads its rows on either driver. */
export async function runFindings(tx: Tx, query: SQL): Promise<Finding[]> {
  const result = (await tx.execute(query)) as unknown as { rows: FindingRow[] };
  return result.rows.map((r) => {
    const examples =
      typeof r.examples === 'string'
        ? (JSON.parse(r.examples) as Record<string, unknown>[])
        : (r.examples ?? []);
    return {
      code: r.code,
      count: Number(r.n),
      examples: examples.map(({ code: _code, ...rest }) => rest),
    };
  });
}

export { lit } from '../../lib/sql-number';

/** One way a row can break an invariant: the invariant's code and the SQL condition. */
export interface Rule {
  code: string;
  when: SQL;
  /** Said in the example when several rules share a code. */
  reason?: string;
  /**
   * A cheaper condition that holds whenever `when` does: what the scan filters every row by
   * (on a large table the full condition is then evaluated only on the few rows it lets by).
   */
  cheap?: SQL;
}

/**
 * Rules as SQL: `lateral` turns each row into one row per rule it breaks (columns code,
 * broken, reason of alias x; keep `x.broken`), `any` is true when it may break one (a filter
 * the planner applies below the lateral join, so sound rows are not multiplied; a null there
 * drops the row like false).
 */
export function rulesSql(rules: readonly Rule[]): { lateral: SQL; any: SQL } {
  const rows = rules.map(
    (r) => sql`(${r.code}::text, coalesce((${r.when}), false), ${r.reason ?? null}::text)`,
  );
  return {
    lateral: sql`cross join lateral (values ${sql.join(rows, sql`, `)}) as x(code, broken, reason)`,
    any: sql`(${sql.join(
      rules.map((r) => sql`(${r.cheap ?? r.when})`),
      sql` or `,
    )})`,
  };
}

/** A check of one statement built by `findingsQuery`. */
export function sqlCheck(
  group: string,
  name: string,
  invariants: readonly Invariant[],
  build: (context: DoctorContext) => { offending: SQL; order: string; count?: string },
): Check {
  return {
    group,
    name,
    invariants,
    run: (tx, context) => {
      const { offending, order, count } = build(context);
      return runFindings(
        tx,
        findingsQuery(
          invariants.map((i) => i.code),
          offending,
          order,
          context.examples,
          count,
        ),
      );
    },
  };
}
