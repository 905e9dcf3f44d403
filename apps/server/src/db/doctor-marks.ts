import {
  statementTriggers,
  triggerFunction,
  type DerivedTable,
  type TriggerSpec,
} from './derived-tables';

/**
 * What the data doctor must judge again (schema/doctor.ts), kept by statement triggers like
 * the screener's marks (db/bond-screen-marks.ts), so every writer (a sync, an import, the
 * generator's COPY, a hand edit) marks what it touched without knowing of the doctor:
 * - doctor_bond_marks: the bonds whose own row, ticks, cash flows, offers or participant quotes
 *   a write touched (inserted, updated or deleted). The checks judged per bond (life, cash
 *   flows, ticks and their stretches, quotes) read only those in an incremental run.
 * - doctor_table_marks: the tables a write touched, for the checks that read tables whole (the
 *   issuers' statements, relations, references): such a check runs again only when one of the
 *   tables it reads was written since.
 * A bond or table marked again gets a new `mark`, so the doctor removes only the marks it read.
 */

/** The tables whose rows name bonds, for doctor_bond_marks. */
const BOND_SOURCES = [
  'emissions',
  'trading_ticks',
  'emission_cash_flows',
  'emission_offers',
  'participant_quotes',
] as const;

/**
 * The tables the doctor's whole-table checks read (data/doctor/registry.ts, each check's
 * `reads`): a check reading a table not listed here is run on every incremental run.
 */
export const DOCTOR_MARKED_TABLES = [
  'emissions',
  'trading_ticks',
  'emission_offers',
  'emitents',
  'emitent_relations',
  'financial_reports',
  'report_values',
  'report_lines',
  'multiplier_definitions',
  'multiplier_values',
  'equities',
  'equity_prices',
  'bond_facts',
  'rating_actions',
  'rating_scale_points',
  'documents',
  'index_constituents',
  'consensus_forecasts',
  'report_files',
] as const;

/** Re-marking takes a new number: the doctor's delete spares a mark newer than it read. */
const markBonds = (rows: string, column: string) => `insert into doctor_bond_marks (emission_id)
    select distinct ${column} from ${rows} where ${column} is not null
    on conflict (emission_id) do update set mark = excluded.mark;`;

const bondTriggers = (table: string) => {
  const column = table === 'emissions' ? 'id' : 'emission_id';
  const specs: TriggerSpec[] = [
    [
      `${table}_doctor_on_insert`,
      'after insert',
      'referencing new table as new_rows',
      `${table}_doctor_new`,
    ],
    [
      `${table}_doctor_on_update`,
      'after update',
      'referencing new table as new_rows',
      `${table}_doctor_new`,
    ],
    [
      `${table}_doctor_on_delete`,
      'after delete',
      'referencing old table as old_rows',
      `${table}_doctor_old`,
    ],
  ];
  return [
    triggerFunction(`${table}_doctor_new`, markBonds('new_rows', column)),
    triggerFunction(`${table}_doctor_old`, markBonds('old_rows', column)),
    ...statementTriggers(table, specs),
  ];
};

export const DOCTOR_BOND_MARKS: DerivedTable = {
  table: 'doctor_bond_marks',
  marker: 'emissions_doctor_new()',
  sources: BOND_SOURCES,
  definitions: () => BOND_SOURCES.flatMap(bondTriggers),
  // New rules: every bond is judged again by the next run.
  fill: 'insert into doctor_bond_marks (emission_id) select id from emissions',
  rebuilding: "marking every bond for the data doctor's next run",
};

const markTable = `insert into doctor_table_marks (table_name) values (TG_TABLE_NAME)
    on conflict (table_name) do update set mark = excluded.mark;`;

/**
 * A bond's as-of moves with each priced day (importers/ticks.ts advanceAsOf): no whole-table
 * check reads it for more than the day a bond is judged on, and the bonds moved are marked
 * for the per-bond checks. An update of emissions that changes nothing else leaves the table
 * unmarked, so a daily sync does not run the statements' and references' checks again.
 */
// Set against set (a join inside EXISTS was planned as a nested loop: 80 s for 9,000 rows).
const markEmissionsChanged = `if exists (select to_jsonb(n) - 'as_of' from new_rows n
      except all select to_jsonb(o) - 'as_of' from old_rows o) then
    ${markTable}
  end if;`;

export const DOCTOR_TABLE_MARKS: DerivedTable = {
  table: 'doctor_table_marks',
  marker: 'doctor_table_written()',
  sources: DOCTOR_MARKED_TABLES,
  definitions: () => [
    triggerFunction('doctor_table_written', markTable),
    triggerFunction('doctor_emissions_changed', markEmissionsChanged),
    ...DOCTOR_MARKED_TABLES.flatMap((table) =>
      statementTriggers(table, [
        ...(table === 'emissions'
          ? ([
              [`${table}_doctor_written`, 'after insert or delete', '', 'doctor_table_written'],
              [
                `${table}_doctor_changed`,
                'after update',
                'referencing old table as old_rows new table as new_rows',
                'doctor_emissions_changed',
              ],
            ] as const)
          : ([
              [
                `${table}_doctor_written`,
                'after insert or update or delete',
                '',
                'doctor_table_written',
              ],
            ] as const)),
        [`${table}_doctor_truncated`, 'after truncate', '', 'doctor_table_written'],
      ]),
    ),
  ],
  fill: `insert into doctor_table_marks (table_name)
    select unnest(array[${DOCTOR_MARKED_TABLES.map((t) => `'${t}'`).join(', ')}])`,
  rebuilding: "marking every table for the data doctor's next run",
};
