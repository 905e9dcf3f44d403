import { BondMathError, type CalendarDate } from '@bondsight/bond-math';
import { normal, stream, type Random } from '../random';
import { GROUND } from '../world/reference';
import type { BondPlan, OfferPlan } from '../world/types';
import { breakevenOf } from '../world/linkers';
import { dayIndex, type World } from '../world/world';
import type { Sink } from '../sql/bulk-writer';
import type { BenchmarkQuote, Benchmarks } from './benchmarks';
import { BondDay } from './bond-day';
import { exchangeTick, valuationTick, type DayQuote, type TickRow } from './ticks';

export interface MarketHooks {
  /** Dealer quotes for the day (the quotes module); null when the bond is not quoted. */
  /** `scale`: the day's noise scale (noiseScale), so quoted yields stay plausible near the end. */
  quotes: ((q: DayQuote, modelClean: number, half: number, scale: number) => void) | null;
  /** The first window day with dealer quotes. */
  quotesFrom: number;
  /** Receives the estimation ground's dirty price per window day (index constituents). */
  recordPrice: ((windowDay: number, dirty: number) => void) | null;
}

/**
 * Days before an exercised call that the market knows of it: the call's notice period (the
 * offer rows publish "30 days", bond-rows.ts). From then on the bond trades to the call.
 */
export const CALL_NOTICE_DAYS = 30;

/** Share of days with trades, and with only bid/ask, on the main exchange. */
const HALF_SPREAD = { daily: 0.08, active: 0.3, sparse: 0.9 } as const;

/** The narrowest half-spread, % of face: five price steps, so a bid stays below its ask. */
const MIN_HALF_SPREAD = 0.0005;

/**
 * How much of the grounds' price noise (spreads, trades around the close, valuations) a bond
 * keeps on a day: all of it a year or more before its workout date (the next offer, or
 * maturity), then in proportion to the time left. A price error moves the yield by about
 * the error over the duration, and in the last coupon period the duration is the time left:
 * a constant 0.05 % of face would swing a bond's yield by whole percent in its last weeks.
 * Scaled this way, the yield noise stays what a one-year bond shows, and every ground's price
 * converges to the model's (par plus the last coupon, dirty) as redemption nears.
 */
export function noiseScale(day: CalendarDate, workout: CalendarDate): number {
  return Math.min(1, Math.max(0, (workout - day) / 365));
}

function boardOf(bond: BondPlan, ground: number): string | null {
  if (ground === GROUND.moex)
    return bond.issuer.kind === 'sovereign'
      ? 'TQOB'
      : bond.stored.currency === 'RUB'
        ? 'TQCB'
        : 'TQOD';
  return ground === GROUND.spb ? 'SPBBND' : null;
}

/**
 * The model's clean price at yield `y`, as the bond's next option allows it (yield to worst):
 * a holder puts the bond rather than sell it below the put, so a put floors the price at the
 * price to the put; an issuer calls it rather than let it trade above the call, so a call caps
 * it at the price to the call; the announced call that ended the bond (from its notice on) is
 * its price. A put far out of the money (a coupon well above the market's) leaves the price
 * above the put's: its yield to the put in the last weeks is then far below zero, and the
 * ticks flag it (ticks.ts, flagOutOfBand) as the reader has no use for it.
 */
function optionPrice(
  bd: BondDay,
  y: number,
  offer: OfferPlan | null,
  called: OfferPlan | null,
  day: CalendarDate,
): number {
  const atMaturity = bd.cleanAt(y);
  if (offer === null || bd.toOffer === null) return atMaturity;
  const atOffer = bd.cleanAt(y, bd.toOffer);
  if (offer === called && day >= offer.date - CALL_NOTICE_DAYS) return atOffer;
  return offer.type === 'put' ? Math.max(atMaturity, atOffer) : Math.min(atMaturity, atOffer);
}

/**
 * A quote the engine cannot price (an ask above everything a bond about to mature still
 * pays: no yield brackets it) is not published: that tick or quote is skipped.
 */
function attempt<T>(make: () => T): T | null {
  try {
    return make();
  } catch (error) {
    if (error instanceof BondMathError) return null;
    throw error;
  }
}

/**
 * A bond's daily market from its first to its last trading day in the window. The model
 * yield is the sovereign curve at the bond's duration plus the issuer's spread path plus a
 * mean-reverting idiosyncratic term (floaters: their reference rate plus margin); a
 * defaulted bond trades at a recovery price instead. Each ground then prices off that
 * model (exchange trades and quotes rounded to 0.0001 % of face, valuations) and every
 * yield, accrued, duration and spread of the tick is bond-math's for that price.
 */
export function bondSeries(
  world: World,
  bond: BondPlan,
  spread: Float64Array,
  benchmarks: Benchmarks,
  hooks: MarketHooks,
  ticks: Sink<TickRow>,
): number {
  const days = world.history.days;
  const w0 = world.windowStart;
  const first = Math.max(w0, world.history.indexOf(bond.firstTradingDay));
  const last = Math.min(days.length - 1, dayIndex(world, bond.lastTradingDay));
  if (bond.issuer.kind === 'sovereign') benchmarks.noteGovernment(bond);
  if (first > last || bond.lastTradingDay < bond.firstTradingDay) return 0;
  const random: Random = stream(world.options.seed, 'ticks', bond.id);
  const issuer = bond.issuer;
  const sovereign = issuer.kind === 'sovereign';
  const curvePath = world.curves[bond.stored.currency as keyof World['curves']];
  const activity = world.mix.activity[bond.liquidity];
  const half = HALF_SPREAD[bond.liquidity];
  const own = sovereign ? benchmarks.register(bond) : null;
  // A linker trades at a real yield (world/linkers.ts).
  const breakeven = breakevenOf(bond.stored.couponType, bond.stored.currency);
  // Government bonds are benchmarks themselves: no T-spread (lib/benchmark-rule.ts).
  const choose = sovereign ? null : benchmarks.chooser(bond);
  const defaultDay =
    issuer.defaultAt?.kind === 'default' ? (days[issuer.defaultAt.index] as number) : Infinity;
  const recovery = 15 + 30 * random();
  const premium =
    !sovereign &&
    (issuer.country === 'RU' || issuer.country === 'KZ' || issuer.kind === 'spv') &&
    bond.stored.currency !== 'RUB'
      ? 0.03
      : 0;
  let noise = 0;
  let tau = Math.max(0.05, (0.8 * (bond.terms.maturityDate - (days[first] as number))) / 365);
  let previousEstimate: number | null = null;
  let count = 0;
  // The call that ended the bond early (its life ends there, lib/bond-life.ts): once it is
  // announced, the price is the one that pays the model yield to the call at the call's price,
  // so a yield to that call stays a yield (not −86 % on a price still set by the maturity).
  const called =
    bond.redemptionDay < bond.terms.maturityDate
      ? (bond.offers.find((o) => o.date === bond.redemptionDay && o.type === 'call') ?? null)
      : null;
  const nsdOn = bond.nsdValued;
  for (let i = first; i <= last; i++) {
    const day = days[i] as CalendarDate;
    const w = i - w0;
    noise +=
      (-(sovereign ? 20 : 8) * noise) / 260 +
      (sovereign ? 0.006 : 0.012) * Math.sqrt(1 / 260) * normal(random);
    const r = random();
    // Benchmark government bonds trade every day.
    const mainTraded = (sovereign && bond.liquidity === 'daily') || r < activity[0];
    const mainQuoted = !mainTraded && r < activity[0] + activity[1];
    const r2 = bond.secondGround ? random() : 1;
    const wantsQuotes = hooks.quotes !== null && w >= hooks.quotesFrom;
    if (!mainTraded && !mainQuoted && r2 > 0.6 && !bond.estimated && !nsdOn && !wantsQuotes)
      continue;
    // The next option that may still happen: a call that was not announced by its notice
    // period will not be exercised, so no price or yield goes to it (the one that ended the
    // bond was announced).
    const offer: OfferPlan | null =
      bond.offers.find(
        (o) =>
          o.date > day && (o.type === 'put' || o === called || o.date - day > CALL_NOTICE_DAYS),
      ) ?? null;
    let bd: BondDay;
    try {
      bd = new BondDay(bond.terms, bond.flows, day, offer);
    } catch (error) {
      if (error instanceof BondMathError) continue;
      throw error;
    }
    const curve = curvePath.curve(i);
    const s = spread[w] ?? issuer.spread;
    // A defaulted bond trades on its recovery value, not its cash flows.
    const defaulted = day >= defaultDay;
    let modelClean: number;
    if (defaulted) {
      modelClean = Math.max(1, recovery * Math.exp(0.04 * normal(random)) - bd.accruedPct);
    } else {
      const y = bond.floatingBase
        ? world.rates.rate(bond.floatingBase, i) +
          (bond.floatingMargin ?? 0) / 100 +
          (s - issuer.spread) * bond.spreadFactor +
          premium +
          noise
        : curvePath.effectiveYield(i, tau) + s * bond.spreadFactor + premium + noise - breakeven;
      modelClean = optionPrice(bd, Math.max(-0.2, y), offer, called, day);
    }
    const q: DayQuote = {
      bond,
      bd,
      day,
      dayIso: world.history.isoDays[i] as string,
      curve,
      offer,
      defaulted,
      random,
    };
    // The day's benchmark, chosen by the tick's own duration.
    const benchmark = choose && ((macaulay: number): BenchmarkQuote | null => choose(w, macaulay));
    // No noise scaling for a defaulted bond: its price is no longer pulled to par.
    const scale = defaulted ? 1 : noiseScale(day, offer?.date ?? bond.terms.maturityDate);
    const h = defaulted ? 2 : Math.max(MIN_HALF_SPREAD, half * scale);
    if (mainTraded || mainQuoted) {
      const t = attempt(() =>
        exchangeTick(
          q,
          bond.mainGround,
          mainTraded,
          modelClean,
          h,
          benchmark,
          boardOf(bond, bond.mainGround),
        ),
      );
      if (t) {
        ticks.push(t.row);
        count++;
        if (t.macaulay !== null) tau = t.macaulay;
        // A benchmark is priced by a trade with a usable last price (not an off-market one).
        if (
          own &&
          t.closeYield !== null &&
          t.macaulay !== null &&
          !t.row.badData?.includes('last_price')
        )
          own.record(w, t.closeYield, t.macaulay);
      }
    }
    if (bond.secondGround && r2 < 0.6) {
      const second = bond.secondGround;
      const price = modelClean + h * 0.3 * normal(random);
      const t = attempt(() =>
        exchangeTick(q, second, r2 < 0.3, price, h * 1.5, benchmark, boardOf(bond, second)),
      );
      if (t) {
        ticks.push(t.row);
        count++;
      }
    }
    if (bond.estimated) {
      const price = modelClean + 0.02 * scale * normal(random);
      const t = attempt(() =>
        valuationTick(q, GROUND.estimation, price, previousEstimate, benchmark),
      );
      if (t) {
        previousEstimate = t.row.lastPrice ?? null;
        if (t.macaulay !== null) tau = t.macaulay;
        hooks.recordPrice?.(w, t.dirty);
        ticks.push(t.row);
        count++;
      }
    }
    if (nsdOn) {
      const price = modelClean + 0.05 * scale * normal(random);
      const t = attempt(() => valuationTick(q, GROUND.nsd, price, null, benchmark));
      if (t) {
        ticks.push(t.row);
        count++;
      }
    }
    // Dealers get the unscaled half spread and scale it, their skew and noise themselves.
    if (wantsQuotes) attempt(() => hooks.quotes?.(q, modelClean, defaulted ? 2 : half, scale));
  }
  return count;
}
