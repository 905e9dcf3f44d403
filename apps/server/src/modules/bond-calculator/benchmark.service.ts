import {
  decideValues,
  pickText,
  type AccessSubject,
  type BenchmarkAnswer,
  type BondSummary,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { shownDurationOrSpread, shownYield, usable } from '../../lib/display-rules';
import { revealer } from '../../lib/masking';
import * as repo from './bond-calculator.repository';
import { hiddenGroundsFor, latestStoredPrice } from './stored-price.service';

/** A perpetual bond is measured against the longest government bond. */
const PERPETUAL_MATURITY = '2200-12-31';
const DAY_MS = 86_400_000;

export interface BenchmarkChoice {
  id: number | null;
  rule: BenchmarkAnswer['choice']['rule'];
  reason: BenchmarkAnswer['choice']['reason'];
}

/**
 * The government bond a bond's T-spread is measured against:
 * 1. the one its latest stored T-spread names, while that one is outstanding on the bond's
 *    latest tick (so the page agrees with the stored spreads: the generator and the
 *    importers chose it by the same rule as 2 on that day);
 * 2. otherwise the sovereign bond of its currency, not matured on the bond's latest tick (or
 *    today, without ticks), whose maturity is nearest its own (ties: the lower id).
 * A government bond has none: it is a benchmark itself (no T-spread is stored for one).
 */
export async function chooseBenchmark(
  db: Db,
  bond: repo.BondRow,
  today: string,
): Promise<BenchmarkChoice> {
  if (bond.bondKind === 'sovereign') return { id: null, rule: 'none', reason: 'sovereign' };
  const asOf = (await repo.findLatestTickDate(db, bond.id)) ?? today;
  // The choice is the same for everyone: a benchmark's name is no market value.
  const stored = await repo.findLatestTSpread(db, bond.id, []);
  if (stored?.benchmarkName) {
    const id = await repo.findSovereignByName(db, bond.currencyId, stored.benchmarkName, asOf);
    if (id !== null && id !== bond.id) return { id, rule: 'stored_t_spread', reason: null };
  }
  const id = await repo.findNearestSovereign(
    db,
    bond.currencyId,
    bond.id,
    bond.maturityDate ?? PERPETUAL_MATURITY,
    asOf,
  );
  return id === null
    ? { id: null, rule: 'none', reason: 'no_candidate' }
    : { id, rule: 'nearest_maturity', reason: null };
}

const daysBetween = (from: string | null, to: string | null) =>
  from && to ? Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) : null;

/** GET /cb/emissions/item/global/json/:id/: the benchmark, how it was chosen, its market. */
export async function getBenchmark(
  db: Db,
  id: number,
  today: string,
  lang: Language,
  subject: AccessSubject,
): Promise<BenchmarkAnswer> {
  const bond = await repo.findBond(db, id);
  if (!bond) throw notFound();
  const choice = await chooseBenchmark(db, bond, today);
  const benchmark = choice.id === null ? null : await repo.findBond(db, choice.id);
  const stored = await repo.findLatestTSpread(db, bond.id, hiddenGroundsFor(subject));
  return {
    bondId: bond.id,
    benchmark: benchmark && {
      id: benchmark.id,
      isin: benchmark.isin,
      name: pickText(benchmark.names, lang),
      fullName: pickText(benchmark.fullNames, lang),
      emitent: { id: benchmark.emitentId, name: pickText(benchmark.emitentNames, lang) },
      currency: benchmark.currency,
      faceValue: benchmark.faceValue,
      issueDate: benchmark.issueDate,
      maturityDate: benchmark.maturityDate,
      coupon: {
        type: benchmark.couponType as BondSummary['coupon']['type'],
        rate: benchmark.couponRate,
        frequency: benchmark.couponFrequency,
        dayCount: benchmark.dayCount,
      },
      latest: await latestStoredPrice(db, benchmark.id, null, subject, lang),
    },
    choice: {
      rule: choice.rule,
      reason: choice.reason,
      maturityGapDays: benchmark ? daysBetween(bond.maturityDate, benchmark.maturityDate) : null,
    },
    storedTSpread: stored && {
      date: stored.date,
      tradingGroundId: stored.tradingGroundId,
      value: revealer(decideValues(subject, 'bond.latest_quotes', stored.tradingGroundId))(
        shownDurationOrSpread(
          usable(stored.tSpread, 't_spread', stored.badData),
          shownYield(usable(stored.ytm, 'ytm_last', stored.badData)),
        ),
      ),
    },
  };
}
