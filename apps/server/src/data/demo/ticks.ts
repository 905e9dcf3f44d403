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

/**
 * Daily ticks on each of the bond's grounds: a mean-reverting yield path around the bond's
 * level; prices follow the yield. Ground quotes differ by a small spread.
 */
export function generateBondTicks(
  bond: DemoBond,
  emissionId: number,
  dates: string[],
  random: () => number,
): TickInsert[] {
  const ticks: TickInsert[] = [];
  let yieldPct = bond.yieldLevel;
  for (const date of dates) {
    if (bond.maturityDate <= date || bond.issueDate > date) continue;
    yieldPct += 0.08 * (bond.yieldLevel - yieldPct) + 0.06 * normal(random);
    for (const [n, groundId] of bond.grounds.entries()) {
      const groundYield = yieldPct + n * 0.02;
      const years = (Date.parse(bond.maturityDate) - Date.parse(date)) / (365 * DAY_MS);
      // Placeholder-free approximation replaced by bond-math pricing in the generator issue.
      const price = round(100 * Math.pow(1 + groundYield / 100, -years) + (bond.couponRate ?? 0) * annuity(groundYield / 100, years), 4);
      ticks.push({
        emissionId,
        tradingGroundId: groundId,
        date,
        lastPrice: price,
        ytmLast: round(groundYield, 3),
        volume: Math.round(1000 + random() * 50_000),
        source: 'demo',
      });
    }
  }
  return ticks;
}

function annuity(rate: number, years: number): number {
  return rate === 0 ? years : (1 - Math.pow(1 + rate, -years)) / rate;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
