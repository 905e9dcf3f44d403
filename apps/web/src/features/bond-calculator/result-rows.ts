import type { CalculatorResult } from '@bondsight/contracts';
import {
  DECIMALS,
  DURATION_SPREAD_YIELD_MAX,
  YIELD_SHOWN_MAX,
  shownYield as shownByRule,
  yieldTooHigh,
} from '../../lib/format';

/*
 * The block's result list: the spec's aliases of the calculator's results (section 9: YTM,
 * YTO, duration, convexity, PVBP, G/T/Z-spread and more), each with its decimals (prices 4,
 * yields 3, spreads 2, durations 0 to 2, pvbp 4) and the display rules of section 5: a yield
 * above 2000 % is blank, and durations and spreads are blank when the yield exceeds 20 %.
 */

// The thresholds live with the one formatter (lib/format); re-exported for the block's tests.
export { DURATION_SPREAD_YIELD_MAX, YIELD_SHOWN_MAX };

export type RowKey =
  | 'clean_price'
  | 'dirty_price'
  | 'accrued_interest'
  | 'accrued_percent'
  | 'accrued_days'
  | 'accrued_calendar_days'
  | 'ytm'
  | 'yto'
  | 'ytw'
  | 'current_yield'
  | 'adjusted_current_yield'
  | 'macaulay_duration'
  | 'macaulay_duration_days'
  | 'modified_duration'
  | 'duration_to_offer'
  | 'modified_duration_to_offer'
  | 'convexity'
  | 'pvbp'
  | 'pvbp_per_bond'
  | 'g_spread'
  | 't_spread'
  | 'z_spread'
  | 'i_spread';

export interface ResultRow {
  key: RowKey;
  /** Null: blank by a display rule. */
  value: number | null;
  decimals: number;
}

export interface Workouts {
  /** The same price to the next offer, and to the worst workout (bonds with an offer ahead). */
  offer?: CalculatorResult | undefined;
  worst?: CalculatorResult | undefined;
}

const shownYield = (value: number) => shownByRule(value);

/** The rows the answers give, in the list's order; a spread the answer lacks has no row. */
export function resultRows(
  main: CalculatorResult,
  workouts: Workouts,
  nkdPrecision: number,
): ResultRow[] {
  // The yield that decides the blanks is the effective annual one, as the stored yields are.
  const meaningless = yieldTooHigh({ indicativeYield: main.yields.effective });
  const guarded = (value: number) => (meaningless ? null : value);
  const { offer, worst } = workouts;
  const spreads = main.spreads ?? {};
  const rows: (ResultRow | false)[] = [
    { key: 'clean_price', value: main.cleanPrice, decimals: DECIMALS.price },
    { key: 'dirty_price', value: main.dirtyPrice, decimals: DECIMALS.price },
    { key: 'accrued_interest', value: main.accruedInterest, decimals: nkdPrecision },
    { key: 'accrued_percent', value: main.accruedInterestPercent, decimals: DECIMALS.price },
    { key: 'accrued_days', value: main.accruedDays, decimals: 0 },
    // 30/360 and other counts of their own: the calendar's days beside the day count's.
    main.accruedCalendarDays !== main.accruedDays && {
      key: 'accrued_calendar_days',
      value: main.accruedCalendarDays,
      decimals: 0,
    },
    { key: 'ytm', value: shownYield(main.yield), decimals: DECIMALS.yield },
    !!offer && { key: 'yto', value: shownYield(offer.yield), decimals: DECIMALS.yield },
    !!worst && { key: 'ytw', value: shownYield(worst.yield), decimals: DECIMALS.yield },
    { key: 'current_yield', value: shownYield(main.yields.current), decimals: DECIMALS.yield },
    {
      key: 'adjusted_current_yield',
      value: shownYield(main.yields.adjustedCurrent),
      decimals: DECIMALS.yield,
    },
    {
      key: 'macaulay_duration',
      value: guarded(main.macaulayDuration),
      decimals: DECIMALS.durationYears,
    },
    {
      key: 'macaulay_duration_days',
      value: guarded(main.macaulayDurationDays),
      decimals: DECIMALS.durationDays,
    },
    {
      key: 'modified_duration',
      value: guarded(main.modifiedDuration),
      decimals: DECIMALS.durationYears,
    },
    !!offer && {
      key: 'duration_to_offer',
      value: guarded(offer.macaulayDuration),
      decimals: DECIMALS.durationYears,
    },
    !!offer && {
      key: 'modified_duration_to_offer',
      value: guarded(offer.modifiedDuration),
      decimals: DECIMALS.durationYears,
    },
    { key: 'convexity', value: guarded(main.convexity), decimals: DECIMALS.convexity },
    { key: 'pvbp', value: guarded(main.pvbp), decimals: DECIMALS.pvbp },
    { key: 'pvbp_per_bond', value: guarded(main.pvbpPerBond), decimals: DECIMALS.pvbp },
    spreads.gSpread !== undefined && {
      key: 'g_spread',
      value: guarded(spreads.gSpread),
      decimals: DECIMALS.spread,
    },
    spreads.tSpread !== undefined && {
      key: 't_spread',
      value: guarded(spreads.tSpread),
      decimals: DECIMALS.spread,
    },
    spreads.zSpread !== undefined && {
      key: 'z_spread',
      value: guarded(spreads.zSpread),
      decimals: DECIMALS.spread,
    },
    spreads.iSpread !== undefined && {
      key: 'i_spread',
      value: guarded(spreads.iSpread),
      decimals: DECIMALS.spread,
    },
  ];
  return rows.filter((row): row is ResultRow => row !== false);
}

/** The conventions of the side-by-side yields, in the table's order (the answer's `yields`). */
export const YIELD_KINDS = [
  'effective',
  'compounded',
  'street',
  'simple',
  'current',
  'adjustedCurrent',
] as const;
export type YieldKind = (typeof YIELD_KINDS)[number];

/** One convention's yield, blank above 2000 %. */
export const yieldOf = (result: CalculatorResult, kind: YieldKind): number | null =>
  shownYield(result.yields[kind]);
