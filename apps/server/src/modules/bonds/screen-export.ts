import type { BondListItem, ParsedBondListFilter, ScreenColumn } from '@bondsight/contracts';
import type { ExcelSheet } from '../../lib/excel';
import { fieldsOf, SCREEN_FIELDS, type ScreenLabels } from './screen-export-columns';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => String(values[key] ?? whole));

/** A range in signs, the same in every language: 14 … 20, ≥ 14, ≤ 20. */
function rangeText(min: number | string | undefined, max: number | string | undefined) {
  if (min !== undefined && max !== undefined) return `${min} … ${max}`;
  return min !== undefined ? `≥ ${min}` : `≤ ${max}`;
}

const RANGES = [
  ['filter_yield', 'yieldMin', 'yieldMax'],
  ['filter_duration', 'durationMin', 'durationMax'],
  ['filter_g_spread', 'gSpreadMin', 'gSpreadMax'],
  ['filter_z_spread', 'zSpreadMin', 'zSpreadMax'],
  ['filter_praams', 'praamsMin', 'praamsMax'],
] as const;

const FLAGS = [
  ['filter_amortizing', 'amortizing'],
  ['filter_subordinated', 'subordinated'],
  ['filter_in_index', 'inIndex'],
  ['filter_lombard', 'lombard'],
  ['filter_has_put', 'hasPut'],
  ['filter_has_call', 'hasCall'],
] as const;

/**
 * The screen's filters in words, with the form's labels (home_list): "Currency: RUB; Yield, %:
 * 14 … 20; …". Codes (currency, country, sector, grade) stay codes, as the form shows them.
 */
export function filterWords(
  filter: ParsedBondListFilter,
  labels: ScreenLabels,
  groundName?: string,
): string[] {
  const { home, own } = labels;
  const words: string[] = [];
  const put = (key: string | undefined, value: string | number | undefined) => {
    if (value !== undefined && value !== '') words.push(`${key ?? ''}: ${value}`);
  };
  const option = (prefix: string, value: string | number | undefined) =>
    value === undefined ? undefined : (home[`${prefix}_${value}`] ?? String(value));
  put(home.filter_q, filter.q === undefined ? undefined : `"${filter.q}"`);
  put(home.filter_currency, filter.currency);
  put(home.filter_status, option('status', filter.status));
  put(home.filter_kind, option('kind', filter.kind));
  put(home.filter_maturity_from, filter.maturityFrom);
  put(home.filter_maturity_to, filter.maturityTo);
  for (const [label, min, max] of RANGES)
    if (filter[min] !== undefined || filter[max] !== undefined)
      put(home[label], rangeText(filter[min], filter[max]));
  put(home.filter_rating_min, filter.ratingMin);
  put(home.filter_rating_max, filter.ratingMax);
  put(home.filter_coupon_type, option('coupon_type', filter.couponType));
  put(home.filter_traded_days_min, filter.tradedDaysMin);
  put(home.filter_offer_type, option('offer_type', filter.offerType));
  put(home.filter_offer_within_days, filter.offerWithinDays);
  put(home.filter_no_put_within_days, filter.noPutWithinDays);
  put(home.filter_country, filter.country);
  put(home.filter_sector, filter.sector);
  put(home.filter_listing_level, option('listing_level', filter.listingLevel));
  // The ground by its name when the world gave one (the form shows names, not ids).
  put(own.filter_ground, filter.ground === undefined ? undefined : (groundName ?? filter.ground));
  for (const [label, key] of FLAGS) {
    const value = filter[key];
    if (value !== undefined) put(home[label], value ? home.filter_yes : home.filter_no);
  }
  return words;
}

/** The lines under the title: the filters, the order (when one is chosen) and the count. */
export function screenNotes(
  filter: ParsedBondListFilter,
  total: number,
  labels: ScreenLabels,
  groundName?: string,
) {
  const { own } = labels;
  const words = filterWords(filter, labels, groundName);
  const notes = [
    words.length > 0
      ? fill(own.filters ?? 'Filters: {{filters}}', { filters: words.join('; ') })
      : (own.no_filters ?? ''),
  ];
  if (filter.sort) {
    // Every sort of the list is a screen column of the same id.
    const column = SCREEN_FIELDS[filter.sort][0]!.title(labels);
    const order = filter.order === 'desc' ? own.order_desc : own.order_asc;
    notes.push(fill(own.sorted_by ?? '{{column}}, {{order}}', { column, order: order ?? '' }));
  }
  notes.push(fill(own.count ?? '{{count}}', { count: total }));
  return notes;
}

/** The screen as the Excel file's one sheet, in the list's order, with the chosen columns. */
export function screenSheet(
  screen: { items: readonly BondListItem[]; total: number; asOf: string; groundName?: string },
  filter: ParsedBondListFilter,
  columns: readonly ScreenColumn[],
  labels: ScreenLabels,
): ExcelSheet {
  const fields = fieldsOf(columns);
  return {
    name: labels.own.sheet_name ?? 'Bond screen',
    title: labels.own.title ?? 'Bond screener',
    source: labels.own.source ?? 'Bondsight',
    asOf: screen.asOf,
    notes: screenNotes(filter, screen.total, labels, screen.groundName),
    columns: fields.map((f) => ({
      title: f.title(labels),
      kind: f.kind,
      ...(f.kind === 'text' && (f.id === 'name' || f.id === 'issuer') ? { width: 36 } : {}),
    })),
    rows: screen.items.map((bond) => fields.map((f) => f.excel(bond, labels))),
  };
}

/** RFC 4180: a value with a comma, a quote or a line break is quoted, its quotes doubled. */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The screen as CSV: a header row of field ids, then one row per bond; CRLF line ends. */
export function screenCsv(items: readonly BondListItem[], columns: readonly ScreenColumn[]) {
  const fields = fieldsOf(columns);
  const lines = [fields.map((f) => f.id).join(',')];
  for (const bond of items) lines.push(fields.map((f) => csvCell(f.csv(bond))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
