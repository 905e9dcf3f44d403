import type { BondListGroup, BondListSort, Language } from '@bondsight/contracts';
import type {
  ColumnQuery,
  OrderKey,
  RangeFilter,
  RowSet,
  SetFilter,
} from '../../lib/column-screen';
import type { BondListOrder, BondListWhere } from './bond-list.repository';

/*
 * A screen of the list (its filter in database terms and its order) as a query over the
 * screener's rows held as columns (bond-list-memory.ts): the same screen bond-list.repository
 * writes as SQL, filter by filter, so that both readings keep and order the same bonds.
 */

/** What a part of the screen in memory offers the mapping. */
export interface ScreenPartView {
  /** A code's number in this part (a code no bond has: none). */
  code(column: string, value: string): number | undefined;
  /** True when the column is held (name and issuer ranks are loaded per language). */
  has(column: string): boolean;
  /** The rows whose ISIN, name or issuer name hold `lowered`. */
  textRows(lowered: string): RowSet;
  /** The screen's as-of date as a day number. */
  asOfDay: number | null;
}

export const nameRankColumn = (lang: Language) => `name:${lang}`;
export const issuerRankColumn = (lang: Language) => `issuer:${lang}`;
/** The next put's day, or +Infinity when none is to come ("no put within N days" keeps it). */
export const NO_PUT_BEFORE = 'nextPutOrNever';

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

const SORT_COLUMNS: Record<Exclude<BondListSort, 'name'>, string> = {
  maturity: 'maturity',
  coupon: 'coupon',
  volume: 'volume',
  yield: 'yield',
  duration: 'duration',
  gSpread: 'gSpread',
  liquidity: 'traded',
  yieldToWorst: 'yieldToWorst',
  currentYield: 'currentYield',
  rating: 'rating',
  zSpread: 'zSpread',
  praams: 'praams',
};

function groupKeys(group: BondListGroup, lang: Language): OrderKey[] {
  switch (group) {
    case 'issuer':
      return [
        { column: issuerRankColumn(lang), descending: false },
        { column: 'emitent', descending: false },
      ];
    case 'rating':
      return [{ column: 'rating', descending: false }];
    case 'maturityYear':
      return [{ column: 'maturityYear', descending: false }];
  }
}

/** The order's keys (the group's first, always ascending), as orderOf writes them in SQL. */
export function orderKeys({ group, sort, order, lang }: BondListOrder): OrderKey[] {
  const grouped = group ? groupKeys(group, lang) : [];
  if (!sort) return grouped;
  const column = sort === 'name' ? nameRankColumn(lang) : SORT_COLUMNS[sort];
  return [...grouped, { column, descending: order === 'desc' }];
}

/**
 * The screen as a column query, or undefined when the part lacks a column it needs (a
 * language's name ranks not loaded yet): the caller then asks the database.
 */
export function columnQuery(
  part: ScreenPartView,
  filter: BondListWhere,
  ordering: BondListOrder,
  limit: number,
  offset: number,
): ColumnQuery | undefined {
  const order = orderKeys(ordering);
  if (order.some((key) => !part.has(key.column))) return undefined;
  const ranges: RangeFilter[] = [];
  const sets: SetFilter[] = [];
  const range = (column: string, min: number | undefined, max: number | undefined) => {
    if (min !== undefined || max !== undefined) ranges.push({ column, min, max });
  };
  const oneOf = (column: string, values: readonly number[] | undefined) => {
    if (values) sets.push({ column, values });
  };
  // A code no bond has keeps nothing: NaN equals no value.
  const code = (column: string, value: string | undefined) =>
    value === undefined ? undefined : [part.code(column, value) ?? NaN];
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : [value ? 1 : 0]);
  const one = (value: number | undefined) => (value === undefined ? undefined : [value]);
  // No as-of date: "within N days" of nothing keeps no offer, and every bond without a put.
  const asOf = part.asOfDay ?? NaN;
  const offerBy = (days: number) => (Number.isNaN(asOf) ? -Infinity : asOf + days);
  const putAfter = (days: number) => (Number.isNaN(asOf) ? Infinity : asOf + days + 1);

  oneOf('currency', one(filter.currencyId));
  oneOf('status', filter.statusIds);
  oneOf('kind', code('kind', filter.bondKind));
  range(
    'maturity',
    filter.maturityFrom === undefined ? undefined : dayOf(filter.maturityFrom),
    filter.maturityTo === undefined ? undefined : dayOf(filter.maturityTo),
  );
  oneOf('couponType', code('couponType', filter.couponType));
  range('yield', filter.yieldMin, filter.yieldMax);
  range('duration', filter.durationMin, filter.durationMax);
  range('gSpread', filter.gSpreadMin, filter.gSpreadMax);
  range('zSpread', filter.zSpreadMin, filter.zSpreadMax);
  range('praams', filter.praamsMin, filter.praamsMax);
  range('traded', filter.tradedDaysMin, undefined);
  if (filter.offerWithinDays !== undefined)
    range('nextOffer', undefined, offerBy(filter.offerWithinDays));
  if (filter.noPutWithinDays !== undefined)
    range(NO_PUT_BEFORE, putAfter(filter.noPutWithinDays), undefined);
  oneOf('offerType', code('offerType', filter.offerType));
  oneOf('country', one(filter.countryId));
  oneOf('sector', code('sector', filter.sector));
  oneOf('listing', one(filter.listingLevel));
  oneOf('amortizing', flag(filter.amortizing));
  oneOf('subordinated', flag(filter.subordinated));
  oneOf('inIndex', flag(filter.inIndex));
  range('rating', filter.ratingRankMin, filter.ratingRankMax);
  oneOf('lombard', flag(filter.lombard));
  oneOf('hasPut', flag(filter.hasPut));
  oneOf('hasCall', flag(filter.hasCall));
  const text = filter.text === undefined ? undefined : part.textRows(filter.text.toLowerCase());
  return {
    ranges,
    sets,
    within: text,
    order,
    limit,
    offset,
  };
}
