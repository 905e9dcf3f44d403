import type { BondPlan } from '../world/types';

interface Benchmark {
  name: string;
  currency: string;
  maturity: number;
  issue: number;
  /** Close yield (decimal) per window day; NaN when it did not trade. */
  yields: Float64Array;
}

/**
 * Government bonds as T-spread benchmarks: sovereigns are generated first and record their
 * daily close yields here; every later bond takes the sovereign of its currency whose
 * maturity is nearest its own.
 */
export class Benchmarks {
  private readonly list: Benchmark[] = [];

  constructor(private readonly windowDays: number) {}

  register(bond: BondPlan): Float64Array {
    const yields = new Float64Array(this.windowDays).fill(Number.NaN);
    this.list.push({
      name: bond.names.eng ?? bond.isin,
      currency: bond.stored.currency,
      maturity: bond.terms.maturityDate,
      issue: bond.terms.issueDate,
      yields,
    });
    return yields;
  }

  pick(bond: BondPlan): Benchmark | null {
    let best: Benchmark | null = null;
    for (const b of this.list) {
      if (b.currency !== bond.stored.currency || b.issue > bond.terms.issueDate + 365) continue;
      if (
        !best ||
        Math.abs(b.maturity - bond.terms.maturityDate) <
          Math.abs(best.maturity - bond.terms.maturityDate)
      )
        best = b;
    }
    return best;
  }
}
