import { sql, type SQL } from 'drizzle-orm';
import { BENCHMARK_INVARIANTS, benchmarkJudgementSql, storedSpreadSql } from './benchmarks';
import { lit, rulesSql, runFindings, sqlCheck, type Check, type Invariant } from './types';

/**
 * The sane band of a yield, % a year: below −5 % no investor holds a bond (the most negative
 * sovereign yields ever seen were about −1 %), above 200 % a bond trades as a claim on what
 * is recovered, not on its coupons. Outside it a stored yield is a data error unless the
 * source flagged it as bad data.
 */
export const YIELD_BAND = { min: -5, max: 200 } as const;

/**
 * Macaulay duration is a weighted average of the times to the payments, so it never exceeds
 * the time to the last one. Allowed: 14 days for a payment rolled past holidays (the New Year
 * break) and 1.5 % for the day-count basis (ACT/360 counts a year 1.4 % longer than ACT/365).
 */
const DURATION_ROLL_DAYS = 14;
const DURATION_BASIS = 1.015;

/** The ticks' yield columns (the trading-ticks schema) that the bad-data flag can mark. */
const TICK_YIELDS = [
  'ytm_bid',
  'ytm_offer',
  'ytm_last',
  'ytm_close',
  'yto_bid',
  'yto_offer',
  'yto_last',
  'yto_close',
  'ytc_bid',
  'ytc_offer',
  'ytc_last',
  'ytc_close',
  'indicative_yield',
] as const;

/** Participant quotes carry no bad-data flag: every yield they show counts. */
const QUOTE_YIELDS = ['indicative_yield_bid', 'indicative_yield_ask', 'yto_bid', 'yto_offer'];

const outOfBand = (column: SQL) =>
  sql`(${column} < ${lit(YIELD_BAND.min)} or ${column} > ${lit(YIELD_BAND.max)})`;

/** The tick's yields outside the band and not flagged, as `column=value` text. */
function badYields(alias: string, columns: readonly string[], flagged: boolean) {
  const parts = columns.map((c) => {
    const column = sql.raw(`${alias}.${c}`);
    const trusted = flagged
      ? sql` and not (${sql.raw(`'${c}'`)} = any(${sql.raw(alias)}.bad_data))`
      : sql``;
    return {
      when: sql`(${outOfBand(column)}${trusted})`,
      text: sql`case when ${outOfBand(column)}${trusted} then ${sql.raw(`'${c}='`)} || round(${column}::numeric, 2) end`,
    };
  });
  const all = sql.join(
    columns.map((c) => sql.raw(`${alias}.${c}`)),
    sql`, `,
  );
  return {
    any: sql`(${sql.join(
      parts.map((p) => p.when),
      sql` or `,
    )})`,
    // least/greatest skip nulls: one test of the row's extremes before any column's own.
    cheap: sql`(least(${all}) < ${lit(YIELD_BAND.min)} or greatest(${all}) > ${lit(YIELD_BAND.max)})`,
    text: sql`concat_ws(' ', ${sql.join(
      parts.map((p) => p.text),
      sql`, `,
    )})`,
  };
}

/** Years from a tick's date to a later date, with the duration allowance. */
const yearsTo = (until: SQL) =>
  sql`((${until} - t.date) * ${lit(DURATION_BASIS)} + ${lit(DURATION_ROLL_DAYS)}) / 365.0::float8`;

interface TickRule extends Invariant {
  /** The tick `t` (with its bond `e`, null when missing) breaks it. */
  when: SQL;
  /** A cheaper condition implied by `when`, tested first on every tick. */
  cheap?: SQL;
  /** The example's fields beside bond, ground and date. */
  fields: SQL;
}

const yields = badYields('t', TICK_YIELDS, true);
const trusted = (c: string) => sql.raw(`not ('${c}' = any(t.bad_data))`);
const DURATIONS = [
  { reason: 'dur (years) over maturity', column: 'dur', until: sql`e.maturity_date`, days: false },
  {
    reason: 'duration (days) over maturity',
    column: 'duration',
    until: sql`e.maturity_date`,
    days: true,
  },
  {
    reason: 'dur_to (years) over the offer',
    column: 'dur_to',
    until: sql`t.offer_date`,
    days: false,
  },
].map((d) => {
  const value = sql.raw(`t.${d.column}`);
  const limit = d.days ? sql`${yearsTo(d.until)} * 365` : yearsTo(d.until);
  return { ...d, value, when: sql`(${value} > ${limit} and ${trusted(d.column)})` };
});

const TICK_RULES: readonly TickRule[] = [
  {
    code: 'yield_out_of_band',
    title: `Tick yield below ${YIELD_BAND.min} % or above ${YIELD_BAND.max} % a year without the bad-data flag`,
    show: ['bond', 'ground', 'date', 'yields'],
    when: yields.any,
    cheap: yields.cheap,
    fields: sql`${yields.text} as yields`,
  },
  {
    code: 'duration_over_maturity',
    title:
      'Duration longer than the time to maturity (dur, duration in days) or to the offer (dur_to), ' +
      `beyond ${DURATION_ROLL_DAYS} days of payment roll and ${Math.round((DURATION_BASIS - 1) * 1000) / 10} % of day-count basis`,
    show: ['bond', 'ground', 'date', 'reason', 'value', 'limit'],
    when: sql`(${sql.join(
      DURATIONS.map((d) => d.when),
      sql` or `,
    )})`,
    fields: sql`concat_ws('; ', ${sql.join(
      DURATIONS.map((d) => sql`case when ${d.when} then ${d.reason}::text end`),
      sql`, `,
    )}) as reason,
      concat_ws('; ', ${sql.join(
        DURATIONS.map((d) => sql`case when ${d.when} then round(${d.value}::numeric, 3)::text end`),
        sql`, `,
      )}) as value,
      concat_ws('; ', ${sql.join(
        DURATIONS.map(
          (d) =>
            sql`case when ${d.when} then round(((${d.until} - t.date)${d.days ? sql`` : sql` / 365.0`})::numeric, 3)::text end`,
        ),
        sql`, `,
      )}) as limit`,
  },
  {
    code: 'ticks_after_end',
    title:
      "Tick after the bond's end (redeemed_on, else maturity); defaulted bonds excepted: their claims trade on",
    show: ['bond', 'ground', 'date', 'end_date'],
    when: sql`(e.status_id <> 256 and e.defaulted_on is null
      and t.date > coalesce(e.redeemed_on, e.maturity_date))`,
    fields: sql`coalesce(e.redeemed_on, e.maturity_date) as end_date`,
  },
  {
    code: 'ticks_before_issue',
    title: 'Tick before the bond was issued',
    show: ['bond', 'ground', 'date', 'issue'],
    when: sql`t.date < e.issue_date`,
    fields: sql`e.issue_date as issue`,
  },
  {
    code: 'ticks_of_cancelled',
    title: 'Tick of a cancelled bond (status 64): it never existed',
    show: ['bond', 'ground', 'date'],
    when: sql`e.status_id = 64`,
    fields: sql`e.status_id as status`,
  },
  {
    code: 'tick_of_missing_bond',
    title: 'Tick of a bond that does not exist',
    show: ['bond', 'ground', 'date'],
    when: sql`e.id is null`,
    fields: sql`null::int as status`,
  },
];

const ruleWhen = (r: TickRule) => (r.cheap ? sql`(${r.cheap} and ${r.when})` : r.when);

/**
 * Trading ticks, the largest table (about 77 ticks a bond a year), read in one pass for every
 * rule on them: yields in the band, durations within the time to maturity, ticks only while
 * the bond exists, and the stored T-spreads' benchmarks (benchmarks.ts). The pass groups the
 * ticks by what a T-spread is judged on (currency, benchmark, day, coupon) and counts each
 * rule's ticks per group; a rule's examples are then read back from its first days (by the
 * ticks' (ground, date) index).
 */
export const ticksCheck: Check = {
  group: 'market',
  name: 'trading ticks and T-spread benchmarks',
  // The planner cannot estimate how few (currency, benchmark, day) groups there are and
  // would sort every tick to group them: hashing is several times cheaper.
  settings: { enable_sort: 'off' },
  invariants: [
    ...TICK_RULES.map(({ code, title, show }) => ({ code, title, show })),
    ...BENCHMARK_INVARIANTS,
  ],
  async run(tx, context) {
    const counts = TICK_RULES.map(
      (r, i) => sql`count(*) filter (where ${ruleWhen(r)}) as ${sql.raw(`n${i}`)}`,
    );
    const tickFindings = TICK_RULES.map(
      (r, i) => sql`select ${r.code}::text as code, (select ${sql.raw(`n${i}`)} from totals) as n,
        (select coalesce(json_agg(x), '[]'::json) from (
          select t.emission_id as bond, t.trading_ground_id as ground, t.date, ${r.fields}
          from (select distinct date from g where ${sql.raw(`n${i}`)} > 0 order by date limit ${context.examples}) d
          cross join trading_grounds gr
          cross join lateral (
            select * from trading_ticks t where t.trading_ground_id = gr.id and t.date = d.date
            offset 0) t
          left join emissions e on e.id = t.emission_id
          where ${r.when}
          order by t.date, t.emission_id, t.trading_ground_id
          limit ${context.examples}) x) as examples`,
    );
    const benchmarkFindings = BENCHMARK_INVARIANTS.map(
      (inv) => sql`select ${inv.code}::text as code,
        (select coalesce(sum(o.ticks), 0) from benchmark_offending o where o.code = ${inv.code}) as n,
        (select coalesce(json_agg(x), '[]'::json) from (
          select * from benchmark_offending o where o.code = ${inv.code}
          order by o.bond, o.date limit ${context.examples}) x) as examples`,
    );
    return runFindings(
      tx,
      sql`with g as (
          select e.currency_id, t.t_spread_benchmark as name, t.date,
            e.coupon_type, e.floating_base, coalesce(e.bond_kind = 'sovereign', false) as government,
            count(*) filter (where ${storedSpreadSql}) as ticks,
            min(t.emission_id) filter (where ${storedSpreadSql}) as bond,
            ${sql.join(counts, sql`, `)}
          from trading_ticks t
          left join emissions e on e.id = t.emission_id
          group by 1, 2, 3, 4, 5, 6
        ),
        totals as (
          select ${sql.join(
            TICK_RULES.map((_, i) => sql.raw(`coalesce(sum(n${i}), 0)::bigint as n${i}`)),
            sql`, `,
          )} from g
        ),
        ${benchmarkJudgementSql('g')}
        ${sql.join([...tickFindings, ...benchmarkFindings], sql` union all `)}`,
    );
  },
};

/** Participant quotes: yields in the band, quotes only while the bond exists. */
export const quotesCheck = sqlCheck(
  'market',
  'participant quotes',
  [
    {
      code: 'quote_yield_out_of_band',
      title: `Participant quote's yield below ${YIELD_BAND.min} % or above ${YIELD_BAND.max} % a year (quotes carry no bad-data flag)`,
      show: ['quote', 'bond', 'date', 'yields'],
    },
    {
      code: 'quotes_after_end',
      title:
        "Participant quote after the bond's end (redeemed_on, else maturity); defaulted bonds excepted",
      show: ['quote', 'bond', 'date', 'end_date'],
    },
    {
      code: 'quotes_of_unplaced',
      title: 'Participant quote of a cancelled bond or before its issue',
      show: ['quote', 'bond', 'date', 'status', 'issue'],
    },
    {
      code: 'quote_of_missing_bond',
      title: 'Participant quote of a bond that does not exist',
      show: ['quote', 'bond', 'date'],
    },
  ],
  () => {
    const yields = badYields('q', QUOTE_YIELDS, false);
    const rules = rulesSql([
      { code: 'quote_yield_out_of_band', when: yields.any, cheap: yields.cheap },
      {
        code: 'quotes_after_end',
        when: sql`e.status_id <> 256 and e.defaulted_on is null
          and q.date > coalesce(e.redeemed_on, e.maturity_date)`,
      },
      { code: 'quotes_of_unplaced', when: sql`e.status_id = 64 or q.date < e.issue_date` },
      { code: 'quote_of_missing_bond', when: sql`e.id is null` },
    ]);
    return {
      offending: sql`
        select x.code, q.id as quote, q.emission_id as bond, q.date, e.status_id as status,
          e.issue_date as issue, coalesce(e.redeemed_on, e.maturity_date) as end_date,
          case when x.code = 'quote_yield_out_of_band' then ${yields.text} end as yields
        from participant_quotes q
        left join emissions e on e.id = q.emission_id
        ${rules.lateral}
        where ${rules.any} and x.broken`,
      order: 'bond, date, quote',
    };
  },
);
