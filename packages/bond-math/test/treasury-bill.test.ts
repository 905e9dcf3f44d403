/**
 * Treasury bill quotes against the Treasury's published auction results (TreasuryDirect
 * auction results, 2023-10..11, as in ../shared/data/us-treasury/ust_auctions_2023-09_11.csv:
 * pricePer100, highDiscountRate, highInvestmentRate, issue and maturity dates). Every one of
 * these bills settles in a year that holds 29 February 2024, so the investment rate uses 366
 * days; the 52-week bill (364 days, more than half a year) takes the Treasury's quadratic.
 * The 365-day case: a 91-day bill quoted on TreasuryDirect at 4.975 % discount, 5.108 %
 * investment rate, 98.742431 (reproduced at joetaxpayer.com/question2.html).
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeBill,
  billDiscountRate,
  billInvestmentRate,
  billPriceFromDiscountRate,
  billPriceFromInvestmentRate,
  billYearDays,
  parseIsoDate,
} from '../src/index';

const AUCTIONS = [
  // term, issue, maturity, price per 100, discount rate %, investment rate %
  ['4-Week', '2023-11-14', '2023-12-12', 99.588556, 5.29, 5.4],
  ['43-Day', '2023-10-12', '2023-11-24', 99.359778, 5.36, 5.484],
  ['8-Week', '2023-11-14', '2024-01-09', 99.177889, 5.285, 5.418],
  ['13-Week', '2023-11-16', '2024-02-15', 98.664069, 5.285, 5.446],
  ['17-Week', '2023-11-14', '2024-03-12', 98.253014, 5.285, 5.469],
  ['26-Week', '2023-11-16', '2024-05-16', 97.335722, 5.27, 5.504],
  ['52-Week', '2023-11-02', '2024-10-31', 94.807944, 5.135, 5.433],
] as const;

describe('Treasury bills: price, discount rate and investment rate as the Treasury quotes them', () => {
  it.each(AUCTIONS)('%s bill issued %s', (_term, issue, maturity, price, discount, investment) => {
    const settlement = parseIsoDate(issue);
    const a = analyzeBill(price, settlement, parseIsoDate(maturity));
    expect(a.yearDays).toBe(366);
    // The Treasury publishes the price to 6 decimals and the rates to 3.
    expect(billPriceFromDiscountRate(discount / 100, a.days)).toBeCloseTo(price, 6);
    expect(a.discountRate * 100).toBeCloseTo(discount, 3);
    expect(Math.round(a.investmentRate * 100_000) / 1000).toBe(investment);
    expect(billPriceFromInvestmentRate(a.investmentRate, a.days, a.yearDays)).toBeCloseTo(price, 9);
  });

  it('a 365-day year when no 29 February follows settlement', () => {
    expect(billYearDays(parseIsoDate('2023-01-05'))).toBe(365);
    expect(billYearDays(parseIsoDate('2024-02-29'))).toBe(365);
    expect(billYearDays(parseIsoDate('2024-02-28'))).toBe(366);
    expect(billPriceFromDiscountRate(0.04975, 91)).toBeCloseTo(98.742431, 6);
    expect(billDiscountRate(98.742431, 91) * 100).toBeCloseTo(4.975, 3);
    expect(Math.round(billInvestmentRate(98.742431, 91, 365) * 100_000) / 1000).toBe(5.108);
  });

  it('sensitivities: a zero of t years, and a basis point moves the price by its PVBP', () => {
    const a = analyzeBill(97.335722, parseIsoDate('2023-11-16'), parseIsoDate('2024-05-16'));
    expect(a.macaulayYears).toBeCloseTo(182 / 366, 12);
    expect(a.modifiedDuration).toBeCloseTo(
      a.macaulayYears / (1 + a.investmentRate * a.macaulayYears),
      6,
    );
    const moved = billPriceFromInvestmentRate(a.investmentRate + 0.0001, a.days, a.yearDays);
    expect(97.335722 - moved).toBeCloseTo(a.pvbpPer100, 5);
    expect(a.convexity).toBeGreaterThan(0);
  });

  it('refuses a matured bill or a non-positive price', () => {
    expect(() => billInvestmentRate(99, 0)).toThrow(RangeError);
    expect(() => billInvestmentRate(0, 30)).toThrow(RangeError);
  });
});
