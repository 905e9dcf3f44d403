import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import type { Executor, Tx } from '../../db/transaction';
import { bondScreen, bondScreenState, emissions, emitents } from '../../db/schema/index';
import { readDataVersion } from '../../plugins/cached-answers.repository';
import {
  inIndexSql,
  issuerNameIn,
  nameIn,
  praamsScore,
  screenRows,
  shownDuration,
  shownGSpread,
  shownWorst,
  shownYield,
  shownZSpread,
  tradedDays,
} from './bond-list.repository';

/*
 * What the screen held in memory reads (bond-list-memory.ts), loaded in one snapshot with the
 * data version it is true for. Every value comes from the expressions the list's own SQL
 * filters and sorts by (bond-list.repository.ts), so the two readings cannot disagree.
 */

const day = (date: SQL | typeof emissions.maturityDate) => sql`(${date} - date '1970-01-01')`;
const flag = (value: SQL) => sql`coalesce(${value}, false)::int`;

/** The numbers, codes and flags of a bond, as numbers (null: none). */
const NUMBERS = {
  currency: sql`${emissions.currencyId}`,
  status: sql`${emissions.statusId}`,
  maturity: day(emissions.maturityDate),
  maturityYear: sql`extract(year from ${emissions.maturityDate})`,
  coupon: sql`${emissions.couponRate}`,
  volume: sql`${emissions.outstandingVolume}`,
  listing: sql`${emissions.listingLevel}`,
  amortizing: sql`${emissions.isAmortizing}::int`,
  subordinated: sql`${emissions.isSubordinated}::int`,
  emitent: sql`${emissions.emitentId}`,
  country: sql`${emitents.countryId}`,
  yield: shownYield,
  yieldToWorst: shownWorst,
  duration: shownDuration,
  gSpread: shownGSpread,
  zSpread: shownZSpread,
  currentYield: sql`${bondScreen.currentYield}`,
  praams: praamsScore,
  traded: tradedDays,
  rating: sql`${bondScreen.ratingRank}`,
  nextOffer: day(sql`${bondScreen.nextOfferDate}`),
  nextPut: day(sql`${bondScreen.nextPutDate}`),
  inIndex: flag(inIndexSql),
  lombard: flag(sql`${bondScreen.lombard}`),
  hasPut: flag(sql`${bondScreen.hasPut}`),
  hasCall: flag(sql`${bondScreen.hasCall}`),
} as const;
export type NumberColumn = keyof typeof NUMBERS;
export const NUMBER_COLUMNS = Object.keys(NUMBERS) as NumberColumn[];

/** The codes a filter names by text (each becomes a number in memory). */
const CODES = {
  kind: sql`${emissions.bondKind}`,
  couponType: sql`${emissions.couponType}`,
  offerType: sql`${bondScreen.nextOfferType}`,
  sector: sql`${emitents.sector}`,
} as const;
export type CodeColumn = keyof typeof CODES;
export const CODE_COLUMNS = Object.keys(CODES) as CodeColumn[];

/** Every value of a localized name (never its language keys), one separator apart. */
const nameValues = (names: SQL) =>
  sql`(select string_agg(distinct n.value, E'\\x01') from jsonb_each_text(${names}) n)`;

/** Rows read at a time: the page a loader holds, not the world. */
const BATCH = 50_000;

export interface ScreenRows {
  ids: number[];
  numbers: Record<NumberColumn, (number | null)[]>;
  codes: Record<CodeColumn, (string | null)[]>;
  /** The ISIN and the bond's names, what a text filter reads besides its issuer's names. */
  texts: string[];
}

/**
 * The screen's rows, all bonds (or, on a ground, the bonds priced there with that ground's
 * numbers: `screenRows`), in id order: one statement read through a cursor a batch at a time
 * (batches by id ranges were planned as a scan of every table per batch).
 */
async function readRows(tx: Executor, groundId: number | undefined): Promise<ScreenRows> {
  const out: ScreenRows = {
    ids: [],
    numbers: Object.fromEntries(
      NUMBER_COLUMNS.map((c) => [c, [] as (number | null)[]]),
    ) as ScreenRows['numbers'],
    codes: Object.fromEntries(
      CODE_COLUMNS.map((c) => [c, [] as (string | null)[]]),
    ) as ScreenRows['codes'],
    texts: [],
  };
  const fields = {
    id: sql<number>`${emissions.id}`.as('id'),
    text: sql<string>`concat_ws(E'\\x01', ${emissions.isin}, ${nameValues(sql`${emissions.names}`)})`.as(
      'text',
    ),
    ...Object.fromEntries(
      NUMBER_COLUMNS.map((c) => [c, sql<number | null>`(${NUMBERS[c]})::float8`.as(c)]),
    ),
    ...Object.fromEntries(CODE_COLUMNS.map((c) => [c, sql<string | null>`${CODES[c]}`.as(c)])),
  };
  const base = tx
    .select(fields)
    .from(emissions)
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId));
  const query = (
    groundId === undefined
      ? base.leftJoin(screenRows(undefined), eq(bondScreen.emissionId, emissions.id))
      : base.innerJoin(screenRows(groundId), eq(bondScreen.emissionId, emissions.id))
  ).orderBy(asc(emissions.id));
  // A cursor is planned for its first rows; these are all read.
  await tx.execute(sql`set local cursor_tuple_fraction = 1`);
  await tx.execute(sql`declare screen_rows no scroll cursor for ${query}`);
  for (;;) {
    const { rows: batch } = (await tx.execute(
      sql.raw(`fetch forward ${BATCH} from screen_rows`),
    )) as unknown as { rows: Record<string, unknown>[] };
    for (const row of batch) {
      out.ids.push(Number(row.id));
      out.texts.push(String(row.text ?? ''));
      for (const c of NUMBER_COLUMNS) out.numbers[c].push(row[c] === null ? null : Number(row[c]));
      for (const c of CODE_COLUMNS) out.codes[c].push((row[c] as string | null) ?? null);
    }
    if (batch.length < BATCH) break;
  }
  await tx.execute(sql`close screen_rows`);
  return out;
}

/** Runs `read` in one read-only snapshot with the data version it sees. */
async function inSnapshot<T>(
  db: Db,
  read: (tx: Tx) => Promise<T>,
): Promise<{ version: number; value: T }> {
  return db.transaction(
    async (tx) => ({ version: await readDataVersion(tx), value: await read(tx) }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export interface ScreenSnapshot {
  rows: ScreenRows;
  /** The screen's as-of date as a day number (offers within N days count from it). */
  asOfDay: number | null;
  /** Each issuer's names, what a text filter reads of it. */
  issuerTexts: Map<number, string>;
}

/** Every bond's screen row, the as-of date and the issuers' names, at one data version. */
export function loadScreen(db: Db) {
  return inSnapshot(db, async (tx): Promise<ScreenSnapshot> => {
    const [state] = await tx
      .select({ day: sql<number | null>`(${day(sql`${bondScreenState.asOf}`)})::int` })
      .from(bondScreenState);
    const issuers = await tx
      .select({ id: emitents.id, text: nameValues(sql`${emitents.names}`) })
      .from(emitents);
    return {
      rows: await readRows(tx, undefined),
      asOfDay: state?.day ?? null,
      issuerTexts: new Map(issuers.map((i) => [i.id, String(i.text ?? '')])),
    };
  });
}

/** The bonds priced on one ground, with that ground's numbers, at one data version. */
export const loadGroundScreen = (db: Db, groundId: number) =>
  inSnapshot(db, (tx) => readRows(tx, groundId));

/**
 * Each bond's place when the list sorts by name in `lang`, or groups by its issuer's name
 * (equal names one place): the database's own collation decides, as in the list's SQL.
 */
export function loadNameRanks(db: Db, lang: Language) {
  return inSnapshot(db, async (tx) => {
    const rows = await tx
      .select({
        id: emissions.id,
        name: sql<number>`(dense_rank() over (order by ${nameIn(lang)}))::int`,
        issuer: sql<number>`(dense_rank() over (order by ${issuerNameIn(lang)}))::int`,
      })
      .from(emissions)
      .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
      .orderBy(asc(emissions.id));
    return rows.map((r) => ({ id: r.id, name: Number(r.name), issuer: Number(r.issuer) }));
  });
}
