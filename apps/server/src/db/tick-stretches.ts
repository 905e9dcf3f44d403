import type { SQL } from 'drizzle-orm';
import {
  durationReachSql,
  durReachSql,
  durToRule,
  storedSpreadSql,
  tickYields,
  trusted,
} from '../lib/tick-rules';
import type { Db } from './client';
import {
  installDerivedTable,
  sqlText,
  statementTriggers,
  triggerFunction,
  type DerivedTable,
  type TriggerSpec,
} from './derived-tables';

/**
 * tick_stretches (schema/trading.ts): the trading ticks summed per (bond, T-spread benchmark
 * named), kept by statement triggers on trading_ticks so that every writer (the generator's
 * COPY, an import, a sync, a hand edit) keeps it without knowing of it. The data doctor reads
 * these ~2 rows a bond instead of ~80 ticks a bond a year: at 500,000 bonds, 1.8 M rows for
 * 38.5 M ticks.
 *
 * What is summed follows lib/tick-rules.ts, so the trigger functions are written from it here,
 * not frozen in a migration: `installTickStretches` (run after the migrations) replaces them and
 * rebuilds the table from the ticks when the rules' text changed (a fingerprint in the
 * function's comment), once, under a lock that keeps writers and other instances out.
 */

const text = (expression: SQL) => sqlText(expression);

/** A stretch's key: the bond and the benchmark named ('' for none). */
const KEY = `t.emission_id, coalesce(t.t_spread_benchmark, '')`;

/** The counts of the ticks `t` of a stretch (ticks, spread_ticks, yields, dur_to). */
function counts(sign = ''): string[] {
  const spread = text(storedSpreadSql);
  return [
    `${sign}count(*)`,
    `${sign}count(*) filter (where ${spread})`,
    `${sign}count(*) filter (where ${text(tickYields.cheap)} and ${text(tickYields.any)})`,
    `${sign}count(*) filter (where ${text(durToRule)})`,
  ];
}

/** The extremes of the ticks `t` of a stretch (first_day ... duration_reach). */
function extremes(): string[] {
  const spread = text(storedSpreadSql);
  return [
    'min(t.date)',
    'max(t.date)',
    `min(t.date) filter (where ${spread})`,
    `max(t.date) filter (where ${spread})`,
    `max(${text(durReachSql)}) filter (where ${text(trusted('dur'))})`,
    `max(${text(durationReachSql)}) filter (where ${text(trusted('duration'))})`,
  ];
}

/** tick_stretches' columns, in the order stretchesOf selects them. */
export const COLUMNS = `emission_id, benchmark, ticks, spread_ticks, yields, dur_to, first_day,
  last_day, first_spread, last_spread, dur_reach, duration_reach`;
const COUNTS = ['ticks', 'spread_ticks', 'yields', 'dur_to'];
const EXTREMES = [
  'first_day',
  'last_day',
  'first_spread',
  'last_spread',
  'dur_reach',
  'duration_reach',
];

/** The per-stretch sums over the ticks `t` of a source (a table or a transition table). */
export function stretchesOf(source: string, where = ''): string {
  return `select ${KEY}, ${[...counts(), ...extremes()].join(', ')}
    from ${source} t ${where}
    group by 1, 2`;
}

/**
 * New ticks add to their stretches: counts add up, extremes widen (least/greatest skip nulls,
 * and taking one twice changes nothing).
 */
function addBody(): string {
  const widen = (c: string) => (c.startsWith('first') ? 'least' : 'greatest');
  return `insert into tick_stretches as s (${COLUMNS})
    ${stretchesOf('new_ticks')}
    on conflict (emission_id, benchmark) do update set
      ${[
        ...COUNTS.map((c) => `${c} = s.${c} + excluded.${c}`),
        ...EXTREMES.map((c) => `${c} = ${widen(c)}(s.${c}, excluded.${c})`),
      ].join(',\n      ')};`;
}

/**
 * Changed or deleted ticks (`gone`: the old rows; `came`: the new rows of an update). Counts
 * move by the difference; an extreme cannot be taken back, so the touched stretches' extremes
 * are read again from their ticks (by the ticks' key, whose first column is the bond). Not
 * summed again whole: an upsert fires this and the insert's trigger for one statement, in
 * either order, and its inserted ticks must be counted once (extremes may be taken twice).
 */
function redoBody(gone: string, came?: string): string {
  const delta = [
    ...(came ? [`select ${KEY}, ${counts().join(', ')} from ${came} t group by 1, 2`] : []),
    `select ${KEY}, ${counts('-').join(', ')} from ${gone} t group by 1, 2`,
  ].join('\n      union all\n      ');
  return `with delta (emission_id, benchmark, ${COUNTS.join(', ')}) as (
      select emission_id, benchmark, ${COUNTS.map((c) => `sum(${c})`).join(', ')}
      from (${delta}) d (emission_id, benchmark, ${COUNTS.join(', ')})
      group by 1, 2
    ),
    now (emission_id, benchmark, ${EXTREMES.join(', ')}) as (
      select ${KEY}, ${extremes().join(', ')}
      from trading_ticks t
      where t.emission_id in (select emission_id from delta)
      group by 1, 2
    )
    insert into tick_stretches as s (${COLUMNS})
    select d.emission_id, d.benchmark, ${COUNTS.map((c) => `d.${c}`).join(', ')},
      ${EXTREMES.map((c) => `n.${c}`).join(', ')}
    from delta d left join now n using (emission_id, benchmark)
    on conflict (emission_id, benchmark) do update set
      ${[
        ...COUNTS.map((c) => `${c} = s.${c} + excluded.${c}`),
        ...EXTREMES.map((c) => `${c} = excluded.${c}`),
      ].join(',\n      ')};
    delete from tick_stretches s where s.ticks <= 0
      and s.emission_id in (select emission_id from ${gone});`;
}

/** The trigger functions, a statement each. */
function functions(): string[] {
  return [
    triggerFunction('tick_stretches_add', addBody()),
    triggerFunction('tick_stretches_redo_deleted', redoBody('old_ticks')),
    triggerFunction('tick_stretches_redo_updated', redoBody('old_ticks', 'new_ticks')),
    triggerFunction('tick_stretches_clear', 'truncate tick_stretches;'),
  ];
}

const TRIGGERS: readonly TriggerSpec[] = [
  [
    'tick_stretches_on_insert',
    'after insert',
    'referencing new table as new_ticks',
    'tick_stretches_add',
  ],
  [
    'tick_stretches_on_delete',
    'after delete',
    'referencing old table as old_ticks',
    'tick_stretches_redo_deleted',
  ],
  [
    'tick_stretches_on_update',
    'after update',
    'referencing old table as old_ticks new table as new_ticks',
    'tick_stretches_redo_updated',
  ],
  ['tick_stretches_on_truncate', 'after truncate', '', 'tick_stretches_clear'],
];

export const TICK_STRETCHES: DerivedTable = {
  table: 'tick_stretches',
  marker: 'tick_stretches_add()',
  sources: ['trading_ticks'],
  definitions: () => [...functions(), ...statementTriggers('trading_ticks', TRIGGERS)],
  fill: `insert into tick_stretches (${COLUMNS}) ${stretchesOf('trading_ticks')}`,
  rebuilding: 'summing the trading ticks per bond and benchmark for the data doctor',
};

/**
 * Puts the triggers in place and the table in step with the ticks (db/derived-tables.ts); a
 * rebuild reads every tick once: about a minute at 500,000 bonds.
 */
export const installTickStretches = (
  db: Db,
  onRebuild?: (message: string) => void,
  force = false,
) => installDerivedTable(db, TICK_STRETCHES, onRebuild, force);
