import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addDays,
  addMonths,
  adjust,
  calendarById,
  date,
  dayOfWeek,
  endOfMonth,
  generateSchedule,
  isEndOfMonth,
  type BusinessDayConvention,
  type CalendarDate,
  type CalendarId,
  type ScheduleOptions,
} from '@bondsight/bond-math';

/**
 * Random schedules against QuantLib's Schedule (bench/quantlib/schedule-bench.cpp): seeded
 * monthly, quarterly, semi-annual and annual schedules, backward and forward, end-of-month
 * rule on and off, on five calendars and four business-day conventions; a third of the
 * anchors on month ends and a sixth on a month's last business day. Reported, not asserted.
 *
 * Two comparisons: with `endOfMonthAnchor: 'last-business-day'` (QuantLib's reading) every
 * date should agree; with the default (the anchor must be its month's last DAY, see
 * packages/bond-math/src/schedule/schedule.ts) the schedules may differ only where the rule
 * is on and the anchor is a last business day that is not a last day, and the report says
 * whether every difference is of that kind.
 */

const HEADER = '/usr/include/ql/quantlib.hpp';
const SOURCE = path.join(import.meta.dirname, 'quantlib', 'schedule-bench.cpp');
const SCHEDULES = 2000;
const TENORS = [1, 3, 6, 12];
const CALENDARS: CalendarId[] = [
  'null',
  'weekends-only',
  'target',
  'united-kingdom',
  'us-government-bond',
];
const CONVENTIONS: BusinessDayConvention[] = [
  'unadjusted',
  'following',
  'modified-following',
  'preceding',
];

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

interface Case {
  readonly options: ScheduleOptions;
  readonly calendarId: CalendarId;
}

function randomSchedules(): Case[] {
  const rnd = mulberry32(20260227);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)] as T;
  return Array.from({ length: SCHEDULES }, () => {
    const calendarId = pick(CALENDARS);
    const calendar = calendarById(calendarId);
    const tenorMonths = pick(TENORS);
    const rule = rnd() < 0.7 ? 'backward' : 'forward';
    const convention = pick(CONVENTIONS);
    // The anchor (termination going backward, effective going forward) near month ends.
    const nearMonthEnd = (x: CalendarDate): CalendarDate => {
      const u = rnd();
      if (u < 1 / 3) return endOfMonth(x);
      if (u < 1 / 2) return adjust(endOfMonth(x), 'preceding', calendar);
      return x;
    };
    let effective = date(int(2001, 2029), int(1, 12), int(1, 28));
    let termination = addMonths(effective, tenorMonths * int(1, 40));
    if (rnd() < 0.4) termination = addDays(termination, int(-20, 20));
    if (rule === 'backward') termination = nearMonthEnd(termination);
    else effective = nearMonthEnd(effective);
    if (!(termination > effective)) termination = addMonths(effective, tenorMonths);
    return {
      calendarId,
      options: {
        effectiveDate: effective,
        terminationDate: termination,
        tenorMonths,
        rule,
        endOfMonth: rnd() < 0.6,
        calendar,
        convention,
        terminationConvention: rnd() < 0.5 ? 'unadjusted' : convention,
      },
    };
  });
}

interface QuantLibSchedule {
  readonly dates: number[];
  /** QuantLib's weekday holidays from a month before to a month after the schedule. */
  readonly holidays: number[];
}

interface QuantLibAnswer {
  readonly version: string;
  /** Each schedule, or QuantLib's error. */
  readonly schedules: (QuantLibSchedule | string)[];
}

const serials = (text: string) => (text === '' ? [] : text.split(',').map(Number));

/** Compiles the QuantLib side and runs it on the cases. */
function quantLibSchedules(cases: readonly Case[]): QuantLibAnswer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-ql-schedule-'));
  try {
    const exe = path.join(dir, 'schedule-bench');
    execFileSync('g++', ['-O1', '-std=c++17', '-o', exe, SOURCE, '-lQuantLib']);
    const input = cases
      .map(({ options: o, calendarId }) =>
        [
          o.effectiveDate,
          o.terminationDate,
          o.tenorMonths,
          o.rule === 'forward' ? 'F' : 'B',
          o.endOfMonth ? 1 : 0,
          calendarId,
          o.convention,
          o.terminationConvention,
        ].join(','),
      )
      .join('\n');
    const [first, ...lines] = execFileSync(exe, { input, encoding: 'utf8' }).trim().split('\n');
    return {
      version: (first ?? '').replace('version ', ''),
      schedules: lines.map((line) => {
        if (line.startsWith('error')) return line;
        const [dates = '', holidays = ''] = line.split('|');
        return { dates: serials(dates), holidays: serials(holidays) };
      }),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether bond-math's calendar has the same weekday holidays as QuantLib's around the case. */
function sameHolidays({ options: o }: Case, theirs: readonly number[]): boolean {
  const cal = o.calendar ?? calendarById('null');
  const ours: number[] = [];
  for (let x = o.effectiveDate - 31; x <= o.terminationDate + 31; x++) {
    const day = x as CalendarDate;
    if (dayOfWeek(day) < 6 && !cal.isBusinessDay(day)) ours.push(x);
  }
  return same(ours, theirs);
}

/** The documented difference: rule on, anchor on its month's last business day, not last day. */
function anchorOnlyBusinessMonthEnd({ options: o }: Case): boolean {
  const anchor = o.rule === 'forward' ? o.effectiveDate : o.terminationDate;
  const cal = o.calendar ?? calendarById('null');
  return (
    o.endOfMonth === true &&
    !isEndOfMonth(anchor) &&
    anchor >= adjust(endOfMonth(anchor), 'preceding', cal)
  );
}

/**
 * QuantLib before 1.31 also moved the effective and termination dates to month ends under
 * the rule (removed by commit 1919fd841, "schedule tests corrected"; today's test-suite
 * asserts they stay), then dropped dates pushed onto them. Applied to a schedule generated
 * as today's QuantLib does, this step gives the older versions' answer.
 */
function withPre131EndMoves(c: Case, dates: readonly CalendarDate[]): number[] {
  const o = c.options;
  const cal = o.calendar ?? calendarById('null');
  const out: number[] = [...dates];
  const lastBusinessDay = (x: CalendarDate) => adjust(endOfMonth(x), 'preceding', cal);
  // In that branch the ends had not been business-day adjusted: the raw dates are moved.
  let d1 = o.effectiveDate;
  let d2 = o.terminationDate;
  if ((o.terminationConvention ?? 'unadjusted') !== 'unadjusted') {
    d1 = lastBusinessDay(d1);
    d2 = lastBusinessDay(d2);
  } else if (o.rule === 'forward') d1 = endOfMonth(d1);
  else d2 = endOfMonth(d2);
  if (d1 === d2) return out;
  out[0] = d1;
  out[out.length - 1] = d2;
  if (out.length >= 3 && (out[out.length - 2] as number) >= d2) out.splice(out.length - 2, 1);
  if (out.length >= 3 && (out[1] as number) <= d1) out.splice(1, 1);
  return out;
}

interface Tally {
  same: number;
  endMoves: number;
  anchorRule: number;
  holidays: number;
  unexplained: number;
}

const emptyTally = (): Tally => ({
  same: 0,
  endMoves: 0,
  anchorRule: 0,
  holidays: 0,
  unexplained: 0,
});

const describeTally = (t: Tally, compared: number) =>
  `same dates on ${t.same}/${compared}; of the others, ${t.endMoves} differ only by the end-date step QuantLib dropped in 1.31, ${t.anchorRule} by the documented anchor rule, ${t.holidays} by holiday data, ${t.unexplained} unexplained`;

/** One Markdown bullet list for docs/benchmarks.md, or why it could not run. */
export function quantLibScheduleSection(): string {
  if (!fs.existsSync(HEADER))
    return '- QuantLib random schedules: QuantLib not installed (apt-get install libquantlib0-dev): skipped';
  if (spawnSync('g++', ['--version']).status !== 0)
    return '- QuantLib random schedules: g++ not installed (apt-get install g++): skipped';
  const cases = randomSchedules();
  const { version, schedules } = quantLibSchedules(cases);
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const pre131 = major === 1 && minor < 31;
  const asQuantLib = emptyTally();
  const byDefault = emptyTally();
  let compared = 0;
  let errors = 0;
  cases.forEach((c, i) => {
    const answer = schedules[i];
    if (typeof answer === 'string' || answer === undefined) {
      errors++;
      return;
    }
    compared++;
    const theirs = answer.dates;
    const holidaysAgree = sameHolidays(c, answer.holidays);
    const qlReading = generateSchedule({ ...c.options, endOfMonthAnchor: 'last-business-day' });
    // What this QuantLib answers when bond-math follows its reading step by step.
    const qlExpected =
      pre131 && qlReading.endOfMonth ? withPre131EndMoves(c, qlReading.dates) : qlReading.dates;
    const tally = (t: Tally, ours: readonly number[]) => {
      if (same(ours, theirs)) t.same++;
      else if (!holidaysAgree) t.holidays++;
      else if (same(qlExpected, theirs) && same(ours, qlReading.dates)) t.endMoves++;
      else if (same(qlExpected, theirs) && anchorOnlyBusinessMonthEnd(c)) t.anchorRule++;
      else t.unexplained++;
    };
    tally(asQuantLib, qlReading.dates);
    tally(byDefault, generateSchedule(c.options).dates);
  });
  return [
    `- QuantLib ${version} random schedules (${SCHEDULES} seeded: ${TENORS.join('/')}-month tenors, backward and forward, end-of-month rule on and off, ${CALENDARS.length} calendars, ${CONVENTIONS.length} conventions; QuantLib errors: ${errors}), bond-math with QuantLib's month-end reading (\`endOfMonthAnchor: 'last-business-day'\`): ${describeTally(asQuantLib, compared)}`,
    `- bond-math by default (the anchor must be its month's last day): ${describeTally(byDefault, compared)}`,
  ].join('\n');
}
