import {
  BENCHMARK_PRICE_DAYS,
  decideValues,
  pickText,
  type AccessSubject,
  type BenchmarkAnswer,
  type BenchmarkChoice,
  type BondSummary,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { checkStoredBenchmark, chooseBenchmarkOn } from '../../lib/benchmark-query';
import { daysBetween, PERPETUAL_END } from '../../lib/benchmark-rule';
import { shownDurationOrSpread, shownYield, usable } from '../../lib/display-rules';
import { revealer } from '../../lib/masking';
import * as repo from './bond-calculator.repository';
import { hiddenGroundsFor, latestStoredPrice } from './stored-price.service';

/** Durations to the day's precision a reader can use (1e-4 years is under an hour). */
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/**
 * The T-spread's benchmark of a bond on a date, by the rule of lib/benchmark-rule.ts (a
 * government bond of its currency and coupon kind, alive and priced, nearest in duration):
 * its id, and the choice as the answers carry it. The same for every reader: it reads no
 * paid ground.
 */
export async function chooseBenchmark(
  db: Db,
  bond: repo.BondRow,
  date: string,
): Promise<{ id: number | null; choice: BenchmarkChoice }> {
  const facts = await chooseBenchmarkOn(db, bond, date);
  const chosen = facts.chosen;
  const bondEnd = bond.redeemedOn ?? bond.maturityDate;
  const durationGap =
    chosen?.durationYears != null && facts.bondDurationYears !== null
      ? round4(chosen.durationYears - facts.bondDurationYears)
      : null;
  return {
    id: chosen?.id ?? null,
    choice: {
      rule: facts.rule,
      reason: facts.reason,
      date,
      couponKind: facts.couponKind,
      priceWindowDays: BENCHMARK_PRICE_DAYS,
      candidates: facts.fit,
      bondDurationYears: facts.bondDurationYears === null ? null : round4(facts.bondDurationYears),
      benchmarkDurationYears: chosen?.durationYears == null ? null : round4(chosen.durationYears),
      durationGapYears: durationGap,
      maturityGapDays: chosen
        ? daysBetween(bondEnd ?? PERPETUAL_END, chosen.endDate ?? PERPETUAL_END)
        : null,
      benchmarkPricedOn: chosen?.pricedOn ?? null,
    },
  };
}

/**
 * The date the benchmark answer chooses on: the bond's latest tick (the as-of of its data, so
 * the choice and the stored T-spread speak of one day), today without ticks or after today.
 */
async function answerDate(db: Db, bondId: number, today: string): Promise<string> {
  const latest = await repo.findLatestTickDate(db, bondId);
  return latest !== null && latest < today ? latest : today;
}

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
  const date = await answerDate(db, bond.id, today);
  const [{ id: benchmarkId, choice }, stored] = await Promise.all([
    chooseBenchmark(db, bond, date),
    repo.findLatestTSpread(db, bond.id, hiddenGroundsFor(subject)),
  ]);
  const benchmark = benchmarkId === null ? null : await repo.findBond(db, benchmarkId);
  // A stored T-spread is shown only against a benchmark fit on its own day (dropped, not
  // recomputed: the calculator measures its own against the chosen one).
  const check =
    stored?.benchmarkName && bond.bondKind !== 'sovereign'
      ? await checkStoredBenchmark(db, bond, stored.benchmarkName, stored.date)
      : null;
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
      latest: await latestStoredPrice(db, benchmark.id, date, subject, lang),
    },
    choice,
    storedTSpread:
      stored?.benchmarkName && check
        ? {
            date: stored.date,
            tradingGroundId: stored.tradingGroundId,
            benchmarkName: stored.benchmarkName,
            benchmarkId: check.id,
            dropped: check.drop,
            value: revealer(decideValues(subject, 'bond.latest_quotes', stored.tradingGroundId))(
              check.drop
                ? null
                : shownDurationOrSpread(
                    usable(stored.tSpread, 't_spread', stored.badData),
                    shownYield(usable(stored.ytm, 'ytm_last', stored.badData)),
                  ),
            ),
          }
        : null,
  };
}
