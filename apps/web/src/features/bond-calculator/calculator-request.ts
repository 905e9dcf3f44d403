import { isMasked } from '@bondsight/contracts/access';
import type {
  CalculatorRequest,
  CalculatorResult,
  CalculatorTerms,
  YieldConventionId,
} from '@bondsight/contracts';

/*
 * What the block asks the calculator API (POST /api/calculator/): the stored terms, the
 * settlement (nkd) date and one input — the stored market price, or what the user typed.
 */

export const INPUT_KINDS = ['price', 'yield', 'spread'] as const;
/** What the user types: a clean price (% of face), a yield (%) or a Z-spread (bp). */
export type InputKind = (typeof INPUT_KINDS)[number];
export interface TypedInput {
  kind: InputKind;
  value: number;
}

/** The stored clean price the subject may see, or null (none, or withheld). */
export function storedCleanPrice(terms: CalculatorTerms): number | null {
  const price = terms.price?.cleanPrice;
  return price === undefined || isMasked(price) ? null : price;
}

/** The benchmark for the T-spread, when it has a visible price and is not repaid by then. */
function benchmarkOf(terms: CalculatorTerms, settlementDate: string) {
  const benchmark = terms.benchmark;
  const price = benchmark?.price?.cleanPrice;
  if (!benchmark || price === undefined || isMasked(price)) return undefined;
  if (benchmark.bond.maturityDate <= settlementDate) return undefined;
  return { bond: benchmark.bond, cleanPrice: price };
}

/**
 * The main request: at maturity, with the curve (G-, I- and Z-spreads) and the benchmark
 * (T-spread) where they exist. Null when there is nothing to compute from: no typed input
 * and no visible stored price, or a Z-spread without a curve.
 */
export function calculatorRequest(
  terms: CalculatorTerms,
  settlementDate: string,
  input: TypedInput | null,
  yieldConvention: YieldConventionId,
): CalculatorRequest | null {
  const curve = terms.curve?.curve;
  const benchmark = benchmarkOf(terms, settlementDate);
  const base = {
    bond: terms.bond,
    settlementDate,
    yieldConvention,
    workout: 'maturity' as const,
    ...(curve ? { curve } : {}),
    ...(benchmark ? { benchmark } : {}),
  };
  if (input === null) {
    const price = storedCleanPrice(terms);
    return price === null ? null : { ...base, cleanPrice: price };
  }
  if (input.kind === 'price') return { ...base, cleanPrice: input.value };
  if (input.kind === 'yield') return { ...base, yield: input.value };
  return curve ? { ...base, zSpread: input.value } : null;
}

/** Whether the bond has a put or call between the settlement date and maturity. */
export function hasLiveOffer(terms: CalculatorTerms, settlementDate: string): boolean {
  return (terms.bond.offers ?? []).some(
    (o) => o.date > settlementDate && o.date < terms.bond.maturityDate,
  );
}

/**
 * The same price to the next offer and to the worst workout (the yields side by side): a
 * batch of two, asked only for a bond with an offer ahead.
 */
export function workoutRequests(
  main: CalculatorRequest,
  result: CalculatorResult,
): CalculatorRequest[] {
  const base = {
    bond: main.bond,
    settlementDate: main.settlementDate,
    yieldConvention: main.yieldConvention,
    cleanPrice: result.cleanPrice,
  };
  return [
    { ...base, workout: 'next-offer' },
    { ...base, workout: 'worst' },
  ];
}
