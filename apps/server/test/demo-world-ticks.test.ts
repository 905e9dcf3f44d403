import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanPriceFromYield,
  convexity,
  durations,
  gSpread,
  parseIsoDate,
  percentToRate,
  prepare,
  pvbp,
} from '@bondsight/bond-math';
import type { Database } from '../src/db/client';
import { participantQuotes, tradingTicks } from '../src/db/schema/index';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';
import { seedTestWorld } from './support/seed-world';
import { loadCurves, loadStoredBonds, type StoredBondTerms } from './support/stored-world';

const CONVENTION = 'effective-annual';
const close = (a: number, b: number, tolerance: number) =>
  Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(b));

describe.skipIf(databaseMissing)(`generated ticks agree with bond-math on ${databaseKind}`, () => {
  let database: Database;
  let bonds: Map<number, StoredBondTerms>;
  let ticks: (typeof tradingTicks.$inferSelect)[];
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedTestWorld(database);
    bonds = await loadStoredBonds(database);
    ticks = await database.db.select().from(tradingTicks);
  });
  afterAll(() => database?.close());

  it('prices, yields, accrued, durations, convexity, PVBP and G-spreads of every tick', async () => {
    const curveOf = await loadCurves(database);
    expect(ticks.length).toBeGreaterThan(5000);
    const failures: string[] = [];
    let checkedYto = 0;
    for (const t of ticks) {
      const bond = bonds.get(t.emissionId)!;
      const day = parseIsoDate(t.date);
      const p = prepare(bond.terms, day, { convention: CONVENTION, cashFlows: bond.flows });
      const where = `bond ${t.emissionId} ground ${t.tradingGroundId} ${t.date}`;
      if (t.nkd !== p.accrued.amount)
        failures.push(`${where}: nkd ${t.nkd} != ${p.accrued.amount}`);
      const pairs: [number | null, number | null, string][] = [
        [t.lastPrice, t.ytmLast, 'last'],
        [t.legalClosePrice, t.ytmClose, 'close'],
        [t.buyingQuote, t.ytmBid, 'bid'],
        [t.sellingQuote, t.ytmOffer, 'offer'],
      ];
      for (const [price, yieldPct, name] of pairs) {
        if ((price === null) !== (yieldPct === null))
          failures.push(`${where}: ${name} price and yield must come together`);
        if (price === null || yieldPct === null) continue;
        const recomputed = cleanPriceFromYield(p, percentToRate(yieldPct));
        if (!close(recomputed, price, 1e-6))
          failures.push(`${where}: ${name} ${price} vs ${recomputed}`);
      }
      const y = t.ytmClose ?? t.ytmLast;
      const reference = t.legalClosePrice ?? t.lastPrice;
      if (t.duration !== null && y !== null && reference !== null) {
        const rate = percentToRate(y);
        const d = durations(p, rate);
        if (
          !close(d.macaulayDays, t.duration, 1e-9) ||
          !close(d.macaulay, t.dur!, 1e-9) ||
          !close(d.modified, t.durMod!, 1e-9) ||
          t.durMod !== t.modifiedDuration
        )
          failures.push(`${where}: durations`);
        if (
          !close(convexity(p, rate), t.convexity!, 1e-9) ||
          !close(pvbp(p, rate).per100, t.pvbp!, 1e-9)
        )
          failures.push(`${where}: convexity/pvbp`);
        const curve = curveOf(bond.currency, t.date);
        const g = curve ? gSpread(p, reference + p.accrued.percentOfFace, curve) * 1e4 : NaN;
        if (!close(g, t.gSpread!, 1e-6)) failures.push(`${where}: g-spread ${t.gSpread} vs ${g}`);
      }
      const yto = t.ytoLast ?? t.ytcLast;
      if (yto !== null && reference !== null) {
        const offer = bond.offers
          .filter((o) => o.date > t.date)
          .sort((a, b) => a.date.localeCompare(b.date))[0]!;
        expect(t.offerDate).toBe(offer.date);
        const to = prepare(bond.terms, day, {
          convention: CONVENTION,
          cashFlows: bond.flows,
          workout: { date: parseIsoDate(offer.date), price: offer.price },
        });
        if (!close(cleanPriceFromYield(to, percentToRate(yto)), reference, 1e-6))
          failures.push(`${where}: yield to offer`);
        checkedYto++;
      }
      if (
        t.minPrice !== null &&
        !(
          t.minPrice <= t.lastPrice! &&
          t.lastPrice! <= t.maxPrice! &&
          t.minPrice <= t.openPrice! &&
          t.openPrice! <= t.maxPrice!
        )
      )
        failures.push(`${where}: min <= open, last <= max`);
      if (t.buyingQuote !== null && t.sellingQuote !== null && !(t.buyingQuote < t.sellingQuote))
        failures.push(`${where}: bid < ask`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(checkedYto).toBeGreaterThan(0);
  });

  it('leaves fields empty on illiquid days and flags some values as bad data', () => {
    expect(
      ticks.some(
        (t) =>
          t.tradingGroundId === 1 &&
          t.lastPrice === null &&
          (t.buyingQuote !== null || t.sellingQuote !== null),
      ),
    ).toBe(true);
    expect(ticks.some((t) => t.buyingQuote === null && t.sellingQuote !== null)).toBe(true);
    expect(ticks.some((t) => t.badData.length > 0)).toBe(true);
    expect(new Set(ticks.map((t) => t.tradingGroundId)).size).toBeGreaterThanOrEqual(5);
  });

  it('prices dealer quotes with bond-math yields', async () => {
    const quotes = await database.db.select().from(participantQuotes);
    expect(quotes.length).toBeGreaterThan(100);
    expect(quotes.some((q) => q.endOfDay) && quotes.some((q) => !q.endOfDay)).toBe(true);
    for (const q of quotes.slice(0, 500)) {
      const bond = bonds.get(q.emissionId)!;
      const p = prepare(bond.terms, parseIsoDate(q.date), {
        convention: CONVENTION,
        cashFlows: bond.flows,
      });
      expect(cleanPriceFromYield(p, percentToRate(q.indicativeYieldBid!))).toBeCloseTo(
        q.buyingQuote!,
        6,
      );
      expect(cleanPriceFromYield(p, percentToRate(q.indicativeYieldAsk!))).toBeCloseTo(
        q.sellingQuote!,
        6,
      );
    }
  });
});
