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
  /**
   * Whether a bond id (SQL of a column) is among the bonds judged: every bond in a full run,
   * the bonds marked since the last run in an incremental one (data/doctor/stored.ts). A
   * check judged per bond (`perBond`) filters its first read by it.
   */
  judged(column: string): SQL;
}

/** One invariant's result: how many rows break it and the first of them. */
export interface Finding {
  code: string;
  count: number;
  examples: Record<string, unknown>[];
  /** A check judged per bond: bond id -> its rows breaking the invariant (none: absent). */
  byBond?: Record<string, number>;
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
  /**
   * Judged per bond: every offending row has a `bond` column and the check reads only the bonds
   * `context.judged` admits, so an incremental run judges the touched bonds and keeps the
   * others' findings (their counts are stored per bond).
   */
  perBond?: boolean;
  /**
   * The tables a check judged whole reads (db/doctor-marks.ts marks them when written): an
   * incremental run runs it again only when one of them was written since. Absent: always run.
   */
  reads?: readonly string[];
}

interface FindingRow {
  code: string;
  n: number | string;
  examples: Record<string, unknown>[] | string | null;
  by_bond?: Record<string, number | string> | string | null;
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
  perBond = false,
): SQL {
  const list = sql.join(
    codes.map((c) => sql`(${c}::text)`),
    sql`, `,
  );
  // Per bond, the same count split by the offending rows' `bond` (a sound bond has no entry).
  const byBond = perBond
    ? sql`, (select coalesce(json_object_agg(z.bond, z.n), '{}'::json) from (
          select o.bond, coalesce(${sql.raw(count)}, 0)::bigint as n from offending o
          where o.code = c.code and o.bond is not null group by o.bond
          having coalesce(${sql.raw(count)}, 0) > 0) z) as by_bond`
    : sql``;
  return sql`with offending as materialized (${offending})
    select c.code,
      (select coalesce(${sql.raw(count)}, 0)::bigint from offending o where o.code = c.code) as n,
      (select coalesce(json_agg(x), '[]'::json) from (
        select * from offending o where o.code = c.code and ${sql.raw(exampleWhere)}
        order by ${sql.raw(order)} limit ${examples}
      ) x) as examples${byBond}
    from (values ${list}) as c(code)`;
}

const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** Runs a statement built by `findingsQuery` and reads its rows on either driver. */
export async function runFindings(tx: Tx, query: SQL): Promise<Finding[]> {
  const result = (await tx.execute(query)) as unknown as { rows: FindingRow[] };
  return result.rows.map((r) => {
    const examples = parsed(r.examples ?? []);
    const finding: Finding = {
      code: r.code,
      count: Number(r.n),
      examples: examples.map(({ code: _code, ...rest }) => rest),
    };
    if (r.by_bond !== undefined) {
      finding.byBond = {};
      for (const [bond, n] of Object.entries(parsed(r.by_bond ?? {})))
        finding.byBond[bond] = Number(n);
    }
    return finding;
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
  judging: Pick<Check, 'perBond' | 'reads'> = {},
): Check {
  return {
    group,
    name,
    invariants,
    ...judging,
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
          'true',
          judging.perBond ?? false,
        ),
      );
    },
  };
}
