/**
 * Bond-level price <-> yield: yield to maturity, to an offer (put/call) date, to worst;
 * price from yield; current and adjusted current yield. Thin wrappers over `prepare` and
 * the solver; prices are per 100 of outstanding face.
 */
import { buildCashFlows } from '../cashflows/generate';
import type { BondTerms, Offer } from '../cashflows/terms';
import type { CalendarDate } from '../dates/calendar-date';
import { fail, requireFinite } from '../errors';
import type { Price, Rate } from '../units';
import { currentPeriodIndex } from './accrued';
import { prepare, type PrepareOptions, type PreparedBond } from './prepare';
import { dirtyPriceFromYield, yieldFromDirtyPrice } from './yield-solver';

/** A quoted price: a bare number is a clean price. */
export type PriceQuote = Price | { readonly clean: Price } | { readonly dirty: Price };

export function dirtyFromQuote(p: PreparedBond, quote: PriceQuote): number {
  if (typeof quote === 'number') return checkPrice(quote) + p.accrued.percentOfFace;
  if ('dirty' in quote) return checkPrice(quote.dirty);
  return checkPrice(quote.clean) + p.accrued.percentOfFace;
}

function checkPrice(x: number): number {
  if (typeof x !== 'number' || !Number.isFinite(x) || !(x > 0))
    fail('invalid_price', 'price must be a positive finite number', 'price');
  return x;
}

export function yieldFromPrice(
  terms: BondTerms,
  settlement: CalendarDate,
  price: PriceQuote,
  options?: PrepareOptions,
): Rate {
  const p = prepare(terms, settlement, options);
  return yieldFromDirtyPrice(p, dirtyFromQuote(p, price));
}

export interface PriceResult {
  readonly clean: Price;
  readonly dirty: Price;
  /** Accrued interest per 100 of outstanding face. */
  readonly accrued: Price;
}

export function priceFromYield(
  terms: BondTerms,
  settlement: CalendarDate,
  y: Rate,
  options?: PrepareOptions,
): PriceResult {
  const p = prepare(terms, settlement, options);
  const dirty = dirtyPriceFromYield(p, y);
  return { clean: dirty - p.accrued.percentOfFace, dirty, accrued: p.accrued.percentOfFace };
}

export function yieldToOffer(
  terms: BondTerms,
  settlement: CalendarDate,
  price: PriceQuote,
  offer: Pick<Offer, 'date' | 'price'>,
  options?: Omit<PrepareOptions, 'workout'>,
): Rate {
  const p = prepare(terms, settlement, {
    ...options,
    workout: { date: offer.date, price: offer.price },
  });
  return yieldFromDirtyPrice(p, dirtyFromQuote(p, price));
}

export interface WorkoutYield {
  readonly yield: Rate;
  readonly workoutDate: CalendarDate;
  readonly kind: 'maturity' | 'put' | 'call';
}

/** Yields to maturity and to every future offer date. */
export function yieldsToWorkouts(
  terms: BondTerms,
  settlement: CalendarDate,
  price: PriceQuote,
  options?: Omit<PrepareOptions, 'workout'>,
): WorkoutYield[] {
  const cashFlows = options?.cashFlows ?? buildCashFlows(terms);
  const base = prepare(terms, settlement, { ...options, cashFlows });
  const out: WorkoutYield[] = [
    {
      yield: yieldFromDirtyPrice(base, dirtyFromQuote(base, price)),
      workoutDate: base.redemptionDate,
      kind: 'maturity',
    },
  ];
  for (const offer of terms.offers ?? []) {
    if (offer.date <= settlement || offer.date >= terms.maturityDate) continue;
    const p = prepare(terms, settlement, {
      ...options,
      cashFlows,
      workout: { date: offer.date, price: offer.price },
    });
    out.push({
      yield: yieldFromDirtyPrice(p, dirtyFromQuote(p, price)),
      workoutDate: offer.date,
      kind: offer.type,
    });
  }
  return out;
}

/** The lowest of the yields to maturity and to each future offer date. */
export function yieldToWorst(
  terms: BondTerms,
  settlement: CalendarDate,
  price: PriceQuote,
  options?: Omit<PrepareOptions, 'workout'>,
): WorkoutYield {
  const all = yieldsToWorkouts(terms, settlement, price, options);
  return all.reduce((w, x) => (x.yield < w.yield ? x : w));
}

/** Annual coupon rate of the current period (explicit flows: implied from the amount). */
function currentCouponRate(terms: BondTerms, settlement: CalendarDate): Rate {
  const bond = buildCashFlows(terms);
  const i = currentPeriodIndex(bond.flows, settlement);
  const f = bond.flows[i >= 0 ? i : 0];
  return f?.rate ?? terms.couponRate ?? 0;
}

/** Current yield = annual coupon / clean price (both per 100). */
export function currentYield(terms: BondTerms, settlement: CalendarDate, cleanPrice: Price): Rate {
  checkPrice(cleanPrice);
  return (currentCouponRate(terms, settlement) * 100) / cleanPrice;
}

/**
 * Adjusted current yield (simple yield to maturity) = (C + (R - P) / T) / P with C the
 * annual coupon per 100, R the redemption price, P the clean price and T the years to
 * maturity (ACT/365F).
 */
export function adjustedCurrentYield(
  terms: BondTerms,
  settlement: CalendarDate,
  cleanPrice: Price,
): Rate {
  checkPrice(cleanPrice);
  const years = (terms.maturityDate - settlement) / 365;
  if (!(years > 0))
    fail('settlement_after_maturity', 'settlement is on or after maturity', 'settlement');
  const redemption = requireFinite(terms.redemption ?? 100, 'redemption');
  return (
    (currentCouponRate(terms, settlement) * 100 + (redemption - cleanPrice) / years) / cleanPrice
  );
}
