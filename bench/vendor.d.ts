// bond-calculator 0.1.9 ships no types; this is the surface bench/bond-calculator.ts uses.
declare module 'bond-calculator' {
  export interface BondSpec {
    settlement: Date;
    maturity: Date;
    /** Coupon rate, decimal. */
    rate: number;
    /** Redemption per 100. */
    redemption: number;
    frequency: 1 | 2 | 4;
    convention: '30U/360' | 'ACTUAL/ACTUAL' | 'ACTUAL/360' | 'ACTUAL/365' | '30E/360';
  }
  export interface BondCalculator {
    /** Excel PRICE: clean price per 100 at a yield (decimal). */
    price(yld: number): number;
    /** Excel YIELD: yield (decimal) at a clean price per 100. */
    yield(price: number): number;
  }
  export default function bondCalculator(bond: BondSpec): BondCalculator;
}
