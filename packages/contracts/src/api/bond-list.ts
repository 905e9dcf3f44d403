import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { FIELD_ERRORS } from '../errors';
import { RATING_GRADES, ratingRankOf } from '../rating-grades';

/*
 * The home page's bond list: its filters and server-side ordering (issue 16 item 4). The same
 * filter object is what a saved filter stores (`uss` calls, saved-filters.ts).
 */

/**
 * Status groups of the list's filter, over the emission statuses (statuses.ts): live bonds
 * are placed or being placed, matured ones were redeemed at or before maturity, defaulted
 * ones missed a payment (technical or real). Announced and cancelled bonds are in no group:
 * they show only while the status filter is off.
 */
export const BOND_STATUS_GROUPS = {
  live: [96, 192],
  matured: [112, 128],
  defaulted: [174, 256],
} as const satisfies Record<string, readonly number[]>;
export type BondStatusGroup = keyof typeof BOND_STATUS_GROUPS;
export const BondStatusGroup = z.enum(['live', 'matured', 'defaulted']);

/** The issuer kinds of emissions.bond_kind. */
export const BondKind = z.enum(['sovereign', 'municipal', 'corporate', 'bank', 'supranational']);
export type BondKind = z.infer<typeof BondKind>;

/** Columns the list orders by on the server; without one it keeps the id order. */
export const BondListSort = z.enum([
  'name',
  'maturity',
  'coupon',
  'volume',
  'yield',
  'duration',
  'gSpread',
  'liquidity',
  'yieldToWorst',
  'currentYield',
  'rating',
  'zSpread',
  'praams',
]);
export type BondListSort = z.infer<typeof BondListSort>;
export const SortOrder = z.enum(['asc', 'desc']);

/** Group rows of the list: the rows come ordered by the group's key first, then by the sort. */
export const BondListGroup = z.enum(['issuer', 'rating', 'maturityYear']);
export type BondListGroup = z.infer<typeof BondListGroup>;

/** A filter date: a calendar date PostgreSQL takes (not year 0000, not beyond 2200). */
const FilterDate = z.iso.date().refine((date) => date >= '1900-01-01' && date <= '2200-12-31', {
  message: FIELD_ERRORS.invalidValue,
});

export { RATING_GRADES, ratingRankOf } from '../rating-grades';
export const RatingGrade = z.enum(RATING_GRADES);
export type RatingGrade = z.infer<typeof RatingGrade>;

/** Coupon kinds of emissions.coupon_type. */
export const CouponKind = z.enum(['fixed', 'floating', 'zero', 'step', 'inflation']);

/**
 * A number of a range filter: from a query string (text) or a saved filter (JSON), finite and
 * within bounds; an empty parameter filters nothing.
 */
const bound = (min: number, max: number, description: string) =>
  z
    .preprocess((v) => (v === '' ? undefined : v), z.coerce.number().finite().min(min).max(max))
    .optional()
    .meta({ description });
const count = (max: number, description: string) =>
  z
    .preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(max))
    .optional()
    .meta({ description });

/** A whole risk score of the praams block, 1 (lowest risk) to 7. */
const score = (description: string) =>
  z
    .preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(7))
    .optional()
    .meta({ description });

/** A yes/no flag from a query string ('true', 'false') or a saved filter (JSON boolean). */
const flag = (description: string) =>
  z
    .preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : v === '' ? undefined : v),
      z.boolean(),
    )
    .optional()
    .meta({ description });

/** The screener's ranges: [min field, max field] pairs, each pair in order. */
const RANGES = [
  ['yieldMin', 'yieldMax'],
  ['durationMin', 'durationMax'],
  ['gSpreadMin', 'gSpreadMax'],
  ['zSpreadMin', 'zSpreadMax'],
  ['praamsMin', 'praamsMax'],
] as const;

/** The filter fields, each optional: an absent field does not filter. */
export const bondListFilterShape = {
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { message: FIELD_ERRORS.invalidValue })
    .optional()
    .meta({ description: 'ISO 4217 code of a currency the world holds (unknown: 400)' }),
  status: BondStatusGroup.optional().meta({
    description: 'live: statuses 96, 192; matured: 112, 128; defaulted: 174, 256',
  }),
  kind: BondKind.optional().meta({ description: "The issuer kind (the bond's bond_kind)" }),
  maturityFrom: FilterDate.optional().meta({ description: 'Maturity on or after, YYYY-MM-DD' }),
  maturityTo: FilterDate.optional().meta({
    description: 'Maturity on or before, YYYY-MM-DD; not before maturityFrom',
  }),
  yieldMin: bound(
    -100,
    2000,
    'Yield at least, % (to the next offer when one comes first, else to maturity; effective ' +
      'for rouble bonds)',
  ),
  yieldMax: bound(-100, 2000, 'Yield at most, % (as yieldMin)'),
  durationMin: bound(0, 100, 'Modified duration at least, years'),
  durationMax: bound(0, 100, 'Modified duration at most, years'),
  gSpreadMin: bound(-10_000, 100_000, 'G-spread at least, bp'),
  gSpreadMax: bound(-10_000, 100_000, 'G-spread at most, bp'),
  zSpreadMin: bound(
    -10_000,
    100_000,
    "Z-spread at least, bp over the currency's government curve (to the yield's workout)",
  ),
  zSpreadMax: bound(-10_000, 100_000, 'Z-spread at most, bp'),
  praamsMin: score(
    "Praams risk score at least, 1 (lowest risk) to 7: the bond page's praams block's overall " +
      'score; bonds without one are left out',
  ),
  praamsMax: score('Praams risk score at most, 1 to 7; not below praamsMin'),
  couponType: CouponKind.optional().meta({
    description: 'fixed, floating, zero, step (step-up) or inflation (inflation-linked)',
  }),
  tradedDaysMin: count(30, 'Traded on at least this many of the 30 days to the data date'),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, { message: FIELD_ERRORS.invalidValue })
    .optional()
    .meta({
      description: "ISO 3166 code of the issuer's country, one the world holds (unknown: 400)",
    }),
  sector: z
    .string()
    .min(1)
    .max(60)
    .optional()
    .meta({ description: "The issuer's sector, as stored" }),
  listingLevel: count(3, 'Exchange listing level (1 to 3)'),
  amortizing: flag('true: amortising bonds only; false: bullets only'),
  subordinated: flag('true: subordinated bonds only; false: senior only'),
  inIndex: flag('true: bonds in a bond index on the data date; false: the others'),
  offerType: z.enum(['put', 'call']).optional().meta({
    description:
      'The next offer after the data date is of this kind (with offerWithinDays: within it)',
  }),
  q: z
    .string()
    .trim()
    .min(2)
    .max(100)
    .optional()
    .meta({ description: 'Text in the ISIN, the bond name or the issuer name (any language)' }),
  offerWithinDays: count(36_500, 'A put or call within this many days of the data date'),
  noPutWithinDays: count(
    36_500,
    'No put within this many days of the data date (none to come, or the next one later)',
  ),
  ratingMin: RatingGrade.optional().meta({
    description:
      "Rated at least this grade (the bond's own rating, else its issuer's; the " +
      'most conservative of the agencies); unrated bonds are left out',
  }),
  ratingMax: RatingGrade.optional().meta({
    description: 'Rated at most this grade; not better than ratingMin',
  }),
  ground: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional()
    .meta({
      description:
        'A trading ground the world holds (unknown: 400): the screen reads each bond on it, ' +
        'its newest price there and the yields, duration, spreads, days traded and bid–ask ' +
        'spread of that price and ground, for filters, sorts and items alike; bonds never ' +
        'priced there are left out. The NSD ground (381), whose values not every subject ' +
        'may see, has no rows: none of its values enter a screen',
    }),
  lombard: flag("true: in the central bank's lombard list on the data date; false: not"),
  hasPut: flag('true: a put still to come; false: none'),
  hasCall: flag('true: a call still to come; false: none'),
  group: BondListGroup.optional().meta({
    description:
      'Order by a group key before the sort, so group rows hold across pages: issuer (its ' +
      'name in the interface language, then its id), rating (best first, unrated last) or ' +
      'maturityYear (earliest first, none last)',
  }),
  sort: BondListSort.optional().meta({
    description:
      'name (in the interface language), maturity, coupon (rate), volume (outstanding), yield, ' +
      'duration (modified), gSpread, liquidity (days traded over the last 30), yieldToWorst, ' +
      'currentYield, rating (best first ascending), zSpread, praams (the risk score, lowest ' +
      'risk first ascending)',
  }),
  order: SortOrder.default('asc').meta({ description: 'Empty values always come last' }),
};

type FilterValues = {
  [K in keyof typeof bondListFilterShape]?: z.output<(typeof bondListFilterShape)[K]>;
};

/** A reversed range is one problem, reported on the range's end (each range apart). */
function rangesInOrder(filter: FilterValues, ctx: z.RefinementCtx) {
  const reversed = (low: unknown, high: unknown) =>
    low !== undefined && high !== undefined && (low as number | string) > (high as number | string);
  if (reversed(filter.maturityFrom, filter.maturityTo))
    ctx.addIssue({ code: 'custom', message: FIELD_ERRORS.invalidValue, path: ['maturityTo'] });
  for (const [min, max] of RANGES)
    if (reversed(filter[min], filter[max]))
      ctx.addIssue({ code: 'custom', message: FIELD_ERRORS.invalidValue, path: [max] });
  if (
    filter.ratingMin &&
    filter.ratingMax &&
    ratingRankOf(filter.ratingMax) < ratingRankOf(filter.ratingMin)
  )
    ctx.addIssue({ code: 'custom', message: FIELD_ERRORS.invalidValue, path: ['ratingMax'] });
}

export const BondListQuery = z
  .strictObject({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    lang: z.string().optional(),
    ...bondListFilterShape,
  })
  .superRefine(rangesInOrder);
export type BondListQuery = z.infer<typeof BondListQuery>;

/** What a saved filter of the home list stores: the filter fields, no paging. */
export const BondListFilter = z.strictObject(bondListFilterShape).superRefine(rangesInOrder);
export type BondListFilter = z.input<typeof BondListFilter>;
/** A filter as the server reads it, parsed (numbers coerced, `order` defaulted). */
export type ParsedBondListFilter = z.output<typeof BondListFilter>;

export const BondListItem = z.object({
  id: z.number().int(),
  isin: z.string().nullable(),
  name: z.string(),
  emitentId: z.number().int(),
  emitentName: z.string(),
  bondKind: BondKind,
  currency: z.string(),
  maturityDate: z.string().nullable(),
  statusId: z.number().int(),
  /** % a year; null for zero-coupon bonds and unknown floaters. */
  couponRate: z.number().nullable(),
  /** Outstanding amount, in the bond's currency. */
  outstandingVolume: z.number().nullable(),
  /**
   * The screener's numbers (docs/adr/0024-bond-screener.md), from the bond's newest price on a
   * ground every subject may see (with `ground`: on that ground), with the spec's display rules (blank above 2000 %; duration
   * and spread blank above 20 %); null when unpriced or dead.
   */
  yield: z
    .number()
    .nullable()
    .meta({
      description:
        'Yield to the next offer when one comes before maturity (as MOEX quotes such bonds), ' +
        'else to maturity, % (effective for rouble bonds)',
    }),
  duration: z.number().nullable().meta({ description: 'Modified duration, years' }),
  gSpread: z.number().nullable().meta({ description: 'G-spread, bp' }),
  priceDate: z.string().nullable().meta({ description: 'The date of the price behind them' }),
  tradedDays: z.number().int().meta({ description: 'Days traded over the 30 to the data date' }),
  yieldToWorst: z.number().nullable().meta({
    description: 'The lowest of the yields to maturity and to each offer still to come, %',
  }),
  streetYield: z
    .number()
    .nullable()
    .meta({ description: 'The yield (as `yield`) compounded at the coupon frequency, %' }),
  currentYield: z
    .number()
    .nullable()
    .meta({ description: "The current period's annual coupon over the clean price, %" }),
  rating: RatingGrade.nullable().meta({
    description: "The bond's rating as a grade (its own, else its issuer's; most conservative)",
  }),
  nextOfferDate: z.string().nullable().meta({ description: 'The next put or call still to come' }),
  nextOfferType: z.enum(['put', 'call']).nullable(),
  zSpread: z.number().nullable().meta({
    description: "Z-spread, bp over the currency's government curve, to the yield's workout",
  }),
  bidAskSpread: z.number().nullable().meta({ description: 'Ask minus bid of that day, % of face' }),
  praams: z
    .number()
    .int()
    .min(1)
    .max(7)
    .nullable()
    .meta({
      description:
        "Our risk score, 1 (lowest risk) to 7, as the bond page's praams block shows it to every " +
        'tier (its figures stay behind full access there); null when the block shows nothing',
    }),
});
export type BondListItem = z.infer<typeof BondListItem>;
export const BondListResponse = z.object({
  total: z
    .number()
    .int()
    .meta({
      description:
        "The screen's bonds: exact up to 10,000, above it the database planner's estimate " +
        '(two significant figures; `GET /api/bonds/count/` gives the exact figure)',
    }),
  totalExact: z.boolean().meta({ description: 'false: `total` is an estimate' }),
  items: z.array(BondListItem),
});

export const BondCountQuery = BondListFilter.safeExtend({ lang: z.string().optional() });
export type BondCountQuery = z.infer<typeof BondCountQuery>;

export const BondCountResponse = z.object({
  total: z.number().int().meta({ description: "The screen's bonds, counted exactly" }),
});
export type BondCountResponse = z.infer<typeof BondCountResponse>;
export type BondListResponse = z.infer<typeof BondListResponse>;

/** The filter's choices: what the world holds, with how many bonds each. */
export const BondListFacets = z.object({
  currencies: z
    .array(z.object({ code: z.string(), name: z.string(), count: z.number().int() }))
    .meta({ description: 'Currencies with bonds, the most bonds first' }),
  kinds: z
    .array(z.object({ kind: BondKind, count: z.number().int() }))
    .meta({ description: 'Issuer kinds with bonds, the most bonds first' }),
  countries: z
    .array(z.object({ code: z.string(), name: z.string(), count: z.number().int() }))
    .meta({ description: "Issuers' countries (ISO 3166 code, name) with bonds, the most first" }),
  sectors: z
    .array(z.object({ sector: z.string(), count: z.number().int() }))
    .meta({ description: "Issuers' sectors (stored codes) with bonds, the most bonds first" }),
  grounds: z
    .array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() }))
    .meta({
      description:
        'Trading grounds with bonds priced on them (the `ground` filter), the most bonds ' +
        'first; never the NSD ground',
    }),
});
export type BondListFacets = z.infer<typeof BondListFacets>;

export const bondListEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/bonds/filters/',
    operationId: 'getBondListFacets',
    summary:
      "The home list's filter choices: currencies, issuer kinds, countries, sectors and trading grounds, with counts",
    tag: 'bonds',
    responses: { 200: BondListFacets },
  }),
);
