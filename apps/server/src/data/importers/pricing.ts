import { asc, inArray } from 'drizzle-orm';
import {
  addBusinessDays,
  analyzeBond,
  buildCashFlows,
  calendarById,
  gSpread,
  parseIsoDate,
  prepare,
  type BondAnalytics,
  type BondCashFlows,
  type BondTerms,
  type CalendarDate,
  type HolidayCalendar,
  type YieldConventionName,
  type ZeroCurve,
} from '@bondsight/bond-math';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { emissionCashFlows } from '../../db/schema/index';
import { storedTermsOf, type StoredPayment } from '../../lib/bond-terms';
import type { KnownBond } from './bonds';

/**
 * Our own analytics of a traded price, by bond-math from the stored terms and cash flows:
 * what the bond page shows beside the exchange's published numbers.
 *
 * Settlement is T+1 on the bond's home calendar (MOEX for roubles, the US government bond
 * calendar for Treasuries). MOEX computes YIELDCLOSE for the next trading day on every row of
 * the reference history (also before the exchange's 2023-07-31 switch to T+1; see
 * packages/bond-math/test/moex.test.ts), and Treasuries settle T+1 as well.
 * Yield conventions: MOEX's effective annual yield for rouble bonds, the street (semi-annual
 * bond-equivalent) yield for the others.
 */
export interface PricingBond {
  terms: BondTerms;
  cashFlows: BondCashFlows;
  calendar: HolidayCalendar;
  convention: YieldConventionName;
  maturity: CalendarDate;
}

type Executor = Db | Tx;

/** The stored payments of several bonds, in date order, in one query. */
export async function loadFlows(
  db: Executor,
  ids: number[],
): Promise<Map<number, StoredPayment[]>> {
  const out = new Map<number, StoredPayment[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: emissionCashFlows.emissionId,
      date: emissionCashFlows.date,
      couponRate: emissionCashFlows.couponRate,
      couponSum: emissionCashFlows.couponSum,
      redemption: emissionCashFlows.redemption,
      source: emissionCashFlows.source,
    })
    .from(emissionCashFlows)
    .where(inArray(emissionCashFlows.emissionId, ids))
    .orderBy(asc(emissionCashFlows.emissionId), asc(emissionCashFlows.date));
  for (const { id, ...flow } of rows) out.get(id)?.push(flow);
  return out;
}

export async function loadPricing(db: Executor, bond: KnownBond): Promise<PricingBond | null> {
  return pricingOf(bond, (await loadFlows(db, [bond.id])).get(bond.id) ?? []);
}

export function pricingOf(bond: KnownBond, stored: StoredPayment[]): PricingBond | null {
  if (!bond.issueDate || !bond.maturityDate) return null;
  try {
    const terms = storedTermsOf(
      { ...bond, issueDate: bond.issueDate, maturityDate: bond.maturityDate },
      stored,
    );
    return {
      terms,
      cashFlows: buildCashFlows(terms),
      calendar: calendarById(typeof terms.calendar === 'string' ? terms.calendar : 'weekends-only'),
      convention: bond.currency === 'RUB' ? 'effective-annual' : 'street',
      maturity: terms.maturityDate,
    };
  } catch {
    // Terms the engine cannot use (an unknown day count, say): no analytics, the row still imports.
    return null;
  }
}

export function settlementOf(p: PricingBond, tradeDate: string): CalendarDate {
  return addBusinessDays(parseIsoDate(tradeDate), 1, p.calendar);
}

/** Analytics from a clean price (% of face) traded on `tradeDate`; null when not computable. */
export function analyzeClean(
  p: PricingBond | null,
  tradeDate: string,
  clean: number | null,
): BondAnalytics | null {
  if (!p || clean === null || !(clean > 0)) return null;
  const settlement = settlementOf(p, tradeDate);
  if (settlement >= p.maturity) return null;
  try {
    return analyzeBond(
      p.terms,
      settlement,
      { price: { clean } },
      {
        convention: p.convention,
        cashFlows: p.cashFlows,
      },
    );
  } catch {
    return null;
  }
}

/**
 * The G-spread (bp) of a clean price traded on `tradeDate` over a government zero curve: our
 * yield (as analyzeClean computes it) minus the curve's zero yield at the bond's Macaulay
 * duration, in the yield's own compounding (bond-math `gSpread`, as the calculator and the
 * generated world measure it). Null when the yield is not computable.
 */
export function gSpreadOfClean(
  p: PricingBond | null,
  tradeDate: string,
  clean: number | null,
  curve: ZeroCurve,
): number | null {
  if (!p || clean === null || !(clean > 0)) return null;
  const settlement = settlementOf(p, tradeDate);
  if (settlement >= p.maturity) return null;
  try {
    const prepared = prepare(p.terms, settlement, {
      convention: p.convention,
      cashFlows: p.cashFlows,
    });
    const spread = gSpread(prepared, clean + prepared.accrued.percentOfFace, curve, 'duration');
    return Number.isFinite(spread) ? round(spread * 1e4, 2) : null;
  } catch {
    return null;
  }
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The tick columns our analytics fill (yield in %, rounded to what a page can show). */
export function analyticsColumns(a: BondAnalytics | null) {
  if (!a) return { ytmLast: null, modifiedDuration: null, convexity: null, pvbp: null };
  return {
    ytmLast: round(a.yield * 100, 4),
    modifiedDuration: round(a.modifiedDuration, 4),
    convexity: round(a.convexity, 4),
    pvbp: round(a.pvbpPer100, 6),
  };
}
