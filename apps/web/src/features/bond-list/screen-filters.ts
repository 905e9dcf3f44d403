import type { BondKind, BondListGroup, BondListSort, BondStatusGroup } from '@bondsight/contracts';
import { RATING_GRADES, type RatingGrade } from '@bondsight/contracts/rating-grades';

/*
 * The screener's filters as a table of definitions (issue 33): the form, the URL state and the
 * API query are all read from it, so a new server filter is one row here, one label and one
 * field of BondListFilterState. Bounds and kinds follow bondListFilterShape in the contracts.
 */

/** Where a filter sits on the form: `main` is always shown, the rest behind "more filters". */
export type FilterGroup = 'main' | 'numbers' | 'terms' | 'issuer';
export const MORE_GROUPS = ['numbers', 'terms', 'issuer'] as const satisfies FilterGroup[];

/** The screen's filter fields (the API's names), every one optional. */
export interface BondListFilterState {
  q?: string | undefined;
  currency?: string | undefined;
  status?: BondStatusGroup | undefined;
  kind?: BondKind | undefined;
  maturityFrom?: string | undefined;
  maturityTo?: string | undefined;
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
  ratingMin?: RatingGrade | undefined;
  ratingMax?: RatingGrade | undefined;
  hasPut?: boolean | undefined;
  hasCall?: boolean | undefined;
  lombard?: boolean | undefined;
  tradedDaysMin?: number | undefined;
  couponType?: 'fixed' | 'floating' | 'zero' | 'step' | 'inflation' | undefined;
  country?: string | undefined;
  sector?: string | undefined;
  listingLevel?: number | undefined;
  amortizing?: boolean | undefined;
  subordinated?: boolean | undefined;
  inIndex?: boolean | undefined;
  offerType?: 'put' | 'call' | undefined;
  offerWithinDays?: number | undefined;
  noPutWithinDays?: number | undefined;
  /** A trading ground's id: the screen reads each bond's numbers on that ground. */
  ground?: number | undefined;
  /** Group rows (not a filter: the list's order by the group's key first). */
  group?: BondListGroup | undefined;
  sort?: BondListSort | undefined;
  order?: 'asc' | 'desc' | undefined;
}

type Keys<V> = {
  [K in keyof BondListFilterState]-?: NonNullable<BondListFilterState[K]> extends V ? K : never;
}[keyof BondListFilterState];
export type NumberKey = Keys<number>;
export type FlagKey = Keys<boolean>;
export type ChoiceKey = Exclude<
  Keys<string>,
  'q' | 'maturityFrom' | 'maturityTo' | 'sort' | 'group'
>;

/** Sets whose values are numbers (a listing level, a ground's id): chosen as text, kept as numbers. */
export const NUMERIC_CHOICES = ['listingLevel', 'ground'] as const;
export type NumericChoiceKey = (typeof NUMERIC_CHOICES)[number];
export const isNumericChoice = (key: string): key is NumericChoiceKey =>
  (NUMERIC_CHOICES as readonly string[]).includes(key);

/** Limits of a number the server takes; `integer` for counts. */
export interface NumberRule {
  lo: number;
  hi: number;
  integer?: boolean;
}

/** A min/max pair side by side; a reversed pair is an error at the max. */
export interface RangeDef extends NumberRule {
  type: 'range';
  id: string;
  min: NumberKey;
  max: NumberKey;
  group: FilterGroup;
}

/** One bound (days traded at least, an offer within N days). */
export interface NumberDef extends NumberRule {
  type: 'number';
  key: NumberKey;
  group: FilterGroup;
}

/**
 * A set: fixed options (labelled `home_list:<labelPrefix><option>`), or the facets' answer
 * (`facet`), or small numbers (listing level).
 */
export interface ChoiceDef {
  type: 'choice';
  key: ChoiceKey | NumericChoiceKey;
  group: FilterGroup;
  options?: readonly string[];
  facet?: 'currencies' | 'countries' | 'sectors' | 'grounds';
  /** How a value from a URL or a saved filter is recognised when there are no fixed options. */
  pattern?: RegExp;
  /** Options shown as they are (rating grades read the same in every language). */
  verbatim?: boolean;
}

/** Any / yes / no. */
export interface FlagDef {
  type: 'flag';
  key: FlagKey;
  group: FilterGroup;
}

export interface TextDef {
  type: 'text';
  key: 'q';
  group: FilterGroup;
  minLength: number;
  maxLength: number;
}

export interface DatesDef {
  type: 'dates';
  id: 'maturity';
  group: FilterGroup;
}

export type FilterDef = RangeDef | NumberDef | ChoiceDef | FlagDef | TextDef | DatesDef;

export const STATUS_GROUPS = ['live', 'matured', 'defaulted'] as const satisfies BondStatusGroup[];
export const BOND_KINDS = [
  'sovereign',
  'municipal',
  'corporate',
  'bank',
  'supranational',
] as const satisfies BondKind[];

/** The form's order, group by group. */
export const FILTERS: readonly FilterDef[] = [
  { type: 'text', key: 'q', group: 'main', minLength: 2, maxLength: 100 },
  { type: 'choice', key: 'currency', group: 'main', facet: 'currencies', pattern: /^[A-Z]{3}$/ },
  { type: 'choice', key: 'status', group: 'main', options: STATUS_GROUPS },
  {
    type: 'range',
    id: 'yield',
    min: 'yieldMin',
    max: 'yieldMax',
    lo: -100,
    hi: 2000,
    group: 'main',
  },
  {
    type: 'range',
    id: 'duration',
    min: 'durationMin',
    max: 'durationMax',
    lo: 0,
    hi: 100,
    group: 'main',
  },
  {
    type: 'range',
    id: 'gSpread',
    min: 'gSpreadMin',
    max: 'gSpreadMax',
    lo: -10_000,
    hi: 100_000,
    group: 'numbers',
  },
  {
    type: 'range',
    id: 'zSpread',
    min: 'zSpreadMin',
    max: 'zSpreadMax',
    lo: -10_000,
    hi: 100_000,
    group: 'numbers',
  },
  {
    type: 'range',
    id: 'praams',
    min: 'praamsMin',
    max: 'praamsMax',
    lo: 1,
    hi: 7,
    integer: true,
    group: 'numbers',
  },
  { type: 'number', key: 'tradedDaysMin', lo: 0, hi: 30, integer: true, group: 'numbers' },
  // The numbers above as on one ground (its own price, yields and days traded).
  { type: 'choice', key: 'ground', group: 'numbers', facet: 'grounds', pattern: /^[1-9]\d{0,8}$/ },
  { type: 'choice', key: 'ratingMin', group: 'numbers', options: RATING_GRADES, verbatim: true },
  { type: 'choice', key: 'ratingMax', group: 'numbers', options: RATING_GRADES, verbatim: true },
  { type: 'dates', id: 'maturity', group: 'terms' },
  {
    type: 'choice',
    key: 'couponType',
    group: 'terms',
    options: ['fixed', 'floating', 'zero', 'step', 'inflation'],
  },
  { type: 'flag', key: 'amortizing', group: 'terms' },
  { type: 'flag', key: 'subordinated', group: 'terms' },
  { type: 'choice', key: 'listingLevel', group: 'terms', options: ['1', '2', '3'] },
  { type: 'number', key: 'offerWithinDays', lo: 0, hi: 36_500, integer: true, group: 'terms' },
  { type: 'choice', key: 'offerType', group: 'terms', options: ['put', 'call'] },
  { type: 'number', key: 'noPutWithinDays', lo: 0, hi: 36_500, integer: true, group: 'terms' },
  { type: 'flag', key: 'hasPut', group: 'terms' },
  { type: 'flag', key: 'hasCall', group: 'terms' },
  { type: 'flag', key: 'lombard', group: 'terms' },
  { type: 'choice', key: 'kind', group: 'issuer', options: BOND_KINDS },
  { type: 'choice', key: 'country', group: 'issuer', facet: 'countries', pattern: /^[A-Z]{2}$/ },
  { type: 'choice', key: 'sector', group: 'issuer', facet: 'sectors', pattern: /^.{1,60}$/ },
  { type: 'flag', key: 'inIndex', group: 'issuer' },
];

/** The state keys a definition sets. */
export function keysOf(def: FilterDef): (keyof BondListFilterState)[] {
  if (def.type === 'range') return [def.min, def.max];
  if (def.type === 'dates') return ['maturityFrom', 'maturityTo'];
  return [def.key];
}

/** How many of the definitions' fields are set (the "more filters" badge). */
export function activeCount(defs: readonly FilterDef[], state: BondListFilterState) {
  return defs.flatMap(keysOf).filter((key) => state[key] !== undefined).length;
}
