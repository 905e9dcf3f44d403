import {
  BENCHMARK_PRICE_DAYS,
  ESTIMATION_TRADING_GROUND_ID,
  NSD_TRADING_GROUND_ID,
  type BenchmarkAbsence,
  type BenchmarkRule,
} from '@bondsight/contracts';

/**
 * The T-spread's benchmark, chosen as an analyst would, in this one place for the benchmark
 * answer, the calculator, the quotes block and the generator:
 *
 * 1. a government (sovereign) bond of the bond's currency;
 * 2. of the same coupon kind: fixed against fixed (fixed, zero-coupon and step-up bonds: their
 *    coupons are known in advance, their yields are on one curve), a floater against a floater
 *    on the same reference rate (a RUONIA floater against an OFZ-PK on RUONIA; a key-rate
 *    floater has none while no government floater pays the key rate);
 * 3. alive on the date (lib/bond-life.ts, `aliveOnSql`) and priced: a tick with a usable last
 *    price at most BENCHMARK_PRICE_DAYS (5) calendar days before the date — a weekend and a
 *    holiday, not an old quote — on a market's own ground: neither Bondsight's estimation (a
 *    model, not a price) nor the NSD ground (paid data: the choice must be the same for every
 *    reader and reveal nothing a reader may not see);
 * 4. the nearest in Macaulay duration to the bond's own (its latest tick's on or before the
 *    date), then the nearest in maturity, then the lower id. A bond with no duration yet is
 *    matched on maturity alone, and so is a floater: its duration only counts the days to its
 *    next coupon reset (every floater's is a few months), while what sets its spread is how
 *    long its credit is lent for.
 *
 * Where no bond passes 1–3 there is no T-spread, and the reason says which step failed: never
 * a spread against something unfit. A stored T-spread (a source's, or the generator's) is
 * shown only when the bond it names passes 1–3 on the tick's date; otherwise it is dropped,
 * not recomputed (the quotes show the source's numbers or none; the calculator computes its
 * own against the chosen benchmark).
 */

/** Grounds whose ticks never price a benchmark (see 3). */
export const NON_MARKET_GROUNDS: readonly number[] = [
  ESTIMATION_TRADING_GROUND_ID,
  NSD_TRADING_GROUND_ID,
];

/** A perpetual bond's maturity, for the maturity tie-break: later than any dated bond. */
export const PERPETUAL_END = '2200-12-31';

/**
 * The coupon kind a benchmark must share (see 2): 'fixed', or 'floating:<BASE>'. Null for a
 * floater whose reference rate is unknown: nothing can be matched to it. Other coupon types
 * (an inflation-linked bond) match only their own type.
 */
export function benchmarkCouponKind(
  couponType: string,
  floatingBase: string | null,
): string | null {
  if (couponType === 'fixed' || couponType === 'zero' || couponType === 'step') return 'fixed';
  if (couponType === 'floating')
    return floatingBase ? `floating:${floatingBase.trim().toUpperCase()}` : null;
  return couponType;
}

/** A floater's kind: matched on maturity, not duration (see 4). */
export const isFloatingKind = (kind: string) => kind.startsWith('floating:');

/** A government bond of the bond's currency and coupon kind, as seen on the date. */
export interface BenchmarkCandidate {
  id: number;
  /** Its last day: redeemed_on, else maturity; null for a perpetual. */
  endDate: string | null;
  alive: boolean;
  /** The date of its latest market price within the window; null when none. */
  pricedOn: string | null;
  /** Macaulay duration (years) of that tick; null when it carries none. */
  durationYears: number | null;
}

export interface BenchmarkPick {
  chosen: BenchmarkCandidate | null;
  rule: BenchmarkRule;
  reason: BenchmarkAbsence | null;
  /** How many bonds passed 1–3. */
  fit: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) =>
  Math.round(dayNumber(to) - dayNumber(from));

/** The date BENCHMARK_PRICE_DAYS before `date`: the oldest day a benchmark's price may be. */
export function priceWindowStart(date: string): string {
  return new Date((dayNumber(date) - BENCHMARK_PRICE_DAYS) * DAY_MS).toISOString().slice(0, 10);
}

/** Passes 1–3 (the caller has already kept 1 and 2): alive, and priced in the window. */
export const isFit = (c: BenchmarkCandidate) => c.alive && c.pricedOn !== null;

/**
 * Step 4 over the candidates of steps 1–2 (the caller's query): the fit one nearest in
 * duration, then maturity, then id; or the reason there is none.
 */
export function pickBenchmark(
  bond: { endDate: string | null; durationYears: number | null; couponKind: string },
  candidates: readonly BenchmarkCandidate[],
): BenchmarkPick {
  if (candidates.length === 0)
    return { chosen: null, rule: 'none', reason: 'no_government_bond', fit: 0 };
  const fit = candidates.filter(isFit);
  if (fit.length === 0) return { chosen: null, rule: 'none', reason: 'none_alive_priced', fit: 0 };
  const end = bond.endDate ?? PERPETUAL_END;
  const maturityGap = (c: BenchmarkCandidate) =>
    Math.abs(daysBetween(end, c.endDate ?? PERPETUAL_END));
  const byDuration = bond.durationYears !== null && !isFloatingKind(bond.couponKind);
  const durationGap = (c: BenchmarkCandidate) =>
    byDuration && c.durationYears !== null
      ? Math.abs(c.durationYears - (bond.durationYears as number))
      : Infinity;
  const chosen = [...fit].sort(
    (a, b) =>
      (byDuration ? durationGap(a) - durationGap(b) || 0 : 0) ||
      maturityGap(a) - maturityGap(b) ||
      a.id - b.id,
  )[0]!;
  return {
    chosen,
    rule: byDuration && chosen.durationYears !== null ? 'nearest_duration' : 'nearest_maturity',
    reason: null,
    fit: fit.length,
  };
}
