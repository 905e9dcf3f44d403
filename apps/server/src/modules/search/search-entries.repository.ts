import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { inTransaction, type Executor, type Tx } from '../../db/transaction';
import { bondActivitySql } from '../../lib/bond-life';
import {
  FOLD_FROM,
  FOLD_TO,
  LAYOUT_FROM,
  LAYOUT_TO,
  SPACES_FROM,
  SPACES_TO,
  TRANSLIT_FROM,
  TRANSLIT_MULTI,
  TRANSLIT_TO,
} from './search-text';

/*
 * Builds search_entries from the data: one INSERT ... SELECT per entity type, every text
 * normalised by the same character tables the query side uses (search-text.ts); then
 * search_stems from those rows. A marker row ('_built', 0, data version) says which data
 * version the rows were built from.
 */

export const MARKER_TYPE = '_built';
/** Any number: one builder at a time across processes (a transaction-scoped advisory lock). */
const BUILD_LOCK = 1_647_016;

const BOND_ACTIVITY = bondActivitySql('e');

/**
 * normalise() of search-text.ts in SQL: fold, collapse spaces, trim. lower() under "C.utf8"
 * folds by each character's simple case mapping whatever the database's locale; without that
 * collation, one translate() table does the same, slowly.
 */
let folded = (text: SQL) =>
  sql`translate(lower(${text} collate "C.utf8"), ${SPACES_FROM}::text, ${SPACES_TO}::text)`;
const norm = (text: SQL) => sql`btrim(regexp_replace(${folded(text)}, ' +', ' ', 'g'), ' ')`;

async function chooseFolding(tx: Tx): Promise<void> {
  const [row] = rowsOf<{ ok: boolean }>(
    await tx.execute(
      sql`select exists (select 1 from pg_collation where collname = 'C.utf8') as ok`,
    ),
  );
  if (!row?.ok)
    folded = (text: SQL) => sql`translate(${text}, ${FOLD_FROM}::text, ${FOLD_TO}::text)`;
}
/** switchLayout() of a normalised text. */
const layout = (normalised: SQL) =>
  sql`translate(${normalised}, ${LAYOUT_FROM}::text, ${LAYOUT_TO}::text)`;
/** transliterate() of a normalised text. */
const translit = (normalised: SQL) => {
  const spelled = TRANSLIT_MULTI.reduce(
    (inner, [from, to]) => sql`replace(${inner}, ${from}::text, ${to}::text)`,
    normalised,
  );
  return sql`translate(${spelled}, ${TRANSLIT_FROM}::text, ${TRANSLIT_TO}::text)`;
};

/** A set of names (a localized jsonb column of alias `b`) as (text, language) rows. */
const names = (column: string) =>
  sql.raw(`cross join lateral jsonb_each_text(b.${column}) as n(lang, txt)`);

/**
 * The rows of one entity type: `base` yields (id, act, names...) as alias b, each source a
 * SELECT of (entity_id, term, field, prio, act); an entity keeps one row per distinct term
 * (the lowest prio's field).
 */
async function insertEntries(tx: Tx, type: string, sources: SQL[]): Promise<void> {
  // Stored in term order: the rows a prefix query reads lie together on a few pages instead
  // of one page each (38 buffers instead of 1,136 for a frequent prefix at 500,000 bonds).
  await tx.execute(sql`
    insert into search_entries (entity_type, entity_id, term, field, activity)
    select ${type}::text, entity_id, term, field, act
    from (select distinct on (entity_id, term) entity_id, term, field, act
          from (${sql.join(sources, sql` union all `)}) as src
          where term <> '' and term is not null
          order by entity_id, term, prio) as rows
    order by term collate "C"`);
}

/** The usual name rows of an entity: every language, plus layout (rus, eng) and Latin forms. */
function nameSources(base: SQL, column = 'names', prio = 0): SQL[] {
  const n = norm(sql.raw('n.txt'));
  return [
    sql`select b.id as entity_id, ${n} as term, 'name'::text as field, ${prio}::int as prio, b.act::int as act from (${base}) as b ${names(column)}`,
    sql`select b.id, ${layout(n)}, 'layout', 5, b.act from (${base}) as b ${names(column)} where n.lang in ('rus', 'eng')`,
    sql`select b.id, ${translit(n)}, 'translit', 6, b.act from (${base}) as b ${names(column)} where n.lang in ('rus', 'ukr')`,
  ];
}

const codeSource = (base: SQL, column: string, field: string, prio: number) =>
  sql`select b.id, ${norm(sql.raw(`b.${column}`))}, ${field}::text, ${prio}::int, b.act from (${base}) as b where ${sql.raw(`b.${column}`)} is not null`;

/**
 * Which entities a build writes: all (a whole build), or those of its type the marks read name
 * (search_marks_read, an incremental build).
 */
type Scope = 'all' | 'marked';
const inScope = (scope: Scope, type: string, id: string) =>
  scope === 'all'
    ? sql`true`
    : sql`${sql.raw(id)} in (select entity_id from search_marks_read where entity_type = ${type})`;

async function buildBonds(tx: Tx, scope: Scope) {
  const base = sql`select e.id, e.names, e.isin, e.secid, e.registration_number, e.emitent_id,
      ${BOND_ACTIVITY} as act
    from emissions e where ${inScope(scope, 'bonds', 'e.id')}`;
  await insertEntries(tx, 'bonds', [
    ...nameSources(base),
    codeSource(base, 'isin', 'isin', 1),
    codeSource(base, 'secid', 'ticker', 2),
    codeSource(base, 'registration_number', 'regnum', 3),
    sql`select b.id, ${norm(sql.raw('n.txt'))}, 'issuer', 4, b.act from (${base}) as b
      join emitents m on m.id = b.emitent_id cross join lateral jsonb_each_text(m.names) as n(lang, txt)`,
  ]);
}

async function buildCompanies(tx: Tx, scope: Scope) {
  // An issuer is defaulted with any defaulted bond, live with any live one, else ended.
  const base = sql`select m.id, m.names, m.full_names, m.registry_code,
      coalesce((select case when bool_or(a.act = 2) then 2 when bool_or(a.act = 0) then 0 else 1 end
                from (select ${BOND_ACTIVITY} as act from emissions e where e.emitent_id = m.id) a),
               0) as act
    from emitents m where ${inScope(scope, 'companies', 'm.id')}`;
  await insertEntries(tx, 'companies', [
    ...nameSources(base),
    ...nameSources(base, 'full_names', 0),
    codeSource(base, 'registry_code', 'regnum', 3),
  ]);
}

async function buildEquities(tx: Tx, scope: Scope, kind: 'stock' | 'etf', type: 'stocks' | 'etf') {
  const base = sql`select q.id, q.names, q.ticker, q.isin, 0 as act from equities q
    where q.kind = ${kind} and ${inScope(scope, type, 'q.id')}`;
  await insertEntries(tx, type, [
    ...nameSources(base),
    codeSource(base, 'isin', 'isin', 1),
    codeSource(base, 'ticker', 'ticker', 2),
  ]);
}

async function buildIndexes(tx: Tx, scope: Scope) {
  const base = sql`select i.id, i.names, i.code, 0 as act from indexes i
    where ${inScope(scope, 'indexes', 'i.id')}`;
  await insertEntries(tx, 'indexes', [...nameSources(base), codeSource(base, 'code', 'ticker', 2)]);
}

/**
 * search_stems from search_entries: each text without its words that hold a digit (the
 * entries' stored `stem`), per type, with its entities (most active first, then by id; as many
 * as the search page can list). An incremental build makes again only the stems its entities
 * had or have (search_stems_touched), each from all its entries (the stem index).
 */
async function buildStems(tx: Tx, scope: Scope) {
  const cap = SEARCH_TOTAL_CAP + 1;
  const touched =
    scope === 'all'
      ? sql`true`
      : sql`(entity_type, stem) in (select entity_type, stem from search_stems_touched)`;
  if (scope === 'marked')
    await tx.execute(sql`delete from search_stems s using
      (select distinct entity_type, stem from search_stems_touched) t
      where s.entity_type = t.entity_type and s.stem = t.stem`);
  await tx.execute(sql`
    insert into search_stems (entity_type, stem, field, entity_ids, activities)
    select entity_type, stem, (array_agg(field order by field <> 'name', field))[1],
      (array_agg(entity_id order by activity, entity_id))[1:${sql.raw(String(cap))}],
      (array_agg(activity order by activity, entity_id))[1:${sql.raw(String(cap))}]
    from (select distinct on (entity_type, stem, entity_id) entity_type, stem, entity_id, activity, field
          from search_entries
          where entity_type <> ${MARKER_TYPE} and stem <> '' and ${touched}
          order by entity_type, stem, entity_id, field <> 'name', field) as d
    group by entity_type, stem`);
}

/** The stems the marked entities' rows have now (before their delete, and after the insert). */
const noteTouchedStems = (tx: Tx) =>
  tx.execute(sql`insert into search_stems_touched (entity_type, stem)
    select distinct s.entity_type, s.stem from search_entries s
      join search_marks_read r on r.entity_type = s.entity_type and r.entity_id = s.entity_id
    where s.stem <> ''`);

export type BuildProgress = (done: number, total: number, step: string) => void;

/**
 * Brings the rows in step with the data in one transaction (readers keep the old rows until
 * it commits): the entities the marks name (db/search-marks.ts) and the stems they share, or
 * every row when nothing was built yet or the marks name a quarter of all there is. Returns
 * the data version built for, or null when another process holds the build lock.
 */
export async function buildSearchEntries(
  db: Db,
  progress: BuildProgress = () => undefined,
): Promise<number | null> {
  return inTransaction(db, async (tx) => {
    const locked = rowsOf<{ ok: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${BUILD_LOCK}) as ok`),
    );
    if (!locked[0]?.ok) return null;
    await chooseFolding(tx);
    const version = await currentDataVersion(tx);
    const scope = await readMarks(tx);
    let first = false;
    const steps: [string, () => Promise<unknown>][] = [
      [
        'clear',
        async () => {
          if (scope === 'all') first = await clear(tx);
          else await clearMarked(tx);
        },
      ],
      ['bonds', () => buildBonds(tx, scope)],
      ['companies', () => buildCompanies(tx, scope)],
      ['stocks', () => buildEquities(tx, scope, 'stock', 'stocks')],
      ['etf', () => buildEquities(tx, scope, 'etf', 'etf')],
      ['indexes', () => buildIndexes(tx, scope)],
      [
        'stems',
        async () => {
          if (scope === 'marked') await noteTouchedStems(tx);
          await buildStems(tx, scope);
        },
      ],
      [
        'marker',
        async () => {
          await tx.execute(sql`delete from search_entries where entity_type = ${MARKER_TYPE}`);
          await tx.execute(sql`insert into search_entries (entity_type, entity_id, term, field, activity)
            values (${MARKER_TYPE}, 0, ${String(version)}, 'marker', 0)`);
          // Only the marks read: an entity marked again meanwhile keeps its newer mark.
          await tx.execute(sql`delete from search_marks m using search_marks_read r
            where m.entity_type = r.entity_type and m.entity_id = r.entity_id and m.mark = r.mark`);
        },
      ],
      [
        'indexes',
        async () => {
          if (first) for (const create of INDEXES) await tx.execute(create);
        },
      ],
      [
        'analyze',
        async () => {
          if (scope === 'marked') return; // a few rows changed: autovacuum's analyze suffices
          await tx.execute(sql`analyze search_entries`);
          await tx.execute(sql`analyze search_stems`);
        },
      ],
    ];
    for (const [i, [step, run]] of steps.entries()) {
      progress(i, steps.length, step);
      await run();
    }
    progress(steps.length, steps.length, 'done');
    return version;
  });
}

/**
 * Reads the marks of the entities out of step into search_marks_read (dropped at commit), and
 * answers what the build writes: the marked entities, or all when nothing was built yet or the
 * marks name a quarter of the bonds and issuers (one whole build is then the quicker).
 */
async function readMarks(tx: Tx): Promise<Scope> {
  await tx.execute(sql`create temporary table search_marks_read on commit drop as
    select entity_type, entity_id, mark from search_marks`);
  await tx.execute(sql`create temporary table search_stems_touched (entity_type text, stem text)
    on commit drop`);
  // Its size known to the planner: a few marks are read through the entries' entity index.
  await tx.execute(sql`analyze search_marks_read`);
  const [row] = rowsOf<{ marked: number; total: number }>(
    await tx.execute(sql`select (select count(*)::int from search_marks_read) as marked,
      (select count(*)::int from emissions) + (select count(*)::int from emitents) as total`),
  );
  if ((await builtVersion(tx)) === null) return 'all';
  return row && row.marked * 4 > row.total ? 'all' : 'marked';
}

/**
 * An incremental build's first step: the marked entities' rows go, their stems noted: those of
 * their rows, and those that list them (a stem kept while its rows were lost still goes).
 */
async function clearMarked(tx: Tx): Promise<void> {
  await noteTouchedStems(tx);
  await tx.execute(sql`insert into search_stems_touched (entity_type, stem)
    select s.entity_type, s.stem from search_stems s
      join (select entity_type, array_agg(entity_id) as ids from search_marks_read group by 1) r
        on r.entity_type = s.entity_type
    where s.entity_ids && r.ids`);
  await tx.execute(sql`delete from search_entries s using search_marks_read r
    where s.entity_type = r.entity_type and s.entity_id = r.entity_id`);
}

/**
 * The term index of migration 0010 and the stem index of 0036, as they create them. A first
 * build drops them and creates them again after the load: one sort instead of millions of
 * insertions.
 */
const INDEXES = [
  sql`create index "search_entries_prefix_idx" on "search_entries" using btree ("entity_type", "term" text_pattern_ops)`,
  sql`create index "search_entries_stem_idx" on "search_entries" using btree ("entity_type", "stem")`,
];
const INDEX_NAMES = ['search_entries_prefix_idx', 'search_entries_stem_idx'];

/**
 * A first build truncates and loads without the term indexes (nobody reads an unbuilt table);
 * a rebuild deletes, so readers go on reading the old rows until it commits.
 */
async function clear(tx: Tx): Promise<boolean> {
  const first = (await builtVersion(tx)) === null;
  if (first) {
    await tx.execute(sql`truncate search_entries, search_stems`);
    await tx.execute(
      sql`drop index if exists ${sql.join(
        INDEX_NAMES.map((name) => sql.identifier(name)),
        sql`, `,
      )}`,
    );
  } else {
    await tx.execute(sql`delete from search_entries`);
    await tx.execute(sql`delete from search_stems`);
  }
  return first;
}

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function currentDataVersion(db: Executor): Promise<number> {
  const rows = rowsOf<{ version: string | number }>(
    await db.execute(sql`select version from data_version where id = 1`),
  );
  return Number(rows[0]?.version ?? 0);
}

async function builtVersion(db: Executor): Promise<number | null> {
  const rows = rowsOf<{ term: string }>(
    await db.execute(
      sql`select term from search_entries where entity_type = ${MARKER_TYPE} limit 1`,
    ),
  );
  return rows[0] ? Number(rows[0].term) : null;
}

/** The data version now and the one the entries were built for (null: never built). */
export async function readBuildState(
  db: Executor,
): Promise<{ dataVersion: number; builtFor: number | null }> {
  const rows = rowsOf<{ version: string | number | null; built: string | null }>(
    await db.execute(sql`select (select version from data_version where id = 1) as version,
      (select term from search_entries where entity_type = ${MARKER_TYPE} limit 1) as built`),
  );
  const row = rows[0];
  return {
    dataVersion: Number(row?.version ?? 0),
    builtFor: row?.built == null ? null : Number(row.built),
  };
}
