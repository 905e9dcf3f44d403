import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanPriceFromYield,
  convexity,
  durations,
  formatIsoDate as formatIso,
  gSpread,
  parseIsoDate,
  percentToRate,
  prepare,
  pvbp,
} from '@bondsight/bond-math';
import type { Database } from '../src/db/client';
import { emissions, participantQuotes, tradingTicks } from '../src/db/schema/index';
import { recordDate } from '../src/data/demo-world/world/trading-stop';
import { inYieldBand, TICK_YIELD_FIELDS } from '../src/lib/yield-band';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';
import { TEST_AS_OF } from './support/seed-world';
import { loadCurves, loadStoredBonds, type StoredBondTerms } from './support/stored-world';

const CONVENTION = 'effective-annual';
const close = (a: number, b: number, tolerance: number) =>
  Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(b));

/** Status ids: redeemed at maturity, called, defaulted (trades on a recovery price). */
const MATURED = 128;
const CALLED = 112;
const DEFAULTED = 256;
const NSD_GROUND = 381;
/**
 * Near redemption a day's yield (at the close, and at the last price) may move by at most
 * 300 bp from the same ground's previous tick, in the last 30 trading days before the stop
 * (so at most six weeks apart; in this world the model's own moves there stay under 250 bp,
 * the largest a distressed issuer's over two weeks). Every tick is held to it, down to the
 * last: the stop leaves at least two days, where a price step of 0.0001 % of face is still
 * under 1 bp of yield. Before the noise was scaled, the NSD valuation of OFZ 26219 moved by
 * 400-1300 bp a day in its last week.
 */
const MAX_JUMP_BP = 300;
const LAST_DAYS = 30;
/**
 * The NSD valuation's yield stays this close to the same day's close on the bond's main
 * market (the Moscow Exchange, or the Russian OTC market for eurobonds): both price off the
 * same model, the valuation with a noise of 0.05 % of face scaled like every ground's (in the
 * 2000-bond first-run world the widest gap is about 30 bp). The SPB Exchange, a second
 * market with its own noise, is not the reference.
 */
const NSD_BAND_BP = 50;
const NSD_REFERENCE_GROUNDS = new Set([1, 20]);

/** A tick's yields the pages show: at the close and at the last price (unless flagged bad). */
function shownYields(t: typeof tradingTicks.$inferSelect): [string, number][] {
  const out: [string, number][] = [];
  if (t.ytmClose !== null && !t.badData.includes('ytm_close')) out.push(['close', t.ytmClose]);
  if (t.ytmLast !== null && !t.badData.includes('ytm_last')) out.push(['last', t.ytmLast]);
  return out;
}

/** Weekdays strictly before `day`, newest first (the demo markets trade Monday to Friday). */
function weekdaysBefore(day: string, n: number): string[] {
  const out: string[] = [];
  for (let d = new Date(`${day}T00:00:00Z`); out.length < n;) {
    d = new Date(d.getTime() - 86_400_000);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

describe.skipIf(databaseMissing)(`generated ticks agree with bond-math on ${databaseKind}`, () => {
  let database: Database;
  let bonds: Map<number, StoredBondTerms>;
  let ticks: (typeof tradingTicks.$inferSelect)[];
  beforeAll(async () => {
    database = await openTestDatabase(true);
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
      // In a default the bond trades on recovery: a price, no yield (checked below).
      const inDefault = bond.defaultedOn !== null && t.date >= bond.defaultedOn;
      for (const [price, yieldPct, name] of pairs) {
        if (!inDefault && (price === null) !== (yieldPct === null))
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
        // A linker's real yield has no spread over the nominal curve.
        if (bond.couponType === 'inflation') {
          if (t.gSpread !== null) failures.push(`${where}: a linker's g-spread ${t.gSpread}`);
        } else if (!close(g, t.gSpread!, 1e-6))
          failures.push(`${where}: g-spread ${t.gSpread} vs ${g}`);
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

  // A defaulted bond's ticks and quotes (prices, no yield) are unit-tested: this world has none.
  it('publishes no yield outside the sane band unflagged, in ticks and dealer quotes', async () => {
    const unflagged = ticks.flatMap((t) =>
      TICK_YIELD_FIELDS.filter(([key, column]) => {
        const y = t[key];
        return y !== null && !inYieldBand(y) && !t.badData.includes(column);
      }).map(
        ([key, column]) => `${t.emissionId} ${t.tradingGroundId} ${t.date} ${column}=${t[key]}`,
      ),
    );
    expect(unflagged.slice(0, 5)).toEqual([]);
    const quotes = await database.db.select().from(participantQuotes);
    const quoteYields = quotes.flatMap((q) => {
      const on = bonds.get(q.emissionId)!.defaultedOn;
      const ys = [
        q.indicativeYieldBid,
        q.indicativeYieldAsk,
        q.ytoBid,
        q.ytoOffer,
        q.clearanceProfitEffect,
      ];
      if (on !== null && q.date >= on)
        return ys.filter((y) => y !== null).map((y) => `${q.id} after default: ${y}`);
      return ys.filter((y) => y !== null && !inYieldBand(y)).map((y) => `${q.id}: ${y}`);
    });
    expect(quoteYields.slice(0, 5)).toEqual([]);
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

  it('stores no priceless day: every tick has a last, close, bid, ask or indicative price', () => {
    const priceless = ticks.filter(
      (t) =>
        t.lastPrice === null &&
        t.legalClosePrice === null &&
        t.buyingQuote === null &&
        t.sellingQuote === null &&
        t.indicativePrice === null,
    );
    expect(
      priceless.slice(0, 5).map((t) => `${t.emissionId} ${t.tradingGroundId} ${t.date}`),
    ).toEqual([]);
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
      // A valuation service's price (no bid or ask): its yield is the one to maturity.
      if (q.buyingQuote === null) {
        expect(cleanPriceFromYield(p, percentToRate(q.clearanceProfitEffect!))).toBeCloseTo(
          q.indicativePrice!,
          6,
        );
        continue;
      }
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

  describe('near redemption', () => {
    let plans: { id: number; statusId: number; stop: string }[];
    beforeAll(async () => {
      const rows = await database.db
        .select({
          id: emissions.id,
          statusId: emissions.statusId,
          maturity: emissions.maturityDate,
        })
        .from(emissions);
      plans = rows.map((r) => {
        const bond = bonds.get(r.id)!;
        // A called bond is redeemed on its first call on or before the world's date.
        const call = bond.offers
          .filter((o) => o.type === 'call' && o.date <= TEST_AS_OF)
          .sort((a, b) => a.date.localeCompare(b.date))[0];
        const redemption = r.statusId === CALLED ? (call?.date ?? r.maturity!) : r.maturity!;
        return {
          id: r.id,
          statusId: r.statusId,
          stop: formatIso(recordDate(parseIsoDate(redemption))),
        };
      });
    });

    it('stops trading on the business day before the record date, as MOEX does', () => {
      const late: string[] = [];
      let stopped = 0;
      for (const plan of plans) {
        const own = ticks.filter((t) => t.emissionId === plan.id);
        const after = own.filter((t) => t.date >= plan.stop);
        for (const t of after.slice(0, 3))
          late.push(`bond ${plan.id} ground ${t.tradingGroundId} ${t.date} >= ${plan.stop}`);
        if ((plan.statusId === MATURED || plan.statusId === CALLED) && own.length > 0) stopped++;
      }
      expect(late).toEqual([]);
      // The seeded world has bonds redeemed inside its window, so the rule is exercised.
      expect(stopped).toBeGreaterThan(3);
    });

    it(`keeps day-to-day yield moves under ${MAX_JUMP_BP} bp in the last ${LAST_DAYS} trading days`, () => {
      const jumps: string[] = [];
      let checked = 0;
      for (const plan of plans) {
        // Bonds still trading at the world's date have no last days yet; defaulted ones
        // trade on a recovery price whose yield is meaningless (and flagged).
        if (plan.statusId === DEFAULTED || plan.stop > TEST_AS_OF) continue;
        const end = plan.stop;
        const from = weekdaysBefore(end, LAST_DAYS).at(-1)!;
        const series = new Map<string, { date: string; y: number }[]>();
        for (const t of ticks) {
          if (t.emissionId !== plan.id || t.date < from || t.date >= end) continue;
          for (const [kind, y] of shownYields(t)) {
            const key = `ground ${t.tradingGroundId} ${kind}`;
            series.set(key, [...(series.get(key) ?? []), { date: t.date, y }]);
          }
        }
        for (const [ground, list] of series) {
          list.sort((a, b) => a.date.localeCompare(b.date));
          for (let k = 1; k < list.length; k++) {
            const a = list[k - 1]!;
            const b = list[k]!;
            checked++;
            const bp = Math.abs(b.y - a.y) * 100;
            if (bp > MAX_JUMP_BP)
              jumps.push(`bond ${plan.id} ${ground} ${a.date}->${b.date}: ${bp.toFixed(0)} bp`);
          }
        }
      }
      expect(jumps).toEqual([]);
      expect(checked).toBeGreaterThan(50);
    });

    it(`keeps each dealer's end-of-day mid yield moves under ${MAX_JUMP_BP} bp near redemption`, async () => {
      const quotes = await database.db.select().from(participantQuotes);
      const stops = new Map(
        plans.filter((p) => p.statusId !== DEFAULTED).map((p) => [p.id, p.stop] as const),
      );
      const series = new Map<string, { date: string; y: number }[]>();
      for (const q of quotes) {
        const stop = stops.get(q.emissionId);
        if (!stop || !q.endOfDay || q.clearanceProfitEffect === null) continue;
        if (q.date < weekdaysBefore(stop, LAST_DAYS).at(-1)!) continue;
        const key = `bond ${q.emissionId} participant ${q.participantId}`;
        series.set(key, [...(series.get(key) ?? []), { date: q.date, y: q.clearanceProfitEffect }]);
      }
      const jumps: string[] = [];
      let checked = 0;
      for (const [key, list] of series) {
        list.sort((a, b) => a.date.localeCompare(b.date));
        for (let k = 1; k < list.length; k++) {
          checked++;
          const bp = Math.abs(list[k]!.y - list[k - 1]!.y) * 100;
          if (bp > MAX_JUMP_BP)
            jumps.push(`${key} ${list[k - 1]!.date}->${list[k]!.date}: ${bp.toFixed(0)} bp`);
        }
      }
      expect(jumps).toEqual([]);
      expect(checked).toBeGreaterThan(20);
    });

    it(`values on NSD (${NSD_GROUND}) within ${NSD_BAND_BP} bp of the main market's close`, () => {
      const closes = new Map<string, number>();
      for (const t of ticks)
        if (
          NSD_REFERENCE_GROUNDS.has(t.tradingGroundId) &&
          t.ytmClose !== null &&
          !t.badData.length
        )
          closes.set(`${t.emissionId} ${t.date}`, t.ytmClose);
      // A defaulted bond's valuation is a recovery price: its yield says nothing.
      const defaulted = new Set(plans.filter((p) => p.statusId === DEFAULTED).map((p) => p.id));
      const off: string[] = [];
      let compared = 0;
      for (const t of ticks) {
        if (t.tradingGroundId !== NSD_GROUND || t.ytmLast === null || t.badData.length) continue;
        if (defaulted.has(t.emissionId)) continue;
        const exchange = closes.get(`${t.emissionId} ${t.date}`);
        if (exchange === undefined) continue;
        compared++;
        const bp = Math.abs(t.ytmLast - exchange) * 100;
        if (bp > NSD_BAND_BP)
          off.push(`bond ${t.emissionId} ${t.date}: NSD ${t.ytmLast} vs exchange ${exchange}`);
      }
      expect(off.slice(0, 10)).toEqual([]);
      expect(compared).toBeGreaterThan(100);
    });
  });
});
