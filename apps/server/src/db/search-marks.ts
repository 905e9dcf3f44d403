import { bondActivitySql } from '../lib/bond-life';
import {
  sqlText,
  statementTriggers,
  triggerFunction,
  type DerivedTable,
  type TriggerSpec,
} from './derived-tables';

/*
 * search_marks (schema/search.ts): the entities whose site-search rows are out of step with
 * the data, kept by statement triggers like the screener's and the doctor's marks, so every
 * writer (the generator's COPY, an import, a sync, a hand edit) marks what it touched without
 * knowing of the search. The search build (modules/search/search-entries.repository.ts)
 * rewrites only those entities' rows and the stems they share.
 */

/** Each source: the columns its search rows are made of, and the marks a row of it gives. */
interface Source {
  table: string;
  /** What its search rows read, compared old against new on an update. */
  columns: string;
  /** (entity_type, entity_id) rows marked for the rows of `rows` (a transition table). */
  marks(rows: string): string;
  /** What an update marks besides (`changed`: its rows whose columns changed, old and new). */
  alsoOnUpdate?: string;
}

const EQUITY_TYPE = `case kind when 'stock' then 'stocks' else 'etf' end`;

const SOURCES: Source[] = [
  {
    // A bond's names, codes and issuer, and its activity (live, ended, defaulted) on its as-of
    // day: a daily sync that moves every traded bond's as-of marks only those whose activity
    // changed. Its issuer too: a company's activity is its bonds'.
    table: 'emissions',
    columns: `id, emitent_id, names, isin, secid, registration_number, ${sqlText(bondActivitySql('r'))} as act`,
    marks: (rows) => `select 'bonds', id from ${rows}
      union select 'companies', emitent_id from ${rows} where emitent_id is not null`,
  },
  {
    // A bond's rows hold its issuer's names: renaming an issuer marks its bonds.
    table: 'emitents',
    columns: 'id, names, full_names, registry_code',
    marks: (rows) => `select 'companies', id from ${rows}`,
    alsoOnUpdate: `select 'bonds', e.id from emissions e where e.emitent_id in
      (select id from (select id, names from new_rows except select id, names from old_rows) r)`,
  },
  {
    table: 'equities',
    columns: 'id, kind, names, ticker, isin',
    marks: (rows) => `select ${EQUITY_TYPE}, id from ${rows} where kind in ('stock', 'etf')`,
  },
  {
    table: 'indexes',
    columns: 'id, names, code',
    marks: (rows) => `select 'indexes', id from ${rows}`,
  },
];

/**
 * Each entity once (an update's changed rows name it old and new). Re-marking takes a new
 * number: the build's delete spares a mark newer than it read.
 */
const insertMarks = (select: string) => `insert into search_marks (entity_type, entity_id)
    select distinct entity_type, entity_id from (${select}) as m (entity_type, entity_id)
    on conflict (entity_type, entity_id) do update set mark = excluded.mark;`;

/**
 * An update marks the rows whose search columns changed, set against set (a join of the two
 * transition tables can be planned as a nested loop): the new rows not among the old, and the
 * old not among the new.
 */
const onUpdate = (source: Source) => {
  const projected = (rows: string) => `select ${source.columns} from ${rows} r`;
  const changed = `((${projected('new_rows')} except ${projected('old_rows')})
    union all (${projected('old_rows')} except ${projected('new_rows')}))`;
  const marks = source.marks('changed');
  return `with changed as ${changed}
    ${insertMarks(source.alsoOnUpdate ? `${marks} union ${source.alsoOnUpdate}` : marks)}`;
};

function triggersOf(source: Source): string[] {
  const { table } = source;
  const specs: TriggerSpec[] = [
    [
      `${table}_search_on_insert`,
      'after insert',
      'referencing new table as new_rows',
      `${table}_search_new`,
    ],
    [
      `${table}_search_on_update`,
      'after update',
      'referencing old table as old_rows new table as new_rows',
      `${table}_search_changed`,
    ],
    [
      `${table}_search_on_delete`,
      'after delete',
      'referencing old table as old_rows',
      `${table}_search_old`,
    ],
  ];
  return [
    triggerFunction(`${table}_search_new`, insertMarks(source.marks('new_rows'))),
    triggerFunction(`${table}_search_old`, insertMarks(source.marks('old_rows'))),
    triggerFunction(`${table}_search_changed`, onUpdate(source)),
    ...statementTriggers(table, specs),
  ];
}

export const SEARCH_MARKS: DerivedTable = {
  table: 'search_marks',
  marker: 'emissions_search_new()',
  sources: SOURCES.map((s) => s.table),
  definitions: () => SOURCES.flatMap(triggersOf),
  // New rules: every entity is out of step (the next build rewrites them all, as one rebuild).
  fill: insertMarks(SOURCES.map((s) => s.marks(s.table)).join('\n    union ')),
  rebuilding: "marking every entity for the site search's next build",
};
