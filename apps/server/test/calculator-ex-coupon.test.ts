import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';

/**
 * Ex-dividend periods through the calculator API: `exCouponMarket` ('uk-dmo') or
 * `exCouponDays` with `exCouponDayType`. A UK gilt's ex-dividend date is the seventh UK
 * business day before its coupon, and it is a trade date: a gilt settling ON it was bought
 * the business day before and is cum; it is ex from the next day (DMO, "Formulae for
 * Calculating Gilt Prices from Yields", 3rd ed. 2005; QuantLib's testExCouponGilt against
 * Bloomberg). 4¼% Treasury Gilt 2032 (7 June / 7 December): the June 2023 coupon's
 * ex-dividend date is Fri 26 May 2023 (Mon 29 May is a bank holiday); seven calendar days
 * would give 31 May. Until issue 32 these tests sent 7 business days and expected settling
 * ON 26 May to trade ex: that was one day early.
 */
const GILT = {
  issueDate: '2020-12-07',
  maturityDate: '2032-06-07',
  couponRate: 4.25,
  couponFrequency: 2,
  dayCount: 'ACT/ACT-ICMA',
  calendar: 'united-kingdom',
  exCouponMarket: 'uk-dmo',
};
const { exCouponMarket: _market, ...PLAIN_GILT } = GILT;

/**
 * DMO Section One, conventional gilt, written out: P = v^(r/s) (c1 + c2 v + (c/2) v^2
 * (1 - v^(n-1)) / (1 - v) + 100 v^n), v = 1 / (1 + y/2), c1 = 0 ex-dividend; with its
 * Macaulay and modified durations and convexity over the same flows.
 */
function dmo(c: number, y: number, r: number, s: number, n: number, ex: boolean) {
  const v = 1 / (1 + y / 2);
  const c1 = ex ? 0 : c / 2;
  const price =
    v ** (r / s) *
    (c1 + (c / 2) * v + ((c / 2) * v ** 2 * (1 - v ** (n - 1))) / (1 - v) + 100 * v ** n);
  let weighted = 0;
  let second = 0;
  for (let k = ex ? 1 : 0; k <= n; k++) {
    const x = r / s + k;
    const amount = c / 2 + (k === n ? 100 : 0);
    weighted += (x / 2) * amount * v ** x;
    second += (amount * x * (x + 1) * v ** (x + 2)) / 4;
  }
  const macaulay = weighted / price;
  return { price, macaulay, modified: macaulay * v, convexity: second / price };
}

describe.skipIf(databaseMissing)(`calculator ex-dividend periods on ${databaseKind}`, () => {
  let app: App;
  let client: TestClient;
  beforeAll(async () => {
    app = await createTestApp();
    client = new TestClient(app);
  });
  afterAll(() => app?.close());

  const calc = (bond: object, settlementDate: string) =>
    client.post('/api/calculator/', { bond, settlementDate, yield: 4, yieldConvention: 'nominal' });

  it('settles a gilt inside its business-day ex-dividend period: negative accrued, ex price', async () => {
    // 30 May 2023: 8 days to the coupon (r), s = 182 (7 Dec 2022 - 7 Jun 2023), n = 18.
    const response = await calc(GILT, '2023-05-30');
    expect(response.statusCode).toBe(200);
    const result = response.json();
    const want = dmo(4.25, 0.04, 8, 182, 18, true);
    expect(result.accruedDays).toBe(-8);
    expect(result.accruedInterestPercent).toBeCloseTo((174 / 182 - 1) * 2.125, 10);
    expect(result.dirtyPrice).toBeCloseTo(want.price, 9);
    expect(result.cleanPrice).toBeCloseTo(want.price - (174 / 182 - 1) * 2.125, 9);
    expect(result.yield).toBeCloseTo(4, 9);
    expect(result.macaulayDuration).toBeCloseTo(want.macaulay, 9);
    expect(result.modifiedDuration).toBeCloseTo(want.modified, 9);
    expect(result.convexity).toBeCloseTo(want.convexity, 7);
    expect(result.cashflows[0].date).toBe('2023-12-07'); // the June coupon is the seller's
  });

  it('is cum ON the ex-dividend date (a trade date) and ex from the next day', async () => {
    const on = (await calc(GILT, '2023-05-26')).json();
    expect(on.accruedInterestPercent).toBeCloseTo((170 / 182) * 2.125, 10);
    expect(on.dirtyPrice).toBeCloseTo(dmo(4.25, 0.04, 12, 182, 18, false).price, 9);
    const before = (await calc(GILT, '2023-05-25')).json();
    expect(before.accruedInterestPercent).toBeCloseTo((169 / 182) * 2.125, 10);
    expect(before.dirtyPrice).toBeCloseTo(dmo(4.25, 0.04, 13, 182, 18, false).price, 9);
    // Saturday 27 May: a weekend settlement is taken as given, after the ex-dividend date: ex.
    const saturday = (await calc(GILT, '2023-05-27')).json();
    expect(saturday.accruedDays).toBe(-11);
    expect(saturday.accruedInterestPercent).toBeCloseTo(-(11 / 182) * 2.125, 10);
    expect(saturday.dirtyPrice).toBeCloseTo(dmo(4.25, 0.04, 11, 182, 18, true).price, 9);
  });

  it('takes a number of days as QuantLib does: settling on the counted day trades ex', async () => {
    const business = { ...PLAIN_GILT, exCouponDays: 7, exCouponDayType: 'business' };
    const on = (await calc(business, '2023-05-26')).json();
    expect(on.accruedInterestPercent).toBeCloseTo((170 / 182 - 1) * 2.125, 10);
    // Six business days is the DMO's rule on business days (QuantLib's form of it).
    const six = { ...business, exCouponDays: 6 };
    expect((await calc(six, '2023-05-26')).json().accruedInterestPercent).toBeCloseTo(
      on.accruedInterestPercent + 2.125,
      10,
    );
  });

  it('counts calendar days by default and when asked', async () => {
    const byDefault = { ...PLAIN_GILT, exCouponDays: 7 };
    for (const bond of [byDefault, { ...byDefault, exCouponDayType: 'calendar' }]) {
      const result = (await calc(bond, '2023-05-30')).json();
      expect(result.accruedDays).toBe(174);
      expect(result.accruedInterestPercent).toBeCloseTo((174 / 182) * 2.125, 10);
    }
  });

  it('names a bad market or day type, a day type without days, and a market with days', async () => {
    const badMarket = await calc({ ...GILT, exCouponMarket: 'uk' }, '2023-05-30');
    expect(badMarket.statusCode).toBe(400);
    expect(badMarket.json().error.fields).toEqual({
      'body.bond.exCouponMarket': 'field_invalid_value',
    });
    const bad = await calc(
      { ...PLAIN_GILT, exCouponDays: 7, exCouponDayType: 'working' },
      '2023-05-30',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'body.bond.exCouponDayType': 'field_invalid_value' });
    const missing = await calc({ ...PLAIN_GILT, exCouponDayType: 'business' }, '2023-05-30');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ 'body.bond.exCouponDays': 'field_required' });
    const both = await calc({ ...GILT, exCouponDays: 7 }, '2023-05-30');
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toEqual({ 'body.bond.exCouponMarket': 'field_invalid_value' });
  });
});
