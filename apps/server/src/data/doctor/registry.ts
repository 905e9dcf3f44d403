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

/** The statements and what report_period_checks (which their checks read) is derived from. */
const REPORTS = ['financial_reports', 'report_values', 'report_lines', 'multiplier_definitions'];

/** A check that reads these tables whole: an incremental run runs it when one was written. */
const reading = (check: Check, reads: readonly string[]): Check => ({ ...check, reads });

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
  reading(reportChecksCheck, REPORTS),
  reading(statementTotalsCheck, REPORTS),
  // A defaulted issuer's statements are judged otherwise: its bonds, facts and ratings count.
  reading(statementRulesCheck, [
    ...REPORTS,
    'equities',
    'equity_prices',
    'emissions',
    'bond_facts',
    'rating_actions',
    'rating_scale_points',
  ]),
  reading(providerFiguresCheck, REPORTS),
  reading(multipliersCheck, [...REPORTS, 'multiplier_values']),
  reading(relationsCheck, ['emitent_relations', 'emitents']),
  reading(referencesCheck, [
    'emissions',
    'emitents',
    'emission_offers',
    'documents',
    'rating_actions',
    'rating_scale_points',
    'bond_facts',
    'index_constituents',
    'financial_reports',
    'multiplier_values',
    'consensus_forecasts',
    'report_files',
    // Not trading_ticks, read only for a live bond traded on the Moscow Exchange without a
    // listing level: a day's ticks would run the whole check every day; a new or changed bond
    // (emissions) runs it, and so does the weekly full run.
    'equities',
  ]),
];

/** Every invariant by code, in report order. */
export const INVARIANTS: readonly (Invariant & { group: string })[] = CHECKS.flatMap((c) =>
  c.invariants.map((i) => ({ ...i, group: c.group })),
);
