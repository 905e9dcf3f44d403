import { z } from 'zod';
import { STALE_AFTER_DAYS } from '../bond-limits';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { Int4Id, Int4IdText, IdParam, maskable, SafeText } from './common';

/*
 * Watchlists (issue 17): the bond page's add-to-watchlist panel (spec, issuer blocks and
 * widgets: "Watchlist item", "Save payload of the append call", section 5 validation, section 7
 * calls), the watchlist page with holdings, the cash-flow ladder, lifecycle alerts and the iCal
 * feed. Editing needs "watchlist.edit" (level 1077: 401 need_auth for visitors, 403
 * access_denied_auth, the upgrade notice, below it); reading one's own lists any signed-in user.
 * Another user's list is 404 not_found, never 403.
 */

/** Spec: the watchlist whose numeric id is 381 takes bonds only with the NSD access flag. */
export const WATCHLIST_NSD_ID = 381;
/** Spec: the panel's prices are rounded to 3 decimals. */
export const WATCHLIST_PRICE_DECIMALS = 3;
export const WATCHLIST_NAME_MAX = 100;
/** Lists one user may hold (409 conflict `watchlist_limit` beyond it). */
export const WATCHLIST_MAX_LISTS = 50;
/** Largest price (% of face) and count the panel takes. */
export const WATCHLIST_PRICE_MAX = 100_000;
export const WATCHLIST_COUNT_MAX = 1_000_000_000;

/** Spec label keys of the panel's validation (module of the watchlist labels). */
export const WL_ERROR_NO_DATE = 'wl_error_no_date';
export const WL_ERROR_NO_PRICE = 'wl_error_no_price';
export const WATCHLIST_NSD_FORBIDDANCE = 'watchlist_nsd_forbiddance';

/** Rounds a price to the spec's 3 decimals (the web and the server round alike). */
export const roundWatchlistPrice = (price: number): number =>
  Math.round(price * 10 ** WATCHLIST_PRICE_DECIMALS) / 10 ** WATCHLIST_PRICE_DECIMALS;

/** DD.MM.YYYY of a YYYY-MM-DD date (spec: buy_date_formatted). */
export const formatBuyDate = (date: string): string => date.split('-').reverse().join('.');

/* ---------- the panel: the user's lists as watchlist items ---------- */

/** Spec "Watchlist item": one of the user's lists, as the panel shows it for one bond. */
export const WatchlistItem = z.object({
  id: z.number().int().meta({ description: "The list's id (spec: id.numeric)" }),
  name: z.string(),
  checked: z.boolean().meta({ description: 'The bond is in this list' }),
  readonly: z.boolean().meta({
    description:
      'The user may not put the bond in this list: list 381 without the NSD flag (the panel ' +
      'unchecks it and shows watchlist_nsd_forbiddance), or any list without full access ' +
      '(read-only lists, e.g. once paid access lapsed)',
  }),
  nsd_only: z.boolean().meta({ description: 'List 381: takes bonds only with the NSD flag' }),
  user_price: z
    .number()
    .nullable()
    .meta({ description: 'The buy price in this list, % of face, 3 decimals; null if none' }),
  count: z.number().nullable().meta({ description: 'Bonds held in this list; null if none' }),
  buy_date: z.string().nullable().meta({ description: 'YYYY-MM-DD; null if none' }),
  buy_date_formatted: z.string().nullable().meta({ description: 'DD.MM.YYYY; null if none' }),
  holdings_count: z.number().int().meta({ description: 'Bonds in the list' }),
});
export type WatchlistItem = z.infer<typeof WatchlistItem>;

export const WatchlistItemsQuery = z.strictObject({
  bondId: Int4IdText.meta({ description: 'The bond (emission) the panel is opened for' }),
  // The web app names the interface language on every call (lib/api-client.ts).
  lang: z.string().optional(),
});
export const WatchlistItemsResponse = z.object({
  bondId: z.number().int(),
  nsdAccess: z.boolean().meta({ description: 'The user holds the NSD flag' }),
  items: z.array(WatchlistItem).meta({ description: "The user's lists, oldest first" }),
});
export type WatchlistItemsResponse = z.infer<typeof WatchlistItemsResponse>;

/* ---------- the append and remove calls (spec section 7) ---------- */

/** A price as the numeric input sends it: a number, a numeric string, or empty. */
const PriceInput = z
  .union([z.number(), z.string().max(40), z.null()])
  .meta({ description: 'Buy price, % of face: a number or a numeric text; null or "" none' });
const CountInput = z
  .union([z.number().min(0).max(WATCHLIST_COUNT_MAX), z.null()])
  .meta({ description: 'Bonds held; null none' });
const DateInput = z
  .union([z.iso.date(), z.literal(''), z.null()])
  .meta({ description: 'Buy date YYYY-MM-DD (1900-01-01..today); null or "" none' });

/** Reads a price input: null when empty, NaN when not numeric. */
export function parseWatchlistPrice(price: number | string | null | undefined): number | null {
  if (price === null || price === undefined) return null;
  if (typeof price === 'number') return price;
  const text = price.trim().replace(',', '.');
  if (text === '') return null;
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * Spec "Save payload of the append call": parallel arrays, entry i belonging to list add[i].
 * Validation (spec section 5, also on the server): a price without a date is
 * `wl_error_no_date` (field `price.i`), a date without a price `wl_error_no_price` (field
 * `date.i`); a price must be numeric and above 0 (`field_invalid_value`). Lists whose id is not
 * above 0 are skipped; the bond leaves every list of the user that add does not name.
 */
export const WatchlistAppendRequest = z
  .strictObject({
    bondId: Int4Id,
    add: z
      .array(z.number().int().max(2147483647))
      .max(WATCHLIST_MAX_LISTS)
      .meta({ description: 'The checked lists; ids not above 0 are ignored' }),
    qnt: z.array(CountInput).max(WATCHLIST_MAX_LISTS).optional(),
    price: z.array(PriceInput).max(WATCHLIST_MAX_LISTS).optional(),
    date: z.array(DateInput).max(WATCHLIST_MAX_LISTS).optional(),
  })
  .superRefine((body, ctx) => {
    body.add.forEach((_, i) => {
      const price = parseWatchlistPrice(body.price?.[i]);
      const date = body.date?.[i] || null;
      if (price !== null && (!Number.isFinite(price) || price <= 0 || price > WATCHLIST_PRICE_MAX))
        ctx.addIssue({ code: 'custom', path: ['price', i], message: 'field_invalid_value' });
      else if (price !== null && date === null)
        ctx.addIssue({ code: 'custom', path: ['price', i], message: WL_ERROR_NO_DATE });
      if (date !== null && price === null)
        ctx.addIssue({ code: 'custom', path: ['date', i], message: WL_ERROR_NO_PRICE });
      if (date !== null && date < '1900-01-01')
        ctx.addIssue({ code: 'custom', path: ['date', i], message: 'field_invalid_value' });
    });
  });
export type WatchlistAppendRequest = z.input<typeof WatchlistAppendRequest>;

export const WatchlistAppendResponse = z.object({
  success: z.literal(true),
  watchlist: z
    .array(WatchlistItem)
    .meta({ description: 'The lists now holding the bond (empty: it left every list)' }),
  message: z.string().meta({ description: 'Label key of the 1 s success notice' }),
});
export type WatchlistAppendResponse = z.infer<typeof WatchlistAppendResponse>;

export const WatchlistRemoveRequest = z.strictObject({
  ids: z
    .array(Int4Id)
    .max(WATCHLIST_MAX_LISTS)
    .meta({ description: 'Lists to take the bond out of' }),
  bondId: Int4Id.meta({ description: 'The bond the panel is opened for' }),
});
export const WatchlistRemoveResponse = z
  .array(z.number().int())
  .meta({ description: 'The lists the bond was taken out of' });

/* ---------- creating, renaming, deleting lists ---------- */

const ListName = SafeText.trim().min(1).max(WATCHLIST_NAME_MAX);
export const WatchlistCreateRequest = z.strictObject({ name: ListName });
export const WatchlistRenameRequest = z.strictObject({ id: Int4Id, name: ListName });
export const WatchlistDeleteRequest = z.strictObject({ id: Int4Id });
export const WatchlistSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  holdings_count: z.number().int(),
});
export type WatchlistSummary = z.infer<typeof WatchlistSummary>;

/* ---------- the watchlist page: lists with holdings ---------- */

const money = (description: string) => maskable(z.number().nullable()).meta({ description });

/**
 * One bond in one list. Market numbers come from the latest quote the bond summary uses (the
 * newest priced day on a ground the subject may see); a bond valued only where the subject may
 * not look (the NSD ground) has them masked, and the figures built on them too.
 */
export const WatchlistHolding = z.object({
  item_id: z.number().int().meta({ description: 'The holding (watchlist item) id' }),
  bond_id: z.number().int(),
  name: z.string(),
  isin: z.string().nullable(),
  currency: z.string(),
  face_value: z.number().meta({ description: 'Current (outstanding) face value of one bond' }),
  maturity_date: z.string().nullable(),
  is_floater: z.boolean(),
  price_date: z.string().nullable().meta({ description: 'Date of the quote below' }),
  age_days: z.number().int().nullable().meta({
    description:
      "Calendar days from price_date to the bond's data as-of date; null without a quote",
  }),
  stale: z
    .boolean()
    .meta({ description: `The quote is over ${STALE_AFTER_DAYS} days old (false without one)` }),
  trading_ground_name: z.string().nullable(),
  price: money('Clean price, % of face'),
  ytm: money('Yield to maturity, %'),
  duration: money('Macaulay duration, days (as the ticks store it)'),
  accrued: money('Accrued interest (NKD) of one bond, in its currency'),
  buy_price: z.number().nullable().meta({ description: '% of face' }),
  buy_date: z.string().nullable(),
  count: z.number().nullable(),
  value: money('count × (price × face / 100 + accrued), in the currency'),
  pnl_clean: money('(price − buy price) × count × face / 100; null without a buy price or count'),
  coupons_received: z.number().nullable().meta({
    description: 'count × the coupons paid after the buy date up to today; null without both',
  }),
  pnl_total: money('pnl_clean + coupons_received'),
});
export type WatchlistHolding = z.infer<typeof WatchlistHolding>;

export const CurrencyTotal = z.object({
  currency: z.string(),
  value: z.number().meta({ description: 'Sum of the unmasked values' }),
  pnl_clean: z.number(),
  pnl_total: z.number(),
});
export const WatchlistWithHoldings = z.object({
  id: z.number().int(),
  name: z.string(),
  nsd_only: z.boolean(),
  holdings: z.array(WatchlistHolding),
  totals: z.array(CurrencyTotal).meta({ description: 'By currency' }),
});
export type WatchlistWithHoldings = z.infer<typeof WatchlistWithHoldings>;
export const WatchlistsResponse = z.object({
  asOf: z.string().meta({ description: "The data's as-of date the numbers are for" }),
  canEdit: z.boolean().meta({ description: 'The user may change lists (level 1077)' }),
  lists: z.array(WatchlistWithHoldings),
});
export type WatchlistsResponse = z.infer<typeof WatchlistsResponse>;

/* ---------- the cash-flow ladder ---------- */

export const LADDER_FLOW_KINDS = ['coupon', 'amortisation', 'redemption', 'put'] as const;
export type LadderFlowKind = (typeof LADDER_FLOW_KINDS)[number];
export const LadderEvent = z.object({
  date: z.string(),
  bond_id: z.number().int(),
  bond_name: z.string(),
  kind: z.enum(LADDER_FLOW_KINDS),
  amount: z
    .number()
    .nullable()
    .meta({
      description:
        "count × the bond's flow; for a put: count × face × the offer price / 100 if the put is " +
        'used (not counted in the totals); null when the flow is not known',
    }),
  estimated: z.boolean().meta({ description: "A floater's coupon not fixed yet (assumed)" }),
});
export type LadderEvent = z.infer<typeof LadderEvent>;
const LadderSums = {
  coupons: z.number(),
  amortisations: z.number(),
  redemptions: z.number(),
  total: z.number().meta({ description: 'coupons + amortisations + redemptions' }),
  puts: z.number().meta({ description: 'Put amounts if used; outside the total' }),
};
export const LadderRow = z.object({
  month: z.string().meta({ description: 'YYYY-MM' }),
  currency: z.string(),
  ...LadderSums,
  events: z.array(LadderEvent),
});
export type LadderRow = z.infer<typeof LadderRow>;
export const LadderQuery = z.strictObject({
  lang: z.string().optional(),
  months: z.coerce
    .number()
    .int()
    .min(1)
    .max(480)
    .optional()
    .meta({ description: 'Months ahead from the as-of date (default 36)' }),
});
export const LadderResponse = z.object({
  watchlistId: z.number().int(),
  name: z.string(),
  from: z.string().meta({ description: 'First day counted (the day after the as-of date)' }),
  to: z.string().meta({ description: 'Last day counted' }),
  rows: z.array(LadderRow).meta({ description: 'By month, then currency' }),
  totals: z.array(z.object({ currency: z.string(), ...LadderSums })),
});
export type LadderResponse = z.infer<typeof LadderResponse>;

/* ---------- lifecycle alerts and the iCal feed ---------- */

/**
 * `call` is a call date to come, or (details.exercised) the call that ended the bond;
 * `early_redemption` another early end of the whole issue (details.event: put,
 * early_redemption, buyback, conversion; details.price when an option's).
 */
export const ALERT_KINDS = [
  'put_window',
  'coupon_reset',
  'call',
  'early_redemption',
  'amortisation',
  'maturity',
  'rating_change',
  'default',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
/** Days ahead the alerts look (past unread ones stay). */
export const ALERT_HORIZON_DAYS = 90;

export const WatchlistAlert = z.object({
  id: z.number().int(),
  bond_id: z.number().int(),
  bond_name: z.string(),
  kind: z.enum(ALERT_KINDS),
  event_date: z.string().meta({ description: 'The event day (a put: the offer date)' }),
  window_start: z.string().nullable().meta({ description: 'A put: first day to submit the bonds' }),
  window_end: z.string().nullable().meta({ description: 'A put: last day to submit the bonds' }),
  details: z.record(z.string(), z.unknown()).meta({
    description:
      'By kind: price (put/call, %; exercised: true for the call that ended the bond), ' +
      'event and price (early redemption), rate (coupon reset, %), agency/rating/previous ' +
      '(rating change), amount (amortisation, per bond), status (default)',
  }),
  read: z.boolean(),
  created_at: z.string(),
});
export type WatchlistAlert = z.infer<typeof WatchlistAlert>;
export const NotificationsResponse = z.object({
  unread: z.number().int(),
  items: z.array(WatchlistAlert).meta({ description: 'Newest event first' }),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;
export const NotificationsReadRequest = z.union([
  z.strictObject({ ids: z.array(Int4Id).min(1).max(500) }),
  z.strictObject({ all: z.literal(true) }),
]);
export const NotificationsReadResponse = z.object({ unread: z.number().int() });

export const CalendarTokenResponse = z.object({
  token: z.string(),
  url: z.string().meta({ description: 'The feed address to give a calendar app' }),
});
export type CalendarTokenResponse = z.infer<typeof CalendarTokenResponse>;
export const CalendarQuery = z.strictObject({ token: SafeText.min(1).max(200) });

export const watchlistEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/watchlist/items/',
    operationId: 'getWatchlistItems',
    summary: "The user's lists as the add-to-watchlist panel's items for one bond",
    description:
      "Reading one's own lists: any signed-in user, so a user whose full access lapsed still " +
      'sees where the bond is (every item `readonly` then: editing needs watchlist.edit). ' +
      '404 not_found for an unknown bond.',
    tag: 'watchlists',
    access: 'signed-in',
    query: WatchlistItemsQuery,
    responses: { 200: WatchlistItemsResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'POST',
    path: '/api/watchlistAppend/',
    operationId: 'appendToWatchlists',
    summary: 'Put a bond in the checked lists with price, count and date; out of the others',
    description:
      'All or nothing (one transaction). 400 validation_failed: the spec rules (fields ' +
      '`price.i` wl_error_no_date, `date.i` wl_error_no_price, field_invalid_value), a date ' +
      'after today. 403 access_denied_auth with message watchlist_nsd_forbiddance (field ' +
      '`add.i`): list 381 without the NSD flag. 404 not_found: an unknown bond, or a list ' +
      "that is not the user's (field `add.i`). The failure message goes in the error box.",
    tag: 'watchlists',
    access: 'watchlist.edit',
    body: WatchlistAppendRequest,
    responses: { 200: WatchlistAppendResponse, 403: ErrorBody, 404: ErrorBody },
  }),
  endpoint({
    method: 'POST',
    path: '/api/watchlist/remove/',
    operationId: 'removeFromWatchlists',
    summary: 'Take a bond out of some of the lists',
    description: "404 not_found: a list that is not the user's. Lists without the bond: no-op.",
    tag: 'watchlists',
    access: 'watchlist.edit',
    body: WatchlistRemoveRequest,
    responses: { 200: WatchlistRemoveResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'POST',
    path: '/api/watchlist/create/',
    operationId: 'createWatchlist',
    summary: 'Create a list',
    description: `409 conflict \`watchlist_limit\` past ${WATCHLIST_MAX_LISTS} lists.`,
    tag: 'watchlists',
    access: 'watchlist.edit',
    body: WatchlistCreateRequest,
    responses: { 201: WatchlistSummary, 409: ErrorBody },
  }),
  endpoint({
    method: 'POST',
    path: '/api/watchlist/rename/',
    operationId: 'renameWatchlist',
    summary: 'Rename a list',
    tag: 'watchlists',
    access: 'watchlist.edit',
    body: WatchlistRenameRequest,
    responses: { 200: WatchlistSummary, 404: ErrorBody },
  }),
  endpoint({
    method: 'POST',
    path: '/api/watchlist/delete/',
    operationId: 'deleteWatchlist',
    summary: 'Delete a list with its holdings',
    tag: 'watchlists',
    access: 'watchlist.edit',
    body: WatchlistDeleteRequest,
    responses: { 200: z.object({ id: z.number().int() }), 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/watchlist/',
    operationId: 'getWatchlists',
    summary: "The user's lists with their holdings: market numbers, value and P&L",
    tag: 'watchlists',
    access: 'signed-in',
    responses: { 200: WatchlistsResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/watchlist/:id/ladder/',
    operationId: 'getWatchlistLadder',
    summary: "A list's coming coupons, amortisations, redemptions and puts by month and currency",
    description: "404 not_found: a list that is not the user's.",
    tag: 'watchlists',
    access: 'signed-in',
    params: IdParam,
    query: LadderQuery,
    responses: { 200: LadderResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/notifications/',
    operationId: 'getNotifications',
    summary: "The lifecycle alerts of the user's holdings, with the unread count",
    description:
      `Derived on each call for the next ${ALERT_HORIZON_DAYS} days (kept once seen: read ` +
      'marks survive) plus past unread ones.',
    tag: 'watchlists',
    access: 'signed-in',
    responses: { 200: NotificationsResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/notifications/read/',
    operationId: 'markNotificationsRead',
    summary: 'Mark alerts read: some by id, or all',
    description: "Ids that are not the user's are ignored.",
    tag: 'watchlists',
    access: 'signed-in',
    body: NotificationsReadRequest,
    responses: { 200: NotificationsReadResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/watchlist/calendar-token/',
    operationId: 'createCalendarToken',
    summary: "The user's iCal feed address (a new secret token each call; the old one stops)",
    tag: 'watchlists',
    access: 'signed-in',
    responses: { 200: CalendarTokenResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/watchlist/calendar.ics',
    operationId: 'getWatchlistCalendar',
    summary: "The user's lifecycle events as an iCal feed (for calendar apps)",
    description:
      'No session: the token says whose. A put window is an all-day event over the window. ' +
      '404 not_found for an unknown token.',
    tag: 'watchlists',
    query: CalendarQuery,
    produces: 'text/calendar',
    responses: { 200: z.unknown(), 404: ErrorBody },
  }),
);
