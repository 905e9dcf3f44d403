import {
  EXPENSES,
  PIVOT,
  PIVOT_COLUMNS,
  TOTAL_TOLERANCE_PER_LINE,
  TOTAL_TOLERANCE_RELATIVE,
} from '../lib/statement-lines';
import type { Db } from './client';
import {
  installDerivedTable,
  statementTriggers,
  triggerFunction,
  type DerivedTable,
  type TriggerSpec,
} from './derived-tables';

/**
 * report_period_checks (schema/reports.ts): per report period, the values the data doctor's
 * statement rules and multipliers read and the count of totals that are not the sum of their
 * lines, kept by statement triggers on report_values, financial_reports, report_lines and
 * multiplier_definitions (db/derived-tables.ts).
 * A write re-judges the reports it touched, whole: a report's periods are a few hundred values.
 * A change of the line catalogue (which lines sum into which) re-judges everything.
 */

/** report_period_checks' columns, in the order periodChecksOf selects them. */
export const COLUMNS = [
  'report_id',
  'period_type',
  'period_end',
  ...PIVOT_COLUMNS,
  'positive_expenses',
  'total_mismatches',
  'formula_lines',
].join(', ');

/**
 * The lines the multipliers' formulas read, `standard:table:line` as the formula language of
 * multiplier_definitions writes them (data/doctor/multipliers.ts compiles the same).
 */
export const FORMULA_LINE = '([a-z_]+):([a-z0-9_]+):([a-z0-9_.]+)';
const FORMULA_LINES = `select distinct m[1] as standard, m[2] as table_code, m[3] as line_code,
    m[1] || ':' || m[2] || ':' || m[3] as key
  from multiplier_definitions d, regexp_matches(d.formula, '${FORMULA_LINE}', 'g') as m`;

const codeText = (code: string) => `'${code.replace(/'/g, "''")}'`;

/** (line code, pivot column number or null, is a cost line) for every code the rules read. */
function lineMap(): string {
  const codes = new Set([...Object.values(PIVOT).flat(), ...EXPENSES]);
  const rows = [...codes].map((code) => {
    const slot = PIVOT_COLUMNS.findIndex((c) => PIVOT[c]!.includes(code));
    return `(${codeText(code)}, ${slot < 0 ? 'null::int' : slot}, ${EXPENSES.includes(code)})`;
  });
  return `(values ${rows.join(', ')}) as m(line_code, slot, expense)`;
}

/**
 * The totals among the values of `values` (a table or CTE of report_values' columns) that are
 * not the sum of their lines present in the same period, to half a unit of the statement per
 * line: (report_id, period_type, period_end, table_code, line_code, total, lines_sum). A total
 * is a line that is some line's parent in the report's catalogue. One pass: each value counts
 * as a line of its parent and, when it is a total, as the total of its own node (no join of
 * the values to themselves, whose size the planner cannot guess for a trigger's rows).
 */
export function totalsOffOf(values: string): string {
  return `select v.report_id, v.period_type, v.period_end, v.table_code, u.node as line_code,
      max(u.total) as total, sum(u.part) as lines_sum
    from ${values} v
    join financial_reports r on r.id = v.report_id
    join (
      select l.standard, l.table_code, l.line_code, l.parent_code,
        exists (select 1 from report_lines c where c.standard = l.standard
          and c.table_code = l.table_code and c.parent_code = l.line_code) as is_total
      from report_lines l
    ) l on l.standard = r.standard and l.table_code = v.table_code and l.line_code = v.line_code
    cross join lateral (values (l.parent_code, v.value, null::float8),
      (case when l.is_total then l.line_code end, null::float8, v.value)) as u(node, part, total)
    where u.node is not null
    group by 1, 2, 3, 4, 5
    having count(u.part) > 0 and abs(max(u.total) - sum(u.part))
      > greatest(${TOTAL_TOLERANCE_PER_LINE} * count(u.part),
        ${TOTAL_TOLERANCE_RELATIVE} * abs(max(u.total)))`;
}

/**
 * The rows of the report periods whose report ids `reports` selects (a subquery), or of every
 * report.
 */
export function periodChecksOf(reports?: string): string {
  // An array, not `in (subquery)`: the values are then read by their key's first column,
  // whatever the planner guesses of a transition table's or a sample's size.
  const of = reports ? `where v.report_id = any(array(${reports}))` : '';
  const key = 'report_id, period_type, period_end';
  return `with v as not materialized (
      select v.report_id, v.period_type, v.period_end, v.table_code, v.line_code, v.value
      from report_values v ${of}
    ),
    periods as (select distinct ${key} from v),
    pivot as (
      select v.report_id, v.period_type, v.period_end,
        ${PIVOT_COLUMNS.map((c, k) => `max(v.value) filter (where m.slot = ${k}) as ${c}`).join(',\n        ')},
        string_agg(v.table_code || '.' || v.line_code || '=' || round(v.value::numeric, 2), ' '
          order by v.table_code, v.line_code) filter (where m.expense and v.value > 0)
          as positive_expenses
      from v join ${lineMap()} on m.line_code = v.line_code
      group by 1, 2, 3
    ),
    formula_lines as (
      select v.report_id, v.period_type, v.period_end,
        jsonb_object_agg(w.key, v.value) as formula_lines
      from v
      join financial_reports r on r.id = v.report_id
      join (${FORMULA_LINES}) w on w.standard = r.standard and w.table_code = v.table_code
        and w.line_code = v.line_code
      group by 1, 2, 3
    ),
    mismatches as (
      select report_id, period_type, period_end, count(*) as n
      from (${totalsOffOf('v')}) off
      group by 1, 2, 3
    )
    select d.report_id, d.period_type, d.period_end,
      ${PIVOT_COLUMNS.map((c) => `p.${c}`).join(', ')},
      p.positive_expenses, coalesce(m.n, 0)::int, f.formula_lines
    from periods d
    left join pivot p using (${key})
    left join formula_lines f using (${key})
    left join mismatches m using (${key})`;
}

/** Re-judges the reports whose ids `reports` selects (a subquery over a transition table). */
const redo = (reports: string) =>
  `delete from report_period_checks where report_id = any(array(${reports}));
  insert into report_period_checks (${COLUMNS}) ${periodChecksOf(reports)};`;

const REBUILD = `truncate report_period_checks;
  insert into report_period_checks (${COLUMNS}) ${periodChecksOf()};`;

function functions(): string[] {
  return [
    triggerFunction('report_checks_redo_new', redo('select report_id from new_values')),
    triggerFunction('report_checks_redo_old', redo('select report_id from old_values')),
    triggerFunction(
      'report_checks_redo_both',
      redo('select report_id from old_values union select report_id from new_values'),
    ),
    triggerFunction('report_checks_redo_report', redo('select id from new_reports')),
    triggerFunction(
      'report_checks_drop_report',
      'delete from report_period_checks where report_id = any(array(select id from old_reports));',
    ),
    triggerFunction('report_checks_rebuild', REBUILD),
    triggerFunction('report_checks_clear', 'truncate report_period_checks;'),
  ];
}

const VALUES_TRIGGERS: readonly TriggerSpec[] = [
  [
    'report_checks_on_insert',
    'after insert',
    'referencing new table as new_values',
    'report_checks_redo_new',
  ],
  [
    'report_checks_on_delete',
    'after delete',
    'referencing old table as old_values',
    'report_checks_redo_old',
  ],
  [
    'report_checks_on_update',
    'after update',
    'referencing old table as old_values new table as new_values',
    'report_checks_redo_both',
  ],
  ['report_checks_on_truncate', 'after truncate', '', 'report_checks_clear'],
];

/** A report's standard says which catalogue its lines sum by; a deleted report leaves. */
const REPORTS_TRIGGERS: readonly TriggerSpec[] = [
  [
    'report_checks_on_report_update',
    'after update',
    'referencing new table as new_reports',
    'report_checks_redo_report',
  ],
  [
    'report_checks_on_report_delete',
    'after delete',
    'referencing old table as old_reports',
    'report_checks_drop_report',
  ],
  ['report_checks_on_report_truncate', 'after truncate', '', 'report_checks_clear'],
];

/**
 * The line catalogue and the multipliers' formulas: a few hundred rows, written with the world;
 * any change re-judges all.
 */
const rebuildOn = (table: string): TriggerSpec[] =>
  ['insert', 'update', 'delete', 'truncate'].map((event) => [
    `report_checks_on_${table}_${event}`,
    `after ${event}`,
    '',
    'report_checks_rebuild',
  ]);

/**
 * For a bulk load that drops report_values' key first (the generator): without the key the
 * insert trigger would read the whole table for each batch's reports. It sleeps through the
 * load; the returned function wakes it and judges every report once, when the key is back.
 */
export async function suspendReportChecks(
  exec: (statements: string) => Promise<void>,
): Promise<() => Promise<void>> {
  await exec('alter table report_values disable trigger report_checks_on_insert');
  return async () => {
    await exec('alter table report_values enable always trigger report_checks_on_insert');
    await exec(REBUILD);
  };
}

export const REPORT_PERIOD_CHECKS: DerivedTable = {
  table: 'report_period_checks',
  marker: 'report_checks_redo_new()',
  sources: ['report_values', 'financial_reports', 'report_lines', 'multiplier_definitions'],
  definitions: () => [
    ...functions(),
    ...statementTriggers('report_values', VALUES_TRIGGERS),
    ...statementTriggers('financial_reports', REPORTS_TRIGGERS),
    ...statementTriggers('report_lines', rebuildOn('lines')),
    ...statementTriggers('multiplier_definitions', rebuildOn('formulas')),
  ],
  fill: `insert into report_period_checks (${COLUMNS}) ${periodChecksOf()}`,
  rebuilding: 'judging the statements per report period for the data doctor',
};

/** Puts the triggers in place and the table in step with the statements (derived-tables.ts). */
export const installReportPeriodChecks = (
  db: Db,
  onRebuild?: (message: string) => void,
  force = false,
) => installDerivedTable(db, REPORT_PERIOD_CHECKS, onRebuild, force);
