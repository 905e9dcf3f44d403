/**
 * The yield map's data, as the issuer map call answers it (spec, issuer blocks section 3
 * "Yield map point" / "Yield map response"). Declared here, structurally, so the widget stays
 * data-free: a page passes the answer as it came.
 */
export interface YieldMapPoint {
  /** The bond's id: the point opens its page. */
  id: number;
  currency_id: number;
  trading_ground_id: number;
  is_main_emission: 0 | 1;
  emission_name: string;
  /** The bond's ISIN (null: it has none; absent in an answer from before the field). */
  isin?: string | null;
  date: string;
  price: number | null;
  duration: number | null;
  yield: number | null;
  x: number;
  y: number;
  name: string;
  ttl: string;
  /** x and y are ranks, not values: the subject may not read them (axes and values hidden). */
  shape_only: boolean;
  /** Days from `date` to the map date, as the server counted them. */
  age_days?: number;
  /** The quote is over 7 days older than the map date (the server's verdict). */
  stale?: boolean;
}

/**
 * A bond that matured or was redeemed early by the map date: its last quote before it ended.
 * History: drawn apart on request, never in the trend.
 */
export interface YieldMapEndedPoint extends YieldMapPoint {
  state: 'matured' | 'redeemed_early';
  /** YYYY-MM-DD: the last day of its life. */
  ended_on: string | null;
}

export interface YieldMapOption {
  id: number;
  text: string;
}

export interface YieldMapCurve {
  name: string;
  date: string;
  shape_only: boolean;
  points: { x: number; y: number }[];
}

export interface YieldMapData {
  emitentName: string;
  /** The bonds alive on the map date. */
  emitentMap: YieldMapPoint[];
  /** YYYY-MM-DD: the date the points are alive on. */
  emitentMapDate?: string | null;
  /** Bonds that ended by the map date (absent: none). */
  emitentMapEnded?: YieldMapEndedPoint[];
  emitentMapCurrencies: YieldMapOption[];
  emitentMapCurrencyId: number | null;
  emitentMapCurvesData: Record<string, YieldMapCurve>;
  emitentMapGroundId: number | null;
  emitentMapGrounds: Record<string, YieldMapOption[]>;
}

/** A point the user added (spec "Added point"): duration 2 decimals, yield 3. */
export interface AddedPoint {
  key: string;
  duration: number;
  yield: number;
  pointName: string;
}

/** [x, y] on the map's axes. */
export type XY = readonly [number, number];
