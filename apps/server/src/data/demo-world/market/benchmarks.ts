import { BENCHMARK_PRICE_DAYS } from '@bondsight/contracts';
import type { CalendarDate } from '@bondsight/bond-math';
import { benchmarkCouponKind, isFloatingKind } from '../../../lib/benchmark-rule';
import type { BondPlan } from '../world/types';

/** A government bond as a benchmark: its terms and its market by window day. */
interface Benchmark {
  id: number;
  name: string;
  isin: string;
  currency: string;
  /** Currency and coupon kind: a bond is measured only against its own (lib/benchmark-rule). */
  key: string;
  /** Matched on maturity (a floater), not duration. */
  byMaturity: boolean;
  issue: number;
  /** Its last day: the redemption (maturity, or the call that ended it). */
  end: number;
  /** Close yield (decimal) per window day it traded with a usable last price; NaN otherwise. */
  yields: Float64Array;
  /** Macaulay duration (years) of that tick. */
  durations: Float64Array;
}

/** A benchmark's quote as a tick's T-spread needs it. */
export interface BenchmarkQuote {
  name: string;
  /** Its latest close yield in the price window, decimal. */
  yield: number;
}

/**
 * Fit benchmarks of one key on one window day, sorted by the measure they are matched on:
 * duration, or for floaters their last day (lib/benchmark-rule.ts, step 4).
 */
interface DayList {
  /** Index into the benchmarks of the key. */
  index: Int32Array;
  /** The window day of each one's price (at most BENCHMARK_PRICE_DAYS calendar days back). */
  pricedAt: Int32Array;
  measure: Float64Array;
}

/** Records a government bond's market day by day (the benchmark side of the rule). */
export interface BenchmarkRecorder {
  record(windowDay: number, closeYield: number, macaulay: number): void;
}

/**
 * The T-spread's benchmarks as lib/benchmark-rule.ts chooses them, so that every stored
 * T-spread is measured against a fit bond: government bonds are generated first and record
 * each day they traded with a usable last price (their yield and duration); a later bond's
 * tick takes, among those of its currency and coupon kind alive on the day and priced within
 * BENCHMARK_PRICE_DAYS calendar days, the nearest in duration to its own (then maturity,
 * then id). The fit lists are built once per key and day, sorted by duration, and searched
 * by bisection: at 500,000 bonds there are hundreds of government bonds per currency.
 */
export class Benchmarks {
  private readonly byKey = new Map<string, Benchmark[]>();
  /** Government bonds per currency and English name: a name two of them share is no reference. */
  private readonly namesakes = new Map<string, number>();
  private readonly lists = new Map<string, (DayList | undefined)[]>();

  /** `days`: the calendar date of each window day. */
  constructor(private readonly days: ArrayLike<number>) {}

  /**
   * Counts every government bond's name, whether or not it trades in the window (a matured one
   * still holds its name): called for each before any other bond.
   */
  noteGovernment(bond: BondPlan): void {
    const namesake = `${bond.stored.currency}|${bond.names.eng ?? bond.isin}`;
    this.namesakes.set(namesake, (this.namesakes.get(namesake) ?? 0) + 1);
  }

  register(bond: BondPlan): BenchmarkRecorder | null {
    const kind = benchmarkCouponKind(bond.stored.couponType, bond.floatingBase);
    if (kind === null || bond.statusId === 32 || bond.statusId === 64) return null;
    const n = this.days.length;
    const b: Benchmark = {
      id: bond.id,
      name: bond.names.eng ?? bond.isin,
      isin: bond.isin,
      currency: bond.stored.currency,
      key: `${bond.stored.currency}|${kind}`,
      byMaturity: isFloatingKind(kind),
      issue: bond.terms.issueDate,
      end: bond.redemptionDay,
      yields: new Float64Array(n).fill(Number.NaN),
      durations: new Float64Array(n).fill(Number.NaN),
    };
    const list = this.byKey.get(b.key) ?? [];
    list.push(b);
    this.byKey.set(b.key, list);
    return {
      record(w, closeYield, macaulay) {
        if (!Number.isFinite(closeYield) || !Number.isFinite(macaulay)) return;
        b.yields[w] = closeYield;
        b.durations[w] = macaulay;
      },
    };
  }

  /**
   * The chooser of a non-government bond: for a window day and the tick's duration, its
   * benchmark's quote, or null when none is fit (no T-spread then). Null when the bond's coupon
   * kind has no benchmark at all.
   */
  chooser(bond: BondPlan): ((w: number, macaulay: number) => BenchmarkQuote | null) | null {
    const kind = benchmarkCouponKind(bond.stored.couponType, bond.floatingBase);
    if (kind === null) return null;
    const key = `${bond.stored.currency}|${kind}`;
    const all = this.byKey.get(key);
    if (!all) return null;
    const end = bond.redemptionDay;
    const byMaturity = isFloatingKind(kind);
    return (w, macaulay) => {
      const list = this.dayList(key, all, w);
      const measure = byMaturity ? end : macaulay;
      if (list.index.length === 0 || !Number.isFinite(measure)) return null;
      const i = nearest(list, all, measure, end);
      const b = all[list.index[i] as number] as Benchmark;
      return { name: this.reference(b), yield: b.yields[list.pricedAt[i] as number] as number };
    };
  }

  /**
   * How a tick names its benchmark (t_spread_benchmark): the English name, or the ISIN when
   * another government bond of the currency has that name too (a US T-bill of one month, a
   * Bund of one coupon and year): readers resolve a name to the first namesake.
   */
  private reference(b: Benchmark): string {
    return (this.namesakes.get(`${b.currency}|${b.name}`) ?? 0) > 1 ? b.isin : b.name;
  }

  private dayList(key: string, all: Benchmark[], w: number): DayList {
    const lists = this.lists.get(key) ?? [];
    this.lists.set(key, lists);
    const cached = lists[w];
    if (cached) return cached;
    const day = this.days[w] as number;
    const fit: { i: number; at: number; d: number }[] = [];
    all.forEach((b, i) => {
      // Alive on the day (issued, not yet redeemed), as aliveOnSql says.
      if (b.issue > day || b.end <= day) return;
      for (let v = w; v >= 0 && day - (this.days[v] as number) <= BENCHMARK_PRICE_DAYS; v--) {
        if (Number.isFinite(b.yields[v])) {
          fit.push({ i, at: v, d: b.byMaturity ? b.end : (b.durations[v] as number) });
          return;
        }
      }
    });
    fit.sort((a, b) => a.d - b.d || (all[a.i] as Benchmark).id - (all[b.i] as Benchmark).id);
    const list: DayList = {
      index: Int32Array.from(fit, (f) => f.i),
      pricedAt: Int32Array.from(fit, (f) => f.at),
      measure: Float64Array.from(fit, (f) => f.d),
    };
    lists[w] = list;
    return list;
  }
}

/** The list position nearest in the measure; ties by maturity gap, then the lower id. */
function nearest(list: DayList, all: Benchmark[], d: number, end: CalendarDate): number {
  let lo = 0;
  let hi = list.measure.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list.measure[mid] as number) < d) lo = mid + 1;
    else hi = mid;
  }
  // The nearest is at lo - 1 or lo; equal durations sit next to each other around them.
  const gap = (i: number) => Math.abs((list.measure[i] as number) - d);
  let best = lo < list.measure.length ? lo : lo - 1;
  if (lo > 0 && gap(lo - 1) <= gap(best)) best = lo - 1;
  const bestGap = gap(best);
  const better = (i: number) => {
    const a = all[list.index[i] as number] as Benchmark;
    const b = all[list.index[best] as number] as Benchmark;
    const ma = Math.abs(a.end - end);
    const mb = Math.abs(b.end - end);
    return ma < mb || (ma === mb && a.id < b.id);
  };
  for (let i = best - 1; i >= 0 && gap(i) === bestGap; i--) if (better(i)) best = i;
  for (let i = best + 1; i < list.measure.length && gap(i) === bestGap; i++)
    if (better(i)) best = i;
  return best;
}
