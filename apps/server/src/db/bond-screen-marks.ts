import {
  statementTriggers,
  triggerFunction,
  type DerivedTable,
  type TriggerSpec,
} from './derived-tables';

/**
 * bond_screen_dirty (schema/screen.ts): the bonds whose screener row is out of step with their
 * ticks, terms, cash flows or offers. Statement triggers on those tables add the bonds a write
 * touched, whoever writes (the generator's COPY, an import, a sync, a hand edit); the screen's
 * refresher (modules/screener/screen-refresh.ts) recomputes those and only those, so one day of
 * new ticks never recomputes history (docs/adr/0024-bond-screener.md).
 */

/** Each source and the column naming its bond. */
const SOURCES = [
  ['trading_ticks', 'emission_id'],
  ['emissions', 'id'],
  ['emission_offers', 'emission_id'],
  ['emission_cash_flows', 'emission_id'],
] as const;

const mark = (rows: string, column: string) =>
  `insert into bond_screen_dirty (emission_id)
    select distinct ${column} from ${rows}
    on conflict do nothing;`;

function definitions(): string[] {
  return SOURCES.flatMap(([table, column]) => {
    const triggers: TriggerSpec[] = [
      [
        `${table}_screen_on_insert`,
        'after insert',
        'referencing new table as new_rows',
        `${table}_screen_new`,
      ],
      [
        `${table}_screen_on_update`,
        'after update',
        'referencing new table as new_rows',
        `${table}_screen_new`,
      ],
      [
        `${table}_screen_on_delete`,
        'after delete',
        'referencing old table as old_rows',
        `${table}_screen_old`,
      ],
    ];
    return [
      triggerFunction(`${table}_screen_new`, mark('new_rows', column)),
      triggerFunction(`${table}_screen_old`, mark('old_rows', column)),
      ...statementTriggers(table, triggers),
    ];
  });
}

export const BOND_SCREEN_MARKS: DerivedTable = {
  table: 'bond_screen_dirty',
  marker: 'trading_ticks_screen_new()',
  sources: SOURCES.map(([table]) => table),
  definitions,
  // New rules: every bond is out of step until the refresher has seen it.
  fill: 'insert into bond_screen_dirty (emission_id) select id from emissions',
  rebuilding: "marking every bond for the screener's refresh",
};
