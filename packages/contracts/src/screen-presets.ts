import type { BondListFilter } from './api/bond-list';
import type { ScreenColumn } from './screen-columns';

/**
 * Ready screens written by us (issue 33 item 4): each a filter with the sort and columns that
 * suit it. Their titles and one-line explanations are labels of the `screen_saved` module
 * (`preset_<id>` and `preset_<id>_note`). Zod-free: the web reads it; an API test checks each
 * parses as BondListFilter and finds a live bond in the test world.
 */
export interface ScreenPreset {
  id: string;
  filter: BondListFilter;
  columns: readonly ScreenColumn[];
}

export const SCREEN_PRESETS = [
  {
    // "Short OFZ": what a desk calls the short end of the curve, by duration (the maturity
    // window moves every day; a duration bound does not need a date in the link).
    id: 'short_ofz',
    filter: {
      currency: 'RUB',
      kind: 'sovereign',
      status: 'live',
      durationMax: 1.5,
      sort: 'duration',
      order: 'asc',
    },
    columns: ['name', 'isin', 'yield', 'duration', 'maturity', 'coupon', 'liquidity', 'priceDate'],
  },
  {
    id: 'liquid_corporates',
    filter: {
      kind: 'corporate',
      status: 'live',
      ratingMin: 'A-',
      durationMin: 1,
      durationMax: 3,
      tradedDaysMin: 20,
      sort: 'yield',
      order: 'desc',
    },
    columns: ['name', 'issuer', 'currency', 'rating', 'yield', 'duration', 'gSpread', 'liquidity'],
  },
  {
    id: 'floaters',
    filter: { couponType: 'floating', status: 'live', sort: 'maturity', order: 'asc' },
    columns: ['name', 'issuer', 'currency', 'coupon', 'maturity', 'rating', 'liquidity', 'status'],
  },
  {
    id: 'puts_90',
    filter: {
      status: 'live',
      offerType: 'put',
      offerWithinDays: 90,
      sort: 'yield',
      order: 'desc',
    },
    columns: ['name', 'issuer', 'currency', 'nextOffer', 'yield', 'yieldToWorst', 'rating'],
  },
  {
    // Below investment grade: BB+ and under, still alive (defaults are in no live group).
    id: 'high_yield',
    filter: { status: 'live', ratingMax: 'BB+', sort: 'yield', order: 'desc' },
    columns: ['name', 'issuer', 'currency', 'rating', 'yield', 'duration', 'zSpread', 'maturity'],
  },
] as const satisfies readonly ScreenPreset[];

export type ScreenPresetId = (typeof SCREEN_PRESETS)[number]['id'];
