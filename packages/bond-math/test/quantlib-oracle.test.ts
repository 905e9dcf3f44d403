/**
 * QuantLib as an oracle: ~200 seeded random fixed-rate bullets (six day counts, 1/2/4/12
 * coupons a year, short first stubs, month-end schedules, settlement on issue and coupon
 * dates) priced by bond-math and by QuantLib 1.29 (test/quantlib/oracle.cpp, compiled once).
 *
 * The matching convention is bond-math's 'true-yield' on a bond without holidays ('null'
 * calendar, unadjusted payments) against QuantLib's BondFunctions with Compounded at the
 * coupon frequency and the bond's own day counter, because:
 * - QuantLib discounts each flow stepwise from settlement over the coupon accrual periods
 *   (CashFlows::npv with an InterestRate), each step a year fraction of the bond's day
 *   counter with the coupon's reference period, so f*t = DSC/E + k for ACT/ACT-ICMA and
 *   the plain year fraction for the others — bond-math's 'bond' time basis;
 * - it compounds to the very last flow (no money-market final period, unlike 'street');
 * - it discounts to payment dates (here equal to the unadjusted coupon dates).
 * A coupon paid on the settlement date goes to the seller in both (no accrued that day).
 * One known exception, by convention: 30/360 Bond Basis around 31sts and February ends
 * (see stepwiseTimesMatch); those bonds are compared on accrued interest only.
 * Skipped, with a warning, where g++ or the QuantLib headers (libquantlib0-dev) are missing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  buildCashFlows,
  cleanPriceFromYield,
  convexity,
  date,
  dirtyPriceFromYield,
  durations,
  endOfMonth,
  formatIsoDate as fmt,
  dayCountById,
  prepare,
  yieldFromDirtyPrice,
  type BondTerms,
  type CalendarDate,
  type DayCountId,
  type Frequency,
} from '../src/index';

const QL_HEADER = '/usr/include/ql/quantlib.hpp';
const hasGpp = spawnSync('g++', ['--version']).status === 0;
const missing = [hasGpp ? '' : 'g++', fs.existsSync(QL_HEADER) ? '' : QL_HEADER].filter(Boolean);
if (missing.length > 0)
  console.warn(
    `QuantLib oracle skipped, missing: ${missing.join(', ')} (apt-get install g++ libquantlib0-dev)`,
  );

const DAY_COUNTS: DayCountId[] = [
  'ACT/365F',
  'ACT/360',
  '30/360-BB',
  '30E/360',
  'ACT/ACT-ICMA',
  'ACT/ACT-ISDA',
];
const FREQUENCIES: Frequency[] = [1, 2, 4, 12];
const CASES = 204; // 34 per day count

/** mulberry32: tiny seeded PRNG, so every run checks the same bonds. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Case {
  terms: BondTerms;
  settlement: CalendarDate;
  clean: number;
}

function generateCases(): Case[] {
  const rnd = mulberry32(20261121);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)] as T;
  const cases: Case[] = [];
  for (let i = 0; i < CASES; i++) {
    const dayCount = DAY_COUNTS[i % DAY_COUNTS.length] as DayCountId;
    const frequency = pick(FREQUENCIES);
    const issueDate = date(int(2000, 2030), int(1, 12), int(1, 28));
    // Maturity: a whole number of periods after issue (regular) or a few days off it (a
    // short first stub); a third of them on a month end (end-of-month schedules, 31st/Feb).
    const periods = int(1, frequency === 12 ? 120 : 30 * frequency);
    let maturityDate = addMonths(issueDate, (periods * 12) / frequency);
    if (rnd() < 0.4) maturityDate = addDays(maturityDate, int(1, 20));
    if (rnd() < 0.33) maturityDate = endOfMonth(maturityDate);
    const terms: BondTerms = {
      issueDate,
      maturityDate,
      frequency,
      dayCount,
      couponRate: int(0, 1200) / 10_000,
      calendar: 'null',
      paymentConvention: 'unadjusted',
    };
    // Settlement: on the issue date, on a coupon date, or anywhere in between.
    const couponDates = buildCashFlows(terms)
      .flows.map((f) => f.accrualEnd)
      .filter((d) => d < maturityDate);
    const r = rnd();
    const settlement =
      r < 0.1
        ? issueDate
        : r < 0.35 && couponDates.length > 0
          ? pick(couponDates)
          : addDays(issueDate, int(0, maturityDate - issueDate - 1));
    const y = int(10, 1200) / 10_000;
    const p = prepare(terms, settlement, { convention: 'true-yield' });
    cases.push({ terms, settlement, clean: cleanPriceFromYield(p, y) });
  }
  return cases;
}

describe.skipIf(missing.length > 0)('QuantLib oracle (BondFunctions, QuantLib 1.29)', () => {
  let dir = '';
  let oracle = '';

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-ql-'));
    oracle = path.join(dir, 'oracle');
    const source = path.join(import.meta.dirname, 'quantlib', 'oracle.cpp');
    execFileSync('g++', ['-O1', '-std=c++17', '-o', oracle, source, '-lQuantLib']);
  }, 120_000);
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('agrees on yield, accrued, dirty price, durations and convexity', () => {
    const cases = generateCases();
    const input = cases
      .map(({ terms: t, settlement, clean }) =>
        [t.issueDate, t.maturityDate, t.couponRate, t.frequency, t.dayCount, settlement, clean]
          .map(String)
          .join(','),
      )
      .join('\n');
    const lines = execFileSync(oracle, { input, encoding: 'utf8' }).trim().split('\n');
    expect(lines).toHaveLength(cases.length);

    let nonAdditive = 0;
    const worst = { yield: 0, accrued: 0, dirty: 0, macaulay: 0, modified: 0, convexity: 0 };
    cases.forEach(({ terms, settlement, clean }, i) => {
      const line = lines[i] as string;
      const where = `${terms.dayCount} f=${terms.frequency} ${fmt(terms.issueDate)}..${fmt(terms.maturityDate)} settle ${fmt(settlement)}: ${line}`;
      expect(line.startsWith('error'), where).toBe(false);
      const [qlYield, qlAccrued, qlDirty, qlMacaulay, qlModified, qlConvexity] = line
        .split(',')
        .map(Number) as [number, number, number, number, number, number];
      const p = prepare(terms, settlement, { convention: 'true-yield' });
      const y = yieldFromDirtyPrice(p, clean + p.accrued.percentOfFace);
      const d = durations(p, y);
      const diffs = {
        yield: Math.abs(y - qlYield),
        accrued: Math.abs(p.accrued.percentOfFace - qlAccrued),
        dirty: Math.abs(dirtyPriceFromYield(p, qlYield) - qlDirty),
        macaulay: Math.abs(d.macaulay - qlMacaulay),
        modified: Math.abs(d.modified - qlModified),
        // Relative: convexity runs to ~1,000 for 30-year bonds.
        convexity: Math.abs(convexity(p, y) / qlConvexity - 1),
      };
      expect(diffs.accrued, where).toBeLessThan(1e-10);
      if (!stepwiseTimesMatch(terms, settlement)) {
        // The one known difference, asserted on accrued only: see stepwiseTimesMatch.
        nonAdditive++;
        return;
      }
      expect(diffs.yield, where).toBeLessThan(1e-10);
      // Without holidays the calculator's 'compounded' yield is this same number.
      const compounded = prepare(terms, settlement, { convention: 'compounded' });
      expect(
        Math.abs(yieldFromDirtyPrice(compounded, clean + p.accrued.percentOfFace) - qlYield),
        where,
      ).toBeLessThan(1e-10);
      expect(diffs.dirty, where).toBeLessThan(1e-9);
      expect(diffs.macaulay, where).toBeLessThan(1e-9);
      expect(diffs.modified, where).toBeLessThan(1e-9);
      expect(diffs.convexity, where).toBeLessThan(1e-9);
      for (const k of Object.keys(worst) as (keyof typeof worst)[])
        worst[k] = Math.max(worst[k], diffs[k]);
    });
    // The exception must stay an exception, not swallow the sample.
    expect(nonAdditive).toBeLessThan(cases.length / 10);
    console.info(
      `QuantLib oracle: ${cases.length} bonds (${nonAdditive} non-additive 30/360-BB: accrued only), largest differences`,
      worst,
    );
  });
});

/**
 * QuantLib times a flow stepwise: yf(start, next) - yf(start, settlement) for the current
 * period, plus yf(c_k, c_k+1) for each later one; bond-math measures yf(settlement, flow) in
 * one go. Equal for every day count here except 30/360 Bond Basis, whose 31st rule depends
 * on the other date (d2 = 31 -> 30 only if d1 >= 30) and which has no February rule, so it
 * is not additive around 31sts and February ends: settling 31 May for 28 Jun is 27 days in
 * QuantLib (90 - 63) and 28 here. Both readings of Bond Basis are in use; the difference is
 * a convention, so such bonds are compared on accrued only.
 */
function stepwiseTimesMatch(terms: BondTerms, settlement: CalendarDate): boolean {
  if (terms.dayCount !== '30/360-BB') return true;
  const dc = dayCountById(terms.dayCount);
  let stepwise = 0;
  for (const f of buildCashFlows(terms).flows) {
    if (f.accrualEnd <= settlement) continue;
    stepwise +=
      f.accrualStart < settlement
        ? dc.yearFraction(f.accrualStart, f.accrualEnd) -
          dc.yearFraction(f.accrualStart, settlement)
        : dc.yearFraction(f.accrualStart, f.accrualEnd);
    if (Math.abs(stepwise - dc.yearFraction(settlement, f.accrualEnd)) > 1e-12) return false;
  }
  return true;
}
