import { describe, expect, it } from 'vitest';
import { buildCashFlows, parseIsoDate, type BondTerms } from '@bondsight/bond-math';
import type { BondPlan } from '../world/types';
import { BondDay } from './bond-day';
import { quoterFor, type QuoteRow } from './quotes';
import { exchangeTick, valuationTick, type DayQuote } from './ticks';

// A three-year 10 % bond with a put at par a year in, seen on one day: the ticks are priced
// here as the generator prices them (bond-series.ts hands them the day's model price).
const terms: BondTerms = {
  issueDate: parseIsoDate('2025-01-15'),
  maturityDate: parseIsoDate('2028-01-15'),
  frequency: 2,
  dayCount: 'ACT/365F',
  couponRate: 0.1,
};
const flows = buildCashFlows(terms);
const put = { date: parseIsoDate('2026-01-15'), type: 'put' as const, price: 100 };
const bond = {
  id: 7,
  issuer: { kind: 'corporate', showcase: null, defaultAt: null },
  liquidity: 'daily',
  stored: { faceValue: 1000, currency: 'RUB' },
  terms,
} as unknown as BondPlan;

function dayQuote(iso: string, defaulted: boolean, offer: typeof put | null = null): DayQuote {
  const day = parseIsoDate(iso);
  let seed = 1;
  return {
    bond,
    bd: new BondDay(terms, flows, day, offer),
    day,
    dayIso: iso,
    curve: { zeroRate: () => 0.08 } as unknown as DayQuote['curve'],
    offer,
    defaulted,
    // A fixed stream: the tests look at which fields are filled, not at their draws.
    random: () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646,
  };
}

const YIELDS = ['ytmBid', 'ytmOffer', 'ytmLast', 'ytmClose', 'ytoLast', 'ytcLast'] as const;

describe('demo ticks of a defaulted bond', () => {
  it('carry the recovery price on the exchange and no yield, duration or spread', () => {
    for (let k = 0; k < 20; k++) {
      const { row, closeYield } = exchangeTick(
        dayQuote('2025-06-10', true),
        1,
        true,
        31.5,
        2,
        null,
        'TQCB',
      );
      expect(row.lastPrice).not.toBeNull();
      expect(YIELDS.map((y) => row[y])).toEqual(YIELDS.map(() => null));
      expect([row.dur, row.duration, row.gSpread, row.tSpread, closeYield]).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);
    }
  });

  it('carry the valuation price and no indicative yield', () => {
    const { row, macaulay } = valuationTick(dayQuote('2025-06-10', true), 4, 31.5, 30, null);
    expect([row.lastPrice, row.indicativePrice, row.previousIndicativePrice]).toEqual([
      31.5, 31.5, 30,
    ]);
    expect([row.ytmLast, row.indicativeYield, row.dur, macaulay]).toEqual([null, null, null, null]);
  });

  it('get dealer quotes with prices and no yield', () => {
    const rows: QuoteRow[] = [];
    const quote = quoterFor(1, bond, [{ ground: 501, company: bond.issuer }], {
      push: (r: QuoteRow) => rows.push(r),
    } as never)!;
    quote(dayQuote('2025-06-10', true), 31.5, 2, 1);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.indicativePrice).not.toBeNull();
      expect([
        r.indicativeYieldBid,
        r.indicativeYieldAsk,
        r.clearanceProfitEffect,
        r.gSpread,
      ]).toEqual([null, null, null, null]);
    }
  });
});

describe('demo ticks outside the sane yield band', () => {
  it('flag a yield to a put far out of the money days before it, and keep the yield to maturity', () => {
    // 104 % of face two days before a put at par: about −99 % a year to the put.
    const { row } = valuationTick(dayQuote('2026-01-13', false, put), 4, 104, null, null);
    expect(row.ytoLast).toBeLessThan(-5);
    expect(row.badData).toEqual(
      expect.arrayContaining(['yto_last', 'yto_close', 'indicative_yield']),
    );
    expect(row.badData).not.toContain('ytm_last');
  });

  it("flag a distressed bond's yield above 200 % with the spreads taken from it", () => {
    const { row } = valuationTick(dayQuote('2027-06-10', false), 4, 40, null, null);
    expect(row.ytmLast).toBeGreaterThan(200);
    expect(row.badData).toEqual(
      expect.arrayContaining(['ytm_last', 'indicative_yield', 'g_spread', 't_spread']),
    );
  });

  it('leave a yield inside the band unflagged', () => {
    const { row } = valuationTick(dayQuote('2025-06-10', false), 4, 100, null, null);
    expect(row.ytmLast).toBeGreaterThan(5);
    expect((row.badData ?? []).filter((c) => c !== 'g_spread')).toEqual([]);
  });
});

describe("demo ticks on the exchange's price step", () => {
  const onGrid = (price: number | null | undefined, step: number) =>
    price == null || Math.abs(price / step - Math.round(price / step)) < 1e-6;

  it('trade and quote a corporate bond on 0.01 and a federal loan on 0.001, the book never crossed', () => {
    for (const [kind, step] of [
      ['corporate', 0.01],
      ['sovereign', 0.001],
    ] as const) {
      const quote = dayQuote('2025-06-10', false);
      quote.bond = { ...bond, issuer: { ...bond.issuer, kind } } as BondPlan;
      for (let k = 0; k < 40; k++) {
        // A tight book (half-spread far below the step) and an odd model price.
        const { row } = exchangeTick(quote, 1, k % 2 === 0, 101.23456, 0.0004, null, 'TQCB');
        const prices = [row.openPrice, row.minPrice, row.maxPrice, row.lastPrice];
        for (const price of [...prices, row.legalClosePrice, row.buyingQuote, row.sellingQuote])
          expect(onGrid(price, step), `${kind} ${price}`).toBe(true);
        if (row.buyingQuote != null && row.sellingQuote != null)
          expect(row.sellingQuote).toBeGreaterThan(row.buyingQuote);
        // The yields are those of the prices on the step, not of the model's.
        if (row.lastPrice != null && row.ytmLast != null)
          expect(row.ytmLast).toBeCloseTo(quote.bd.yieldOf(row.lastPrice) * 100, 6);
      }
    }
  });
});
