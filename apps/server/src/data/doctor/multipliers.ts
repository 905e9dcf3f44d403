import { sql, type SQL } from 'drizzle-orm';
import { multiplierDefinitions } from '../../db/schema/index';
import { lit, rulesSql, runFindings, findingsQuery, type Check } from './types';

/**
 * A multiplier is stored as it is shown; it must be what its formula gives from the issuer's
 * statements of that period. Ratios are shown to two decimals: a difference within 0.01 or
 * 0.1 % of the value is rounding.
 */
const ABSOLUTE_TOLERANCE = 0.01;
const RELATIVE_TOLERANCE = 0.001;

interface Line {
  standard: string;
  table: string;
  line: string;
}

/**
 * The formula language of multiplier_definitions (numbers, standard:table:line, + - * / and
 * parentheses; the generator's reports/formula.ts evaluates the same) compiled to SQL over
 * the columns `column(line)`; a division by zero gives null (no value), never an error.
 */
export function formulaSql(formula: string, column: (line: Line) => SQL): SQL {
  const tokens =
    formula.match(/\d+(?:\.\d+)?(?![\w:])|[a-z_]+:[a-z0-9_]+:[a-z0-9_.]+|[-+*/()]|\S/g) ?? [];
  let pos = 0;
  const next = () => tokens[pos++];
  const primary = (): SQL => {
    const t = next();
    if (t === undefined) throw new Error(`formula ended early: ${formula}`);
    if (t === '(') {
      const v = sum();
      if (next() !== ')') throw new Error(`missing ) in ${formula}`);
      return sql`(${v})`;
    }
    if (t === '-') return sql`(-${primary()})`;
    if (/^\d/.test(t)) return lit(Number(t));
    const parts = t.split(':');
    if (parts.length !== 3) throw new Error(`unexpected ${t} in ${formula}`);
    const [standard, table, line] = parts as [string, string, string];
    return column({ standard, table, line });
  };
  const product = (): SQL => {
    let v = primary();
    for (let op = tokens[pos]; op === '*' || op === '/'; op = tokens[pos]) {
      next();
      const r = primary();
      v = op === '*' ? sql`(${v} * ${r})` : sql`(${v} / nullif(${r}, 0))`;
    }
    return v;
  };
  const sum = (): SQL => {
    let v = product();
    for (let op = tokens[pos]; op === '+' || op === '-'; op = tokens[pos]) {
      next();
      const r = product();
      v = op === '+' ? sql`(${v} + ${r})` : sql`(${v} - ${r})`;
    }
    return v;
  };
  const value = sum();
  if (pos !== tokens.length) throw new Error(`unexpected ${tokens[pos]} in ${formula}`);
  return value;
}

const INVARIANTS = [
  {
    code: 'multiplier_not_recomputed',
    title:
      "Multiplier that its formula does not give from the issuer's statements of the period " +
      `(beyond ${ABSOLUTE_TOLERANCE} or ${RELATIVE_TOLERANCE * 100} %), or that no statement of the period can give`,
    show: ['issuer', 'multiplier', 'period', 'stored', 'recomputed'],
  },
] as const;

/**
 * Multipliers against the statements: the definitions (a few rows) are read first and their
 * formulas compiled into one statement over the lines they read per report period (kept in
 * report_period_checks.formula_lines), that takes the issuer's first report of the formula's
 * standard for the period (as the generator does) and compares.
 */
export const multipliersCheck: Check = {
  group: 'statements',
  name: 'multipliers',
  invariants: INVARIANTS,
  async run(tx, context) {
    const defs = await tx
      .select({ code: multiplierDefinitions.code, formula: multiplierDefinitions.formula })
      .from(multiplierDefinitions)
      .orderBy(multiplierDefinitions.code);
    const lines = new Map<string, Line & { column: string }>();
    const column = (l: Line) => {
      const key = `${l.standard}:${l.table}:${l.line}`;
      let known = lines.get(key);
      if (!known) {
        known = { ...l, column: `l${lines.size}` };
        lines.set(key, known);
      }
      return sql.raw(`s.${known.column}`);
    };
    const compiled = defs.map((d) => {
      const standard = /^[^a-z]*([a-z_]+):/.exec(d.formula)?.[1] ?? '';
      return { code: d.code, standard, expr: formulaSql(d.formula, column) };
    });
    const rules = rulesSql([
      {
        code: 'multiplier_not_recomputed',
        when: sql`d.code is not null and (c.recomputed is null
          or abs(c.recomputed - m.value) > greatest(${lit(ABSOLUTE_TOLERANCE)},
            ${lit(RELATIVE_TOLERANCE)} * abs(c.recomputed)))`,
      },
    ]);
    const pivot = [...lines.values()];
    const noDefs = compiled.length === 0;
    const offending = sql`
      with defs(code, standard) as (
        ${
          noDefs
            ? sql`select null::text, null::text where false`
            : sql`values ${sql.join(
                compiled.map((c) => sql`(${c.code}::text, ${c.standard}::text)`),
                sql`, `,
              )}`
        }
      ),
      -- The lines the formulas read, per report period (db/report-period-checks.ts keeps
      -- them by the formulas' own pattern): periods without any are not a formula's source.
      pivot as (
        select r.emitent_id, r.standard, c.report_id, c.period_type, c.period_end
          ${sql.join(
            pivot.map(
              (l) =>
                sql`, (c.formula_lines ->> ${`${l.standard}:${l.table}:${l.line}`}::text)::float8
                  as ${sql.raw(l.column)}`,
            ),
            sql``,
          )}
        from report_period_checks c
        join financial_reports r on r.id = c.report_id
        -- A provider's figures (provider_of) are not the issuer's own: no multiplier reads them.
        where c.formula_lines is not null and r.provider_of is null
      ),
      source as (
        select distinct on (emitent_id, standard, period_type, period_end) *
        from pivot order by emitent_id, standard, period_type, period_end, report_id
      )
      select x.code, m.emitent_id as issuer, m.code as multiplier,
        case m.period when 1 then 'Q ' else 'Y ' end || m.period_end as period,
        m.value as stored, c.recomputed
      from multiplier_values m
      left join defs d on d.code = m.code
      left join source s on s.emitent_id = m.emitent_id and s.standard = d.standard
        and s.period_type = case m.period when 1 then 'Q' else 'Y' end
        and s.period_end = m.period_end
      cross join lateral (select ${
        noDefs
          ? sql`null::float8`
          : sql`case m.code ${sql.join(
              compiled.map((c) => sql`when ${c.code}::text then (${c.expr})::float8`),
              sql` `,
            )} end`
      } as recomputed) c
      ${rules.lateral}
      where ${rules.any} and x.broken`;
    return runFindings(
      tx,
      findingsQuery(
        INVARIANTS.map((i) => i.code),
        offending,
        'issuer, multiplier, period',
        context.examples,
      ),
    );
  },
};
