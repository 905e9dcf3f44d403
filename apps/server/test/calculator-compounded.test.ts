import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';

/**
 * `yieldConvention: 'compounded'` as an input: QuantLib's Compounded yield (compounded at the
 * coupon frequency in every period, the final one too), which every answer reports in
 * `yields.compounded`. A bond in its final coupon period is where it parts from the street
 * (nominal) yield, so the checks are written out there from QuantLib's closed form for one
 * remaining flow (ql/interestrate.cpp, InterestRate::compoundFactor): dirty = CF / (1 + y/f)^(f t).
 */
const LAST_PERIOD = {
  issueDate: '2020-03-15',
  maturityDate: '2025-03-15',
  couponRate: 6,
  couponFrequency: 2,
  dayCount: 'ACT/ACT-ICMA',
};
// Settling 2024-12-01: 104 days of the 181-day period 15 Sep 2024 - 15 Mar 2025 are left.
const SETTLEMENT = '2024-12-01';
const T = 104 / 181 / 2; // years, ACT/ACT-ICMA
const CF = 103; // the last coupon and the redemption, per 100

describe.skipIf(databaseMissing)(`compounded yields as input on ${databaseKind}`, () => {
  let app: App;
  let client: TestClient;
  beforeAll(async () => {
    app = await createTestApp();
    client = new TestClient(app);
  });
  afterAll(() => app?.close());

  const calc = (body: object) =>
    client.post('/api/calculator/', { bond: LAST_PERIOD, settlementDate: SETTLEMENT, ...body });

  it('prices from a compounded yield by the closed form and reports the yield it was given', async () => {
    const response = await calc({ yield: 9, yieldConvention: 'compounded' });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    const dirty = CF / (1 + 0.09 / 2) ** (2 * T);
    expect(result.yieldConvention).toBe('compounded');
    expect(result.dirtyPrice).toBeCloseTo(dirty, 10);
    expect(result.yield).toBeCloseTo(9, 10);
    expect(result.yields.compounded).toBeCloseTo(9, 9);
    // The street yield of the same price is simple in this period: another number.
    const street = ((CF / dirty - 1) / T) * 100;
    expect(result.yields.street).toBeCloseTo(street, 8);
    expect(Math.abs(result.yields.street - 9)).toBeGreaterThan(0.05);
    // Risk in the same convention: one flow at T, Macaulay = T, modified = T / (1 + y/f),
    // convexity = T (T + 1/f) / (1 + y/f)^2, PVBP = modified * dirty / 10,000.
    const v = 1 / (1 + 0.09 / 2);
    expect(result.macaulayDuration).toBeCloseTo(T, 10);
    expect(result.modifiedDuration).toBeCloseTo(T * v, 10);
    expect(result.convexity).toBeCloseTo(T * (T + 0.5) * v ** 2, 8);
    expect(result.pvbp).toBeCloseTo((T * v * dirty) / 10_000, 6);
    // The calculation shows the compounded discount factor.
    expect(result.cashflows).toHaveLength(1);
    expect(result.cashflows[0].discountFactor).toBeCloseTo((1 + 0.09 / 2) ** (-2 * T), 12);
  });

  it('solves a price for the compounded yield, the same as yields.compounded of any input', async () => {
    const fromPrice = (await calc({ dirtyPrice: 101, yieldConvention: 'compounded' })).json();
    expect(fromPrice.yield).toBeCloseTo(2 * ((CF / 101) ** (1 / (2 * T)) - 1) * 100, 8);
    const nominal = (await calc({ dirtyPrice: 101, yieldConvention: 'nominal' })).json();
    expect(nominal.yields.compounded).toBeCloseTo(fromPrice.yield, 9);
    expect(nominal.yield).not.toBeCloseTo(fromPrice.yield, 3);
  });

  it('adds spreads to a compounded yield: a flat curve at the yield gives zero', async () => {
    const flatAt9 = {
      type: 'zero',
      points: [{ years: 1, rate: 9 }],
      compounding: { type: 'compounded', frequency: 2 },
    };
    const result = (
      await calc({
        yield: 9,
        yieldConvention: 'compounded',
        curve: flatAt9,
      })
    ).json();
    expect(result.spreads.zSpread).toBeCloseTo(0, 6);
    const fromSpread = (
      await calc({
        zSpread: 0,
        yieldConvention: 'compounded',
        curve: flatAt9,
      })
    ).json();
    expect(fromSpread.yield).toBeCloseTo(9, 6);
  });

  it('takes it in a batch, item by item', async () => {
    const response = await client.post('/api/calculator/batch/', [
      { bond: LAST_PERIOD, settlementDate: SETTLEMENT, yield: 9, yieldConvention: 'compounded' },
      { bond: LAST_PERIOD, settlementDate: SETTLEMENT, yield: 9, yieldConvention: 'nominal' },
    ]);
    expect(response.statusCode).toBe(200);
    const [compounded, street] = response.json();
    expect(compounded.dirtyPrice).toBeCloseTo(CF / (1 + 0.09 / 2) ** (2 * T), 10);
    expect(street.dirtyPrice).toBeCloseTo(CF / (1 + 0.09 * T), 10);
  });

  it('names an unknown convention', async () => {
    const response = await calc({ yield: 9, yieldConvention: 'annual' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'body.yieldConvention': 'field_invalid_value' });
  });
});
