import { addDays, addYears, type CalendarDate } from '@bondsight/bond-math';
import { serial, timeline, type Timeline } from '../dates';
import { BaseRates } from './base-rates';
import { CURVE_DEFS, CurvePath } from './curves';
import { planIssuers } from './issuers';
import type { CurrencyCode } from './reference';
import type { IssuerPlan } from './types';

export interface WorldOptions {
  seed: number;
  /** The generation date, YYYY-MM-DD: the last day of the tick history. */
  asOf: string;
  bonds: number;
  /** Years of daily history (ticks, curves, index values). */
  years: number;
}

/**
 * How liquid bonds are. A demo-sized world shows many liquid bonds; a market-sized one is
 * like a real universe, where most of half a million bonds trade a few times a year and the
 * liquid core does not grow with the count (this is what keeps a 500k-bond world loadable).
 */
export interface LiquidityMix {
  shares: [daily: number, active: number, sparse: number];
  /** Per class: share of days with trades, and with only bid and ask, on the main exchange. */
  activity: Record<'daily' | 'active' | 'sparse', [traded: number, quoted: number]>;
  estimated: [number, number, number];
  nsd: [number, number, number];
}

export const SHOWCASE_MIX: LiquidityMix = {
  shares: [0.12, 0.35, 0.53],
  activity: { daily: [0.96, 0.03], active: [0.3, 0.15], sparse: [0.04, 0.06] },
  estimated: [0.2, 0.25, 0.08],
  nsd: [0.2, 0.08, 0],
};
export const MARKET_MIX: LiquidityMix = {
  shares: [0.02, 0.06, 0.92],
  activity: { daily: [0.96, 0.03], active: [0.2, 0.1], sparse: [0.01, 0.01] },
  estimated: [0.5, 0.2, 0.01],
  nsd: [0.2, 0.05, 0],
};

export interface World {
  options: WorldOptions;
  asOf: CalendarDate;
  /** Weekdays from well before the oldest issue up to asOf. */
  history: Timeline;
  /** Index of the window's first day in `history`. */
  windowStart: number;
  curves: Record<CurrencyCode, CurvePath>;
  rates: BaseRates;
  issuers: IssuerPlan[];
  mix: LiquidityMix;
}

/** History long enough for a 30-year bond that is still alive at the window's start. */
const HISTORY_BEFORE_WINDOW_YEARS = 12;

export function createWorld(options: WorldOptions): World {
  const history = timeline(options.asOf, options.years + HISTORY_BEFORE_WINDOW_YEARS);
  const windowFirstDay = addYears(serial(options.asOf), -options.years);
  const windowStart = history.indexOf(addDays(windowFirstDay, 1));
  const curves = Object.fromEntries(
    CURVE_DEFS.map((def) => [def.currency, new CurvePath(def, history.days, options.seed)]),
  ) as Record<CurrencyCode, CurvePath>;
  const issuers = planIssuers({
    seed: options.seed,
    bonds: options.bonds,
    years: options.years,
    windowStart,
    windowEnd: history.days.length - 1,
  });
  return {
    options,
    asOf: serial(options.asOf),
    history,
    windowStart,
    curves,
    rates: new BaseRates(curves),
    issuers,
    mix: options.bonds <= 10_000 ? SHOWCASE_MIX : MARKET_MIX,
  };
}

/** The history index of the last weekday on or before a date (0 before the history). */
export function dayIndex(world: World, day: CalendarDate): number {
  const i = world.history.indexOf(day);
  const days = world.history.days;
  if (i < days.length && days[i] === day) return i;
  return Math.max(0, i - 1);
}
