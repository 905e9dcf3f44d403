import { sql, type SQL } from 'drizzle-orm';

export interface SampledDerived {
  /** The problem's code, the first column of every offending row. */
  code: string;
  /** `select id from …`: the rows whose derived rows are judged again. */
  sample: string | SQL;
  /** How many of them (DoctorContext.sample). */
  limit: number;
  /** The derived table, its columns (in the order `fresh` yields them) and its sample key. */
  table: string;
  columns: string;
  key: string;
  /** The derivation itself, of the sampled ids (`select id from sample`). */
  fresh: SQL;
  /** The columns that name one derived row (the key among them). */
  identity: readonly string[];
  /** What the problem shows, read from `s` (stored) and `f` (fresh). */
  show: SQL;
}

/**
 * A derived table (kept by triggers) against the same rows derived again from its sources, for
 * a random sample: every row stored and not derived, derived and not stored, or different. A
 * writer that went around the triggers (a restore without them, a hand edit) shows here.
 */
export function sampledDerivedOffending(check: SampledDerived): SQL {
  const on = check.identity.map((column) => `f.${column} = s.${column}`).join(' and ');
  return sql`
    with sample as (${typeof check.sample === 'string' ? sql.raw(check.sample) : check.sample}
      order by random() limit ${check.limit}),
    stored as (
      select ${sql.raw(check.columns)} from ${sql.raw(check.table)}
      where ${sql.raw(check.key)} = any(array(select id from sample))
    ),
    fresh (${sql.raw(check.columns)}) as (${check.fresh})
    select ${check.code}::text as code, ${check.show}
    from stored s
    full join fresh f on ${sql.raw(on)}
    where row(s.*) is distinct from row(f.*)`;
}
