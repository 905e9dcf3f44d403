import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addDays,
  addMonths,
  buildCashFlows,
  cleanPriceFromYield,
  date,
  endOfMonth,
  formatIsoDate,
  prepare,
  yieldFromDirtyPrice,
  type BondTerms,
  type CalendarDate,
  type DayCountId,
  type Frequency,
} from '@bondsight/bond-math';
import { CalculatorRequest } from '@bondsight/contracts';
import { calculate } from '../apps/server/src/modules/calculator/calculator.service';

/**
 * Random bullets against QuantLib: bond-math's `compounded` yield against QuantLib's
 * BondFunctions::yield with `Compounded` at the coupon frequency, on every bond, and its
 * `street` yield against `SimpleThenCompounded` where one flow is left (the final coupon
 * period, where the two conventions part). Seeded, so every run checks the same bonds; a
 * third of them settle in their final coupon period. The agreement is reported, not
 * asserted (the unit suite's quantlib-oracle test asserts).
 *
 * The same bullets go through the calculator API's contract and service as a client sends
 * them (CalculatorRequest, then the function every calculator route runs; no HTTP): a price
 * in the `compounded` convention must give QuantLib's Compounded yield, QuantLib's yield must
 * give back the price, and the same in `nominal` (street) against SimpleThenCompounded where
 * one flow is left.
 *
 * Day counts: those whose stepwise QuantLib times equal bond-math's single year fraction
 * (30/360 Bond Basis is not additive around 31sts, a convention difference described in
 * packages/bond-math/test/quantlib-oracle.test.ts, so it is left out here).
 */

const HEADER = '/usr/include/ql/quantlib.hpp';
const SOURCE = path.join(import.meta.dirname, 'quantlib', 'random-bullets.cpp');
const BONDS = 500;
const TOLERANCE = 1e-8;
const DAY_COUNTS: DayCountId[] = ['ACT/365F', 'ACT/360', '30E/360', 'ACT/ACT-ICMA', 'ACT/ACT-ISDA'];
const FREQUENCIES: Frequency[] = [1, 2, 4, 12];

/** mulberry32: tiny seeded PRNG. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Bullet {
  readonly terms: BondTerms;
  readonly settlement: CalendarDate;
  readonly clean: number;
}

function randomBullets(): Bullet[] {
  const rnd = mulberry32(20261212);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)] as T;
  return Array.from({ length: BONDS }, (_, i) => {
    const frequency = pick(FREQUENCIES);
    const issueDate = date(int(2000, 2030), int(1, 12), int(1, 28));
    // A whole number of periods (regular), or a few days more (a short first stub); a third
    // on a month end (end-of-month schedules).
    let maturityDate = addMonths(issueDate, (int(1, 20 * frequency) * 12) / frequency);
    if (rnd() < 0.4) maturityDate = addDays(maturityDate, int(1, 20));
    if (rnd() < 0.33) maturityDate = endOfMonth(maturityDate);
    const terms: BondTerms = {
      issueDate,
      maturityDate,
      frequency,
      dayCount: DAY_COUNTS[i % DAY_COUNTS.length] as DayCountId,
      couponRate: int(0, 1500) / 10_000,
      calendar: 'null',
      paymentConvention: 'unadjusted',
    };
    // Settlement: a third in the final coupon period, the rest anywhere before it.
    const flows = buildCashFlows(terms).flows;
    const finalStart = (flows[flows.length - 1] as { accrualStart: CalendarDate }).accrualStart;
    const settlement =
      rnd() < 1 / 3
        ? addDays(finalStart, int(0, maturityDate - finalStart - 1))
        : addDays(issueDate, int(0, maturityDate - issueDate - 1));
    // A price from a random compounded yield of -1 % to 25 %.
    const y = int(-100, 2500) / 10_000;
    const p = prepare(terms, settlement, { convention: 'compounded' });
    return { terms, settlement, clean: cleanPriceFromYield(p, y) };
  });
}

/** Compiles the QuantLib side and runs it on the bullets: [compounded, simpleThenCompounded]. */
function quantLibYields(bullets: readonly Bullet[]): [number, number][] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-ql-oracle-'));
  try {
    const exe = path.join(dir, 'random-bullets');
    execFileSync('g++', ['-O1', '-std=c++17', '-o', exe, SOURCE, '-lQuantLib']);
    const input = bullets
      .map(({ terms: t, settlement, clean }) =>
        [t.issueDate, t.maturityDate, t.couponRate, t.frequency, t.dayCount, settlement, clean]
          .map(String)
          .join(','),
      )
      .join('\n');
    const lines = execFileSync(exe, { input, encoding: 'utf8' }).trim().split('\n');
    return lines.map((line, i) => {
      if (line.startsWith('error')) throw new Error(`QuantLib failed on bond ${i}: ${line}`);
      return line.split(',').map(Number) as [number, number];
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Agreement {
  readonly count: number;
  readonly within: number;
  readonly largest: number;
}

function agreement(diffs: readonly number[]): Agreement {
  return {
    count: diffs.length,
    within: diffs.filter((d) => d <= TOLERANCE).length,
    largest: Math.max(0, ...diffs),
  };
}

const describeAgreement = (a: Agreement) =>
  `${a.within}/${a.count} (${((100 * a.within) / Math.max(a.count, 1)).toFixed(1)} %) within ${TOLERANCE}, largest difference ${a.largest.toExponential(1)}`;

/** A calculator request as a client sends it: percents, ISO dates, the API's names. */
function apiRequest(
  bullet: Bullet,
  input: { cleanPrice: number } | { yield: number },
  convention: string,
) {
  const t = bullet.terms;
  return {
    bond: {
      issueDate: formatIsoDate(t.issueDate),
      maturityDate: formatIsoDate(t.maturityDate),
      couponRate: (t.couponRate ?? 0) * 100,
      couponFrequency: t.frequency,
      dayCount: t.dayCount,
      // No holiday moves a date: QuantLib's side runs on NullCalendar, unadjusted.
      calendar: 'weekends-only',
      businessDayConvention: 'unadjusted',
    },
    settlementDate: formatIsoDate(bullet.settlement),
    yieldConvention: convention,
    ...input,
  };
}

const PRICE_TOLERANCE = 1e-6;

/** The API's checks: [passed, total, a description of the first failures]. */
function apiChecks(bullets: readonly Bullet[], ql: readonly [number, number][]) {
  let passed = 0;
  let total = 0;
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    total++;
    if (ok) passed++;
    else if (failures.length < 5) failures.push(what);
  };
  bullets.forEach((bullet, i) => {
    const [qlCompounded, qlStreet] = ql[i] as [number, number];
    const ask = (input: { cleanPrice: number } | { yield: number }, convention: string) =>
      calculate(CalculatorRequest.parse(apiRequest(bullet, input, convention)));
    const fromPrice = ask({ cleanPrice: bullet.clean }, 'compounded');
    check(Math.abs(fromPrice.yield / 100 - qlCompounded) <= TOLERANCE, `#${i} compounded yield`);
    const fromYield = ask({ yield: qlCompounded * 100 }, 'compounded');
    check(
      Math.abs(fromYield.cleanPrice - bullet.clean) <= PRICE_TOLERANCE,
      `#${i} price from compounded`,
    );
    const street = ask({ cleanPrice: bullet.clean }, 'nominal');
    check(
      Math.abs(street.yields.compounded / 100 - qlCompounded) <= TOLERANCE,
      `#${i} yields.compounded`,
    );
    if (prepare(bullet.terms, bullet.settlement, { convention: 'street' }).n === 1) {
      check(Math.abs(street.yield / 100 - qlStreet) <= TOLERANCE, `#${i} street yield`);
      const streetPrice = ask({ yield: qlStreet * 100 }, 'nominal').cleanPrice;
      check(Math.abs(streetPrice - bullet.clean) <= PRICE_TOLERANCE, `#${i} price from street`);
    }
  });
  return { passed, total, failures };
}

/** One Markdown bullet list for docs/benchmarks.md, or why it could not run. */
export function quantLibOracleSection(): string {
  if (!fs.existsSync(HEADER))
    return '- QuantLib random bullets: QuantLib not installed (apt-get install libquantlib0-dev): skipped';
  if (spawnSync('g++', ['--version']).status !== 0)
    return '- QuantLib random bullets: g++ not installed (apt-get install g++): skipped';
  const bullets = randomBullets();
  const ql = quantLibYields(bullets);
  const compounded: number[] = [];
  const street: number[] = [];
  let widest = 0;
  bullets.forEach(({ terms, settlement, clean }, i) => {
    const [qlCompounded, qlSimpleThenCompounded] = ql[i] as [number, number];
    const pc = prepare(terms, settlement, { convention: 'compounded' });
    const ps = prepare(terms, settlement, { convention: 'street' });
    const yc = yieldFromDirtyPrice(pc, clean + pc.accrued.percentOfFace);
    const ys = yieldFromDirtyPrice(ps, clean + ps.accrued.percentOfFace);
    compounded.push(Math.abs(yc - qlCompounded));
    if (ps.n === 1) {
      street.push(Math.abs(ys - qlSimpleThenCompounded));
      widest = Math.max(widest, Math.abs(yc - ys));
    }
  });
  const api = apiChecks(bullets, ql);
  return [
    `- QuantLib random bullets (${BONDS} seeded fixed-rate bullets: ${DAY_COUNTS.join(', ')}; 1/2/4/12 coupons a year; short first stubs and month ends; a third settled in the final coupon period; no holidays): bond-math \`compounded\` vs QuantLib BondFunctions::yield \`Compounded\`: ${describeAgreement(agreement(compounded))}`,
    `- bond-math \`street\` vs QuantLib \`SimpleThenCompounded\` on the ${street.length} bonds with one flow left: ${describeAgreement(agreement(street))}; there \`street\` and \`compounded\` differ by up to ${(widest * 100).toFixed(2)} percentage points`,
    `- The same bullets through the calculator API's contract and service: a price in \`compounded\` gives QuantLib's \`Compounded\` yield, that yield in \`compounded\` gives the price back (within ${PRICE_TOLERANCE}), a \`nominal\` answer's \`yields.compounded\` is QuantLib's, and with one flow left \`nominal\` (street) against \`SimpleThenCompounded\` both ways: ${api.passed}/${api.total} checks agree${api.failures.length ? ` (first misses: ${api.failures.join(', ')})` : ''}`,
  ].join('\n');
}
