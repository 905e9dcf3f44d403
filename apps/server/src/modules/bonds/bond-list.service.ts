import {
  BOND_STATUS_GROUPS,
  RATING_GRADES,
  ratingRankOf,
  BondKind,
  pickText,
  type BondListFacets,
  type BondListItem,
  type ParsedBondListFilter,
  type BondListQuery,
  type BondListResponse,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { JsonText } from '../../lib/json-text';
import * as repo from './bond-list.repository';
import * as countRepo from './bond-count.repository';
import { screensInMemory } from './bond-list-memory';
import { PageRows } from './page-rows';
import { countryIdOf, currencyIdOf, groundKnown } from './known-codes';

/** A notch as its grade; null unrated (or a rank outside the scale). */
export const gradeOf = (rank: number | null) =>
  rank === null ? null : (RATING_GRADES[rank - 1] ?? null);

/**
 * The screen's filter in database terms: codes resolved to ids, groups to statuses, grades to
 * notches. A well-formed code the world does not hold is a bad filter (400 naming the field),
 * not an empty list: a typo in a shared link should say so. Shared by the list, its export
 * and its scatter, so that all three read one screen the same way.
 */
export async function resolveWhere(
  db: Db,
  query: ParsedBondListFilter,
): Promise<repo.BondListWhere> {
  const currencyId = query.currency ? await currencyIdOf(db, query.currency) : undefined;
  if (currencyId === null) throw badFilter('currency');
  const countryId = query.country ? await countryIdOf(db, query.country) : undefined;
  if (countryId === null) throw badFilter('country');
  if (query.ground !== undefined && !(await groundKnown(db, query.ground)))
    throw badFilter('ground');
  return {
    currencyId,
    statusIds: query.status ? BOND_STATUS_GROUPS[query.status] : undefined,
    bondKind: query.kind,
    maturityFrom: query.maturityFrom,
    maturityTo: query.maturityTo,
    couponType: query.couponType,
    yieldMin: query.yieldMin,
    yieldMax: query.yieldMax,
    durationMin: query.durationMin,
    durationMax: query.durationMax,
    gSpreadMin: query.gSpreadMin,
    gSpreadMax: query.gSpreadMax,
    zSpreadMin: query.zSpreadMin,
    zSpreadMax: query.zSpreadMax,
    praamsMin: query.praamsMin,
    praamsMax: query.praamsMax,
    tradedDaysMin: query.tradedDaysMin,
    offerWithinDays: query.offerWithinDays,
    noPutWithinDays: query.noPutWithinDays,
    offerType: query.offerType,
    countryId,
    sector: query.sector,
    listingLevel: query.listingLevel,
    amortizing: query.amortizing,
    subordinated: query.subordinated,
    inIndex: query.inIndex,
    text: query.q,
    ratingRankMax: query.ratingMin && ratingRankOf(query.ratingMin),
    ratingRankMin: query.ratingMax && ratingRankOf(query.ratingMax),
    groundId: query.ground,
    lombard: query.lombard,
    hasPut: query.hasPut,
    hasCall: query.hasCall,
  };
}

const badFilter = (field: string) =>
  new AppError('validation_failed', 'validation_failed', {
    [`querystring.${field}`]: 'field_invalid_value',
  });

/**
 * A screen's query in its two parts: what picks its bonds and how they are ordered. An answer
 * the order does not change (the scatter's points) is kept under the first alone.
 */
export function splitScreen<Q extends ParsedBondListFilter>(query: Q) {
  const { sort, order, group, ...picks } = query;
  return { picks, ordering: { sort, order, group } };
}

/** A page row kept as its JSON text (page-rows.ts). */
interface RowText {
  id: number;
  json: string;
}

const pageRows = new WeakMap<Db, PageRows<RowText>>();

/** The page rows kept for this database (made on first use). */
function pageRowsOf(db: Db): PageRows<RowText> {
  let kept = pageRows.get(db);
  if (!kept) pageRows.set(db, (kept = new PageRows()));
  return kept;
}

const orderingOf = (query: ParsedBondListFilter, lang: Language) => ({
  ...splitScreen(query).ordering,
  lang,
});

/**
 * A slice of the screen from the database: the resolved filter, its order (group first) and
 * display rules, the rows as the API gives them and the screen's total. The list's exports
 * read it so, and the list when the screen held in memory cannot answer.
 */
export async function readScreen(
  db: Db,
  query: ParsedBondListFilter,
  lang: Language,
  limit: number,
  offset: number,
): Promise<BondListResponse> {
  return fromDatabase(db, await resolveWhere(db, query), orderingOf(query, lang), limit, offset);
}

async function fromDatabase(
  db: Db,
  where: repo.BondListWhere,
  ordering: repo.BondListOrder,
  limit: number,
  offset: number,
): Promise<BondListResponse> {
  const [items, { total, exact }] = await Promise.all([
    repo.listBonds(db, where, ordering, limit, offset),
    countRepo.pageTotal(db, where),
  ]);
  return { total, totalExact: exact, items: items.map((row) => toListItem(row, ordering.lang)) };
}

/**
 * The home page's list: the query's filter and order, a page of it and the total. Given the
 * data version the answer is for, the screen held in memory picks the page and counts it
 * exactly when it holds that version (bond-list-memory.ts), and the page is joined from its
 * rows' kept JSON; else the database answers (readScreen).
 */
export async function listBonds(
  db: Db,
  query: BondListQuery,
  lang: Language,
  version?: number,
): Promise<BondListResponse | JsonText<BondListResponse>> {
  if (version === undefined) return readScreen(db, query, lang, query.limit, query.offset);
  const where = await resolveWhere(db, query);
  const ordering = orderingOf(query, lang);
  const { limit, offset } = query;
  const held = await screensInMemory(db).answer(version, where, ordering, limit, offset);
  if (!held) return fromDatabase(db, where, ordering, limit, offset);
  const rows = await pageRowsOf(db).page(version, lang, where.groundId, held.ids, async (ids) =>
    (await repo.listBondsByIds(db, ids, where.groundId, lang)).map((row) => ({
      id: row.id,
      json: JSON.stringify(toListItem(row, lang)),
    })),
  );
  return listPageJson(
    held.total,
    rows.map((row) => row.json),
  );
}

/** An exact page as BondListResponse's JSON, its items given as their texts. */
export const listPageJson = (total: number, items: readonly string[]) =>
  new JsonText<BondListResponse>(
    `{"total":${JSON.stringify(total)},"totalExact":true,"items":[${items.join(',')}]}`,
  );

/** The screen's exact total (the page gives an estimate above EXACT_COUNT_LIMIT bonds). */
export async function countScreen(
  db: Db,
  query: ParsedBondListFilter,
  version?: number,
): Promise<{ total: number }> {
  const where = await resolveWhere(db, query);
  const held =
    version === undefined
      ? undefined
      : await screensInMemory(db).answer(version, where, { order: 'asc', lang: 'eng' }, 0, 0);
  return { total: held ? held.total : await countRepo.countBonds(db, where) };
}

/** A row of the screen as the API gives it: names in the language, the rating as a grade. */
export function toListItem(b: repo.ListRow, lang: Language): BondListItem {
  return {
    id: b.id,
    isin: b.isin,
    name: pickText(b.names, lang),
    emitentId: b.emitentId,
    emitentName: pickText(b.emitentNames, lang),
    bondKind: b.bondKind as BondKind,
    currency: b.currency,
    maturityDate: b.maturityDate,
    statusId: b.statusId,
    couponRate: b.couponRate,
    outstandingVolume: b.outstandingVolume,
    yield: b.yield,
    duration: b.duration,
    gSpread: b.gSpread,
    priceDate: b.priceDate,
    tradedDays: Number(b.tradedDays),
    yieldToWorst: b.yieldToWorst,
    streetYield: b.streetYield,
    currentYield: b.currentYield,
    rating: gradeOf(b.ratingRank),
    nextOfferDate: b.nextOfferDate,
    nextOfferType: b.nextOfferType as 'put' | 'call' | null,
    bidAskSpread: b.bidAskSpread,
    zSpread: b.zSpread,
    // smallint: PostgreSQL and PGlite both hand back a number, kept so whatever the driver.
    praams: b.praams === null ? null : Number(b.praams),
  };
}

/** A ground's name in the language (the export names the screen's ground); none if unknown. */
export async function groundNameOf(
  db: Db,
  id: number,
  lang: Language,
): Promise<string | undefined> {
  const names = await repo.findGroundNames(db, id);
  return names ? pickText(names, lang) || undefined : undefined;
}

/** The filter's choices, from what the world holds. */
export async function getFacets(db: Db, lang: Language): Promise<BondListFacets> {
  const [currencyRows, kindRows, countryRows, sectorRows, groundRows] = await Promise.all([
    repo.currencyCounts(db),
    repo.kindCounts(db),
    repo.countryCounts(db),
    repo.sectorCounts(db),
    repo.groundCounts(db),
  ]);
  return {
    currencies: currencyRows.map((c) => ({
      code: c.code,
      name: pickText(c.names, lang),
      count: Number(c.count),
    })),
    kinds: kindRows
      .filter((k): k is typeof k & { kind: BondKind } => BondKind.safeParse(k.kind).success)
      .map((k) => ({ kind: k.kind, count: Number(k.count) })),
    countries: countryRows.map((c) => ({
      code: c.code,
      name: pickText(c.names, lang),
      count: Number(c.count),
    })),
    sectors: sectorRows.map((s) => ({ sector: s.sector, count: Number(s.count) })),
    grounds: groundRows.map((g) => ({
      id: g.id,
      name: pickText(g.names, lang),
      count: Number(g.count),
    })),
  };
}
