import { statusLabelKey, type BondListItem, type ScreenColumn } from '@bondsight/contracts';
import type { ColumnKind } from '../../lib/excel';

/** The label modules the export reads, already loaded in the file's language. */
export interface ScreenLabels {
  home: Record<string, string>;
  common: Record<string, string>;
  statuses: Record<string, string>;
  own: Record<string, string>;
}

/**
 * One column of the files. A screen column is one field, except `nextOffer`: its date and its
 * kind are two (a spreadsheet filters a date, a program reads a put or call apart).
 */
export interface ScreenField {
  /** The CSV header: the screen column's id (nextOfferType for the offer's kind). */
  id: string;
  kind: ColumnKind;
  /** The title the web's table gives the column, in the file's language. */
  title(labels: ScreenLabels): string;
  /** The cell of the Excel file: as the table shows it (words in the language). */
  excel(bond: BondListItem, labels: ScreenLabels): string | number | null;
  /** The CSV value: machine-readable (ids, codes, ISO dates, raw numbers). */
  csv(bond: BondListItem): string | number | null;
}

const field = (
  id: string,
  kind: ColumnKind,
  title: (l: ScreenLabels) => string | undefined,
  value: (b: BondListItem) => string | number | null,
  excel?: ScreenField['excel'],
): ScreenField => ({
  id,
  kind,
  title: (labels) => title(labels) ?? id,
  excel: excel ?? value,
  csv: value,
});

/** The fields of each screen column, with the web's titles (home_list and common labels). */
export const SCREEN_FIELDS: Record<ScreenColumn, readonly ScreenField[]> = {
  name: [
    field(
      'name',
      'text',
      (l) => l.home.col_bond_name,
      (b) => b.name,
    ),
  ],
  isin: [
    field(
      'isin',
      'text',
      (l) => l.common.col_isin,
      (b) => b.isin,
    ),
  ],
  issuer: [
    field(
      'issuer',
      'text',
      (l) => l.common.col_issuer,
      (b) => b.emitentName,
    ),
  ],
  currency: [
    field(
      'currency',
      'text',
      (l) => l.common.col_currency,
      (b) => b.currency,
    ),
  ],
  yield: [
    field(
      'yield',
      'yield',
      (l) => l.home.col_yield,
      (b) => b.yield,
    ),
  ],
  duration: [
    field(
      'duration',
      'duration',
      (l) => l.home.col_duration,
      (b) => b.duration,
    ),
  ],
  gSpread: [
    field(
      'gSpread',
      'spread',
      (l) => l.home.col_g_spread,
      (b) => b.gSpread,
    ),
  ],
  yieldToWorst: [
    field(
      'yieldToWorst',
      'yield',
      (l) => l.home.col_yield_to_worst,
      (b) => b.yieldToWorst,
    ),
  ],
  currentYield: [
    field(
      'currentYield',
      'yield',
      (l) => l.home.col_current_yield,
      (b) => b.currentYield,
    ),
  ],
  zSpread: [
    field(
      'zSpread',
      'spread',
      (l) => l.home.col_z_spread,
      (b) => b.zSpread,
    ),
  ],
  rating: [
    field(
      'rating',
      'text',
      (l) => l.home.col_rating,
      (b) => b.rating,
    ),
  ],
  praams: [
    field(
      'praams',
      'integer',
      (l) => l.home.col_praams,
      (b) => b.praams,
    ),
  ],
  nextOffer: [
    field(
      'nextOffer',
      'date',
      (l) => l.home.col_next_offer,
      (b) => b.nextOfferDate,
    ),
    field(
      'nextOfferType',
      'text',
      (l) => l.home.filter_offer_type,
      (b) => b.nextOfferType,
      (b, l) => (b.nextOfferType ? (l.home[`offer_type_${b.nextOfferType}`] ?? null) : null),
    ),
  ],
  priceDate: [
    field(
      'priceDate',
      'date',
      (l) => l.home.col_price_date,
      (b) => b.priceDate,
    ),
  ],
  liquidity: [
    field(
      'liquidity',
      'integer',
      (l) => l.home.col_traded_days,
      (b) => b.tradedDays,
    ),
  ],
  maturity: [
    field(
      'maturity',
      'date',
      (l) => l.common.col_maturity,
      (b) => b.maturityDate,
    ),
  ],
  coupon: [
    field(
      'coupon',
      'percent',
      (l) => l.home.col_coupon,
      (b) => b.couponRate,
    ),
  ],
  volume: [
    field(
      'volume',
      'volume',
      (l) => l.home.col_volume,
      (b) => b.outstandingVolume,
    ),
  ],
  status: [
    field(
      'status',
      'text',
      (l) => l.common.col_status,
      (b) => b.statusId,
      (b, l) => l.statuses[statusLabelKey(b.statusId)] ?? String(b.statusId),
    ),
  ],
};

export const fieldsOf = (columns: readonly ScreenColumn[]) =>
  columns.flatMap((id) => SCREEN_FIELDS[id]);
