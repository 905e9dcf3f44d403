import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { BondListGroup, BondListSort, Language, LocalizedText } from '@bondsight/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/transaction';
import {
  bondScreen,
  bondScreenGrounds,
  bondScreenState,
  countries,
  currencies,
  emissions,
  emitents,
  indexConstituents,
  tradingGrounds,
} from '../../db/schema/index';
import { DURATION_SPREAD_YIELD_MAX, YIELD_SHOWN_MAX } from '../../lib/display-rules';
import { lit } from '../../lib/sql-number';

/** The list's filter in database terms (the service resolves codes and groups to ids). */
export interface BondListWhere {
  currencyId?: number | undefined;
  statusIds?: readonly number[] | undefined;
  bondKind?: string | undefined;
  maturityFrom?: string | undefined;
  maturityTo?: string | undefined;
  couponType?: string | undefined;
  yieldMin?: number | undefined;
  yieldMax?: number | undefined;
  durationMin?: number | undefined;
  durationMax?: number | undefined;
  gSpreadMin?: number | undefined;
  gSpreadMax?: number | undefined;
  zSpreadMin?: number | undefined;
  zSpreadMax?: number | undefined;
  praamsMin?: number | undefined;
  praamsMax?: number | undefined;
  tradedDaysMin?: number | undefined;
  offerWithinDays?: number | undefined;
  noPutWithinDays?: number | undefined;
  offerType?: string | undefined;
  countryId?: number | undefined;
  sector?: string | undefined;
  listingLevel?: number | undefined;
  amortizing?: boolean | undefined;
  subordinated?: boolean | undefined;
  inIndex?: boolean | undefined;
  text?: string | undefined;
  /** Rating notches: at least (rank at most) and at most (rank at least). */
  ratingRankMax?: number | undefined;
  ratingRankMin?: number | undefined;
  groundId?: number | undefined;
  lombard?: boolean | undefined;
  hasPut?: boolean | undefined;
  hasCall?: boolean | undefined;
}

/** The main row's columns a ground row replaces (its price, yields, risk and liquidity). */
const GROUND_COLUMNS = new Set(
  Object.values(getTableColumns(bondScreenGrounds))
    .map((c) => c.name)
    .filter((name) => name !== 'emission_id' && name !== 'ground_id'),
);

/**
 * The screener's rows a screen reads, under the main table's name so that every expression
 * below reads either: without a ground the main rows (`bond_screen`); with one, each bond's
 * row on that ground (`bond_screen_grounds`) in the main rows' shape, its price, yields, risk,
 * days traded and bid–ask spread the ground's own, the rest (terms, rating, offers, praams) the
 * main row's. A bond never priced on that ground has no row: the ground's filter drops it.
 * The planner flattens the subquery into a join, so a screen on one ground starts from the
 * ground's indexes.
 */
export function screenRows(groundId: number | Placeholder | undefined): SQL {
  if (groundId === undefined) return sql`${bondScreen}`;
  const columns = Object.values(getTableColumns(bondScreen)).map((c) =>
    c.name === 'trading_ground_id'
      ? 'g.ground_id as trading_ground_id'
      : GROUND_COLUMNS.has(c.name)
        ? `g.${c.name}`
        : `s.${c.name}`,
  );
  return sql`(select ${sql.raw(columns.join(', '))}
    from ${bondScreen} s join ${bondScreenGrounds} g on g.emission_id = s.emission_id
    where g.ground_id = ${groundId}) as ${bondScreen}`;
}

/**
 * A column of the screener's rows as a selected field: through `sql`, since drizzle checks a
 * selected column's table is joined by name, and `screenRows` joins an expression.
 */
export const screenColumn = <T>(column: { _: { data: T; notNull: boolean } }) =>
  sql<T | null>`${column}`;

/**
 * The screener's numbers as the list shows them (bond_screen, docs/adr/0024-bond-screener.md),
 * the spec's display rules applied before any filter or sort sees them: a yield above 2000 %
 * is blank, and so are duration and spread above a 20 % yield. A filter never matches what a
 * reader cannot see.
 */
const shown = (y: typeof bondScreen.ytm) =>
  sql<number | null>`case when ${y} <= ${lit(YIELD_SHOWN_MAX)} then ${y} end`;
export const shownYield = shown(bondScreen.screenYield);
export const shownWorst = shown(bondScreen.yieldToWorst);
const meaningful = sql`(${bondScreen.ytm} is null or ${bondScreen.ytm} <= ${lit(DURATION_SPREAD_YIELD_MAX)})`;
export const shownDuration = sql<
  number | null
>`case when ${meaningful} then ${bondScreen.modifiedDuration} end`;
export const shownGSpread = sql<
  number | null
>`case when ${meaningful} then ${bondScreen.gSpread} end`;
export const shownZSpread = sql<
  number | null
>`case when ${meaningful} then ${bondScreen.zSpread} end`;
/** The praams block's overall score (null for a dead bond: the refresher writes none). */
export const praamsScore = sql<number | null>`${bondScreen.praamsScore}`;
export const tradedDays = sql<number>`coalesce(${bondScreen.tradedDays30}, 0)`;
/** The date of the price behind the numbers; none for a dead bond (flagged, not priced). */
export const shownPriceDate = sql<
  string | null
>`case when ${bondScreen.alive} then ${bondScreen.priceDate} end`;

const atLeast = (value: SQL, bound: number | undefined) =>
  bound === undefined ? undefined : sql`${value} >= ${bound}`;
const atMost = (value: SQL, bound: number | undefined) =>
  bound === undefined ? undefined : sql`${value} <= ${bound}`;

export interface BondListOrder {
  /** Group rows: the group's key orders the rows before the sort. */
  group?: BondListGroup | undefined;
  sort?: BondListSort | undefined;
  order: 'asc' | 'desc';
  lang: Language;
}

export async function groundExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tradingGrounds.id })
    .from(tradingGrounds)
    .where(eq(tradingGrounds.id, id))
    .limit(1);
  return row !== undefined;
}

export async function findGroundNames(db: Executor, id: number) {
  const [row] = await db
    .select({ names: tradingGrounds.names })
    .from(tradingGrounds)
    .where(eq(tradingGrounds.id, id))
    .limit(1);
  return row?.names ?? null;
}

export async function findCountryId(db: Executor, code: string) {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.isoCode, code))
    .limit(1);
  return row?.id ?? null;
}

/** The issuer's column, by a subquery (the list joins its issuer only for the page's rows). */
const issuerWhere = (condition: SQL) =>
  sql`exists (select 1 from ${emitents} where ${emitents.id} = ${emissions.emitentId} and ${condition})`;

/** The as-of date the screener's rows were computed for (one row; an init plan, read once). */
export const screenAsOf = sql`(select ${bondScreenState.asOf} from ${bondScreenState})`;

/** In a bond index on the screen's as-of date (index_constituents' membership spans). */
export const inIndexSql = sql`exists (select 1 from ${indexConstituents} ic
  where ic.emission_id = ${emissions.id} and ic.from_date <= ${screenAsOf}
    and (ic.to_date is null or ic.to_date >= ${screenAsOf}))`;

/** Text in any language of a localized name (its values, never its language keys). */
const nameHas = (names: SQL, pattern: string) =>
  sql`exists (select 1 from jsonb_each_text(${names}) n where n.value ilike ${pattern})`;

function textWhere(text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${emissions.isin} ilike ${pattern} or ${nameHas(sql`${emissions.names}`, pattern)}
    or ${issuerWhere(nameHas(sql`${emitents.names}`, pattern))})`;
}

const is = (column: SQL, value: boolean | undefined) =>
  value === undefined ? undefined : value ? column : sql`not ${column}`;

export async function findCurrencyId(db: Executor, code: string) {
  const [row] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.code, code))
    .limit(1);
  return row?.id ?? null;
}

/** The filter fields read from the screener's rows (the others are the bond's own terms). */
const SCREEN_FIELDS: readonly (keyof BondListWhere)[] = [
  'yieldMin',
  'yieldMax',
  'durationMin',
  'durationMax',
  'gSpreadMin',
  'gSpreadMax',
  'zSpreadMin',
  'zSpreadMax',
  'praamsMin',
  'praamsMax',
  'tradedDaysMin',
  'offerWithinDays',
  'noPutWithinDays',
  'offerType',
  'inIndex',
  'ratingRankMin',
  'ratingRankMax',
  'groundId',
  'lombard',
  'hasPut',
  'hasCall',
];
export const readsScreen = (filter: BondListWhere) =>
  SCREEN_FIELDS.some((field) => filter[field] !== undefined);

export function whereOf(filter: BondListWhere): SQL | undefined {
  return and(
    filter.currencyId === undefined ? undefined : eq(emissions.currencyId, filter.currencyId),
    filter.statusIds ? inArray(emissions.statusId, [...filter.statusIds]) : undefined,
    filter.bondKind === undefined ? undefined : eq(emissions.bondKind, filter.bondKind),
    filter.maturityFrom ? gte(emissions.maturityDate, filter.maturityFrom) : undefined,
    filter.maturityTo ? lte(emissions.maturityDate, filter.maturityTo) : undefined,
    filter.couponType === undefined ? undefined : eq(emissions.couponType, filter.couponType),
    atLeast(shownYield, filter.yieldMin),
    atMost(shownYield, filter.yieldMax),
    atLeast(shownDuration, filter.durationMin),
    atMost(shownDuration, filter.durationMax),
    atLeast(shownGSpread, filter.gSpreadMin),
    atMost(shownGSpread, filter.gSpreadMax),
    atLeast(shownZSpread, filter.zSpreadMin),
    atMost(shownZSpread, filter.zSpreadMax),
    atLeast(praamsScore, filter.praamsMin),
    atMost(praamsScore, filter.praamsMax),
    atLeast(tradedDays, filter.tradedDaysMin),
    filter.offerWithinDays === undefined
      ? undefined
      : sql`${bondScreen.nextOfferDate} <= ${screenAsOf} + ${filter.offerWithinDays}::int`,
    filter.noPutWithinDays === undefined
      ? undefined
      : sql`(${bondScreen.nextPutDate} is null
          or ${bondScreen.nextPutDate} > ${screenAsOf} + ${filter.noPutWithinDays}::int)`,
    filter.offerType === undefined ? undefined : eq(bondScreen.nextOfferType, filter.offerType),
    filter.countryId === undefined
      ? undefined
      : issuerWhere(sql`${emitents.countryId} = ${filter.countryId}`),
    filter.sector === undefined
      ? undefined
      : issuerWhere(sql`${emitents.sector} = ${filter.sector}`),
    filter.listingLevel === undefined ? undefined : eq(emissions.listingLevel, filter.listingLevel),
    is(sql`${emissions.isAmortizing}`, filter.amortizing),
    is(sql`${emissions.isSubordinated}`, filter.subordinated),
    is(sql`coalesce(${inIndexSql}, false)`, filter.inIndex),
    filter.text === undefined ? undefined : textWhere(filter.text),
    atMost(sql`${bondScreen.ratingRank}`, filter.ratingRankMax),
    atLeast(sql`${bondScreen.ratingRank}`, filter.ratingRankMin),
    filter.groundId === undefined ? undefined : eq(bondScreen.tradingGroundId, filter.groundId),
    is(sql`coalesce(${bondScreen.lombard}, false)`, filter.lombard),
    is(sql`coalesce(${bondScreen.hasPut}, false)`, filter.hasPut),
    is(sql`coalesce(${bondScreen.hasCall}, false)`, filter.hasCall),
  );
}

/** The name as the interface shows it: the language's, else English (pickText's rule). */
export const nameIn = (lang: Language) =>
  sql`coalesce(${emissions.names} ->> ${lang}, ${emissions.names} ->> 'eng', '')`;

/**
 * The issuer's name as the interface shows it (the page's rows join their issuer), in lower
 * case: the embedded database compares bytes ('US Treasury' before 'Uralfosfat'), and a
 * reader expects case not to count.
 */
export const issuerNameIn = (lang: Language) =>
  sql`lower(coalesce(${emitents.names} ->> ${lang}, ${emitents.names} ->> 'eng', ''))`;

/**
 * A group's key, always ascending whatever the sort's direction: the group rows read in one
 * order while the rows inside each follow the sort. The issuer's id breaks ties between
 * issuers of one name, so that each issuer's bonds stay together.
 */
function groupOrder(group: BondListGroup, lang: Language): SQL[] {
  switch (group) {
    case 'issuer':
      return [sql`${issuerNameIn(lang)} asc`, asc(emissions.emitentId)];
    case 'rating':
      return [sql`${bondScreen.ratingRank} asc nulls last`];
    case 'maturityYear':
      return [sql`extract(year from ${emissions.maturityDate}) asc nulls last`];
  }
}

/**
 * The ORDER BY of a sort: the group's key when grouped, then the column, empty values last in
 * both directions, then the id so that pages never overlap or skip a row when values tie.
 */
export function orderOf({ group, sort, order, lang }: BondListOrder): SQL[] {
  const grouped = group ? groupOrder(group, lang) : [];
  return [...grouped, ...sortOrder({ sort, order, lang })];
}

function sortOrder({ sort, order, lang }: BondListOrder): SQL[] {
  const direction = order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const column = {
    name: nameIn(lang),
    maturity: sql`${emissions.maturityDate}`,
    coupon: sql`${emissions.couponRate}`,
    volume: sql`${emissions.outstandingVolume}`,
    yield: shownYield,
    duration: shownDuration,
    gSpread: shownGSpread,
    liquidity: tradedDays,
    yieldToWorst: shownWorst,
    currentYield: sql`${bondScreen.currentYield}`,
    rating: sql`${bondScreen.ratingRank}`,
    zSpread: shownZSpread,
    praams: praamsScore,
  };
  if (!sort) return [asc(emissions.id)];
  const tie = order === 'desc' ? desc(emissions.id) : asc(emissions.id);
  return [sql`${column[sort]} ${direction}`, tie];
}

/**
 * Of a row's names, what pickText reads in the language: the language's and the English one
 * when either is there, else all of them. A page's rows carry two names instead of ten a bond
 * (and as many for its issuer): fewer bytes to send and parse for the same text.
 */
const namesFor = (names: SQL | AnyPgColumn, lang: Language | Placeholder) =>
  sql<LocalizedText>`case when ${names} ?| array[${lang}::text, 'eng']
    then jsonb_strip_nulls(jsonb_build_object(${lang}::text, ${names} -> ${lang}::text, 'eng', ${names} -> 'eng'))
    else ${names} end`;

/** A row of the screen as the page shows it (the list's and the by-id page's fields). */
function pageRows(
  db: Executor,
  groundId: number | Placeholder | undefined,
  lang: Language | Placeholder,
) {
  return db
    .select({
      id: emissions.id,
      isin: emissions.isin,
      names: namesFor(emissions.names, lang),
      emitentId: emissions.emitentId,
      emitentNames: namesFor(emitents.names, lang),
      bondKind: emissions.bondKind,
      currency: currencies.code,
      maturityDate: emissions.maturityDate,
      statusId: emissions.statusId,
      couponRate: emissions.couponRate,
      outstandingVolume: emissions.outstandingVolume,
      yield: shownYield,
      duration: shownDuration,
      gSpread: shownGSpread,
      priceDate: shownPriceDate,
      tradedDays,
      yieldToWorst: shownWorst,
      streetYield: shown(bondScreen.streetYield),
      currentYield: screenColumn(bondScreen.currentYield),
      ratingRank: screenColumn(bondScreen.ratingRank),
      nextOfferDate: screenColumn(bondScreen.nextOfferDate),
      nextOfferType: screenColumn(bondScreen.nextOfferType),
      bidAskSpread: screenColumn(bondScreen.bidAskSpread),
      zSpread: shownZSpread,
      praams: praamsScore,
    })
    .from(emissions)
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .leftJoin(screenRows(groundId), eq(bondScreen.emissionId, emissions.id))
    .$dynamic();
}

export type ListRow = Awaited<ReturnType<typeof pageRows>>[number];

/** A page of the screen's rows (its total: bond-count.repository.ts). */
export function listBonds(
  db: Executor,
  filter: BondListWhere,
  ordering: BondListOrder,
  limit: number,
  offset: number,
) {
  return pageRows(db, filter.groundId, ordering.lang)
    .where(whereOf(filter))
    .orderBy(...orderOf(ordering))
    .limit(limit)
    .offset(offset);
}

/**
 * The page's rows a screen held in memory chose, in its order (bond-list-memory.ts): read by
 * primary key, with the same fields and display rules as the list's own page. The statement
 * is built and named once per database (with a ground and without): every screen then skips
 * drizzle's building and PostgreSQL's planning, the most of a page's cost once the screen is
 * picked in memory. The ids go as an array literal, which both drivers pass alike.
 */
export async function listBondsByIds(
  db: Db,
  ids: readonly number[],
  groundId: number | undefined,
  lang: Language,
): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const statements = pageStatementsOf(db);
  const idList = `{${ids.join(',')}}`;
  const rows = await (groundId === undefined
    ? statements.main.execute({ ids: idList, lang })
    : statements.ground.execute({ ids: idList, lang, ground: groundId }));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const byIds = sql`${emissions.id} = any(${sql.placeholder('ids')}::int[])`;
// Never a transaction's executor: a statement outlives it, bound to the session it came from.
const preparePage = (db: Db) => ({
  main: pageRows(db, undefined, sql.placeholder('lang')).where(byIds).prepare('bond_list_page'),
  ground: pageRows(db, sql.placeholder('ground'), sql.placeholder('lang'))
    .where(byIds)
    .prepare('bond_list_page_ground'),
});
const pageStatements = new WeakMap<Db, ReturnType<typeof preparePage>>();

function pageStatementsOf(db: Db) {
  let held = pageStatements.get(db);
  if (!held) {
    held = preparePage(db);
    pageStatements.set(db, held);
  }
  return held;
}

/** Bonds per currency, the most first (the currency filter's choices). */
export function currencyCounts(db: Executor) {
  return db
    .select({ code: currencies.code, names: currencies.names, count: sql<number>`count(*)::int` })
    .from(emissions)
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .groupBy(currencies.id, currencies.code, currencies.names)
    .orderBy(sql`count(*) desc`, asc(currencies.code));
}

/** Bonds per issuer kind, the most first (the kind filter's choices). */
export function kindCounts(db: Executor) {
  return db
    .select({ kind: emissions.bondKind, count: sql<number>`count(*)::int` })
    .from(emissions)
    .groupBy(emissions.bondKind)
    .orderBy(sql`count(*) desc`, asc(emissions.bondKind));
}

/** Bonds per issuer country, the most first (the country filter's choices). */
export function countryCounts(db: Executor) {
  return db
    .select({ code: countries.isoCode, names: countries.names, count: sql<number>`count(*)::int` })
    .from(emissions)
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .innerJoin(countries, eq(countries.id, emitents.countryId))
    .groupBy(countries.id, countries.isoCode, countries.names)
    .orderBy(sql`count(*) desc`, asc(countries.isoCode));
}

/** Bonds per issuer sector, the most first (the sector filter's choices); no sector: none. */
export function sectorCounts(db: Executor) {
  return db
    .select({ sector: sql<string>`${emitents.sector}`, count: sql<number>`count(*)::int` })
    .from(emissions)
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .where(sql`${emitents.sector} is not null`)
    .groupBy(emitents.sector)
    .orderBy(sql`count(*) desc`, asc(emitents.sector));
}

/**
 * Bonds per ground they were priced on (the screener's ground rows, never the NSD's), the most
 * first: the ground filter's choices, each a screen listing that many.
 */
export function groundCounts(db: Executor) {
  return db
    .select({
      id: tradingGrounds.id,
      names: tradingGrounds.names,
      count: sql<number>`count(*)::int`,
    })
    .from(bondScreenGrounds)
    .innerJoin(tradingGrounds, eq(tradingGrounds.id, bondScreenGrounds.groundId))
    .groupBy(tradingGrounds.id, tradingGrounds.names)
    .orderBy(sql`count(*) desc`, asc(tradingGrounds.id));
}
