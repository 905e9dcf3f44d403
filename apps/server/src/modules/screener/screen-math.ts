import {
  addBusinessDays,
  buildCashFlows,
  calendarById,
  currentYield,
  parseIsoDate,
  prepare,
  rateToPercent,
  zSpread,
  yieldFromPrice,
  yieldToOffer,
  type CalendarDate,
  type YieldConventionName,
  type ZeroCurve,
} from '@bondsight/bond-math';
import { storedTermsOf, type StoredBond, type StoredPayment } from '../../lib/bond-terms';
import type { OfferFacts } from '../../lib/bond-life';

/** What bond-math needs of one live, priced bond. */
export interface MathInput {
  bond: StoredBond;
  payments: readonly StoredPayment[];
  /** The options still to come after the as-of date, within its life (date order). */
  offers: readonly OfferFacts[];
  priceDate: string;
  cleanPrice: number;
  /** The stored yield to maturity of that price, % (the tick's own). */
  ytm: number | null;
  /** Who wrote the tick: how its stored yields were computed. */
  source: string;
  /** The government curve of its currency on the price's date (screen-curves.ts). */
  curve: ZeroCurve | null;
}

/** The screen's bond-math numbers, % (null: not computable from the stored terms). */
export interface ScreenMath {
  yieldToOffer: number | null;
  yieldToWorst: number | null;
  worstDate: string | null;
  screenYield: number | null;
  streetYield: number | null;
  currentYield: number | null;
  /** bp over the currency's government curve, to the screen yield's workout. */
  zSpread: number | null;
}

export const NO_MATH: ScreenMath = {
  yieldToOffer: null,
  yieldToWorst: null,
  worstDate: null,
  screenYield: null,
  streetYield: null,
  currentYield: null,
  zSpread: null,
};

/**
 * How the tick's stored yields were computed, so the yields to offers stand beside them on one
 * footing: our generator settles on the trade date in MOEX's effective yield for every bond
 * (data/demo-world/market/bond-day.ts); the importers settle T+1 on the bond's calendar, MOEX's
 * effective yield for roubles and the street yield otherwise (data/importers/pricing.ts).
 */
function footingOf(
  input: MathInput,
  calendar: string,
): { settlement: CalendarDate; convention: YieldConventionName } {
  const trade = parseIsoDate(input.priceDate);
  if (input.source === 'demo') return { settlement: trade, convention: 'effective-annual' };
  return {
    settlement: addBusinessDays(trade, 1, calendarById(calendar)),
    convention: input.bond.currency === 'RUB' ? 'effective-annual' : 'street',
  };
}

/** What stands without bond-math: the stored yield to maturity, when no offer comes first. */
function fallbackOf(input: MathInput): ScreenMath {
  if (input.ytm === null || input.offers.length > 0) return NO_MATH;
  return {
    ...NO_MATH,
    screenYield: input.ytm,
    yieldToWorst: input.ytm,
    worstDate: input.bond.maturityDate,
  };
}

const pct = (rate: number) => Math.round(rateToPercent(rate) * 1e4) / 1e4;

/**
 * The Z-spread in bp, laid on the curve as the yield is compounded: annually for MOEX's
 * effective yield, at the coupon frequency for the street yield. A price the curve cannot
 * reach (no convergence) has none.
 */
function zSpreadBp(
  p: ReturnType<typeof prepare>,
  clean: number,
  curve: ZeroCurve,
  convention: YieldConventionName,
  frequency: number,
): number | null {
  try {
    const compounding = convention === 'street' && frequency >= 1 ? frequency : 1;
    const s = zSpread(p, clean + p.accrued.percentOfFace, curve, { compounding });
    return Math.round(s * 1e6) / 100;
  } catch {
    return null;
  }
}

/**
 * The yields a screen filters on, from the bond's stored terms and price: to the next offer
 * (the screen's yield when one comes before maturity, as MOEX quotes bonds with an offer), to
 * worst (the lowest of maturity's and each offer's), the screen yield in the street convention
 * beside it, the current yield, and the Z-spread over its currency's curve to the same workout. A bond the engine cannot compute gets none of them.
 */
export function screenMath(input: MathInput): ScreenMath {
  try {
    const terms = storedTermsOf(input.bond, input.payments);
    const calendar = typeof terms.calendar === 'string' ? terms.calendar : 'weekends-only';
    const { settlement, convention } = footingOf(input, calendar);
    if (settlement >= terms.maturityDate) return fallbackOf(input);
    const cashFlows = buildCashFlows(terms);
    const clean = input.cleanPrice;
    const offers = input.offers.filter((o) => parseIsoDate(o.date) < terms.maturityDate);
    const toOffer = (o: OfferFacts, name: YieldConventionName) =>
      yieldToOffer(
        terms,
        settlement,
        clean,
        { date: parseIsoDate(o.date), price: o.price },
        { convention: name, cashFlows },
      );
    const offerYields = offers.map((o) => ({ date: o.date, y: pct(toOffer(o, convention)) }));
    const ytm =
      input.ytm ?? pct(yieldFromPrice(terms, settlement, clean, { convention, cashFlows }));
    let worst = { date: input.bond.maturityDate, y: ytm };
    for (const o of offerYields) if (o.y < worst.y) worst = o;
    const next = offers[0];
    const street = next
      ? toOffer(next, 'street')
      : yieldFromPrice(terms, settlement, clean, { convention: 'street', cashFlows });
    const workout = next && { date: parseIsoDate(next.date), price: next.price };
    const prepared = prepare(terms, settlement, {
      convention,
      cashFlows,
      ...(workout ? { workout } : {}),
    });
    return {
      // A linker's real yield has no spread over the nominal curve.
      zSpread:
        input.curve && input.bond.couponType !== 'inflation'
          ? zSpreadBp(prepared, clean, input.curve, convention, terms.frequency)
          : null,
      yieldToOffer: offerYields[0]?.y ?? null,
      yieldToWorst: worst.y,
      worstDate: worst.date,
      screenYield: offerYields[0]?.y ?? ytm,
      streetYield: pct(street),
      currentYield: pct(currentYield(terms, settlement, clean)),
    };
  } catch {
    // Terms the engine refuses (an unknown day count, a schedule that does not repay): the row
    // keeps the tick's numbers, and its yield to maturity is still the screen's yield when no
    // offer comes first.
    return fallbackOf(input);
  }
}
