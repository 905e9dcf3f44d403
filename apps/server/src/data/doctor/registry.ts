import { cashFlowsCheck } from './cash-flows';
import { lifeCheck } from './life';
import { quotesCheck, ticksCheck } from './market';
import { multipliersCheck } from './multipliers';
import { providerFiguresCheck } from './provider-figures';
import { referencesCheck } from './references';
import { reportChecksCheck } from './report-checks';
import { relationsCheck } from './relations';
import { stretchesCheck } from './stretches';
import { statementRulesCheck, statementTotalsCheck } from './statements';
import type { Check, Invariant } from './types';

/**
 * Every check the doctor runs, in the order it reports them: a bond's life first (the other
 * groups read it), then its schedule, its market data (the tick stretches in step with the
 * ticks, then the ticks judged on them with the benchmarks their spreads name), the issuers'
 * statements (the report period checks in step with the values, then the statements judged on
 * them, a provider's figures against ours) and the graph. Each check is one statement, one
 * pass over the tables it reads.
 *
 * Not checked, because nothing of them is stored: the issuer map's points and similar bonds
 * are chosen per request by the server's modules (emitent-map, bonds/similar), which the data
 * tool may not import.
 */
export const CHECKS: readonly Check[] = [
  lifeCheck,
  cashFlowsCheck,
  stretchesCheck,
  ticksCheck,
  quotesCheck,
  reportChecksCheck,
  statementTotalsCheck,
  statementRulesCheck,
  providerFiguresCheck,
  multipliersCheck,
  relationsCheck,
  referencesCheck,
];

/** Every invariant by code, in report order. */
export const INVARIANTS: readonly (Invariant & { group: string })[] = CHECKS.flatMap((c) =>
  c.invariants.map((i) => ({ ...i, group: c.group })),
);
