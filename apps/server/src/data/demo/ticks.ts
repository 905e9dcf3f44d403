import {
  analyzeBond,
  buildCashFlows,
  parseIsoDate,
  percentToRate,
  rateToPercent,
  type BondTerms,
} from '@bondsight/bond-math';
import { termsOf } from '../../lib/bond-terms';
import type { tradingTicks } from '../../db/schema/index';
import type { DemoBond } from './world';
import { normal } from './random';

type TickInsert = typeof tradingTicks.$inferInsert;

const DAY_MS = 86_400_000;

/** The last `count` weekdays up to and including `asOf`, oldest first. */
export function tradingDaysBefore(asOf: string, count: number): string[] {
  const days: string[] = [];
  let t = Date.parse(`${asOf}T00:00:00Z`);
  while (days.length < count) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(t).toISOString().slice(0, 10));
    t -= DAY_MS;
  }
  return days.reverse();
}

/** The engine's terms of a demo bond: the same mapping as for any stored bond. */
export function demoBondTerms(bond: DemoBond): BondTerms {
  return termsOf(bond);
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Daily ticks on each of the bond's grounds. The yield follows a mean-reverting path around
 * the bond's level; price, accrued interest, durations, convexity and PVBP are then computed
 * by bond-math from that yield (effective annual, MOEX convention), so every stored number
 * agrees with the calculator. The yield is stored rounded to 3 decimals and the price is
 * recomputed from it, keeping the pair exactly consistent.
 */
export function generateBondTicks(
  bond: DemoBond,
  emissionId: number,
  dates: string[],
  random: () => number,
): TickInsert[] {
  const terms = demoBondTerms(bond);
  const cashFlows = buildCashFlows(terms);
  const ticks: TickInsert[] = [];
  let yieldPct = bond.yieldLevel;
  for (const date of dates) {
    if (bond.maturityDate <= date || bond.issueDate > date) continue;
    yieldPct += 0.08 * (bond.yieldLevel - yieldPct) + 0.06 * normal(random);
    for (const [n, groundId] of bond.grounds.entries()) {
      const groundYield = round(yieldPct + n * 0.02, 3);
      const a = analyzeBond(terms, parseIsoDate(date), { yield: percentToRate(groundYield) }, { convention: 'effective-annual', cashFlows });
      ticks.push({
        emissionId,
        tradingGroundId: groundId,
        date,
        lastPrice: a.cleanPrice,
        ytmLast: rateToPercent(a.yield),
        nkd: a.accruedInterest,
        duration: a.macaulayDurationDays,
        modifiedDuration: a.modifiedDuration,
        convexity: a.convexity,
        pvbp: a.pvbpPer100,
        yearsToMaturity: (Date.parse(bond.maturityDate) - Date.parse(date)) / (365 * DAY_MS),
        volume: Math.round(1000 + random() * 50_000),
        source: 'demo',
      });
    }
  }
  return ticks;
}
