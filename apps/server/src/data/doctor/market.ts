import { sql } from 'drizzle-orm';
import { aliveOnSql } from '../../lib/bond-life';
import {
  badYields,
  DURATION_BASIS,
  DURATION_ROLL_DAYS,
  DURATIONS,
  reachLimitSql,
  storedSpreadSql,
  tickYields,
} from '../../lib/tick-rules';
import { YIELD_BAND } from '../../lib/yield-band';
import { BENCHMARK_INVARIANTS, benchmarkGapsSql, couponKindSql } from './benchmarks';
import {
  findingsQuery,
  rulesSql,
  runFindings,
  sqlCheck,
  type Check,
  type Invariant,
} from './types';

/** Participant quotes carry no bad-data flag: every yield they show counts. */
const QUOTE_YIELDS = ['indicative_yield_bid', 'indicative_yield_ask', 'yto_bid', 'yto_offer'];

const yields = tickYields;

const TICK_INVARIANTS: readonly Invariant[] = [
  {
    code: 'yield_out_of_band',
    title: `Tick yield below ${YIELD_BAND.min} % or above ${YIELD_BAND.max} % a year without the bad-data flag`,
    show: ['bond', 'ground', 'date', 'yields'],
  },
  {
    code: 'duration_over_maturity',
    title:
      'Duration longer than the time to maturity (dur, duration in days) or to the offer (dur_to), ' +
      `beyond ${DURATION_ROLL_DAYS} days of payment roll and ${Math.round((DURATION_BASIS - 1) * 1000) / 10} % of day-count basis`,
    show: ['bond', 'ground', 'date', 'reason', 'value', 'limit'],
  },
  {
    code: 'ticks_after_end',
    title:
      "Tick after the bond's end (redeemed_on, else maturity); defaulted bonds excepted: their claims trade on",
    show: ['bond', 'ground', 'date', 'end_date'],
  },
  {
    code: 'ticks_before_issue',
    title: 'Tick before the bond was issued',
    show: ['bond', 'ground', 'date', 'issue'],
  },
  {
    code: 'ticks_of_cancelled',
    title: 'Tick of a cancelled bond (status 64): it never existed',
    show: ['bond', 'date', 'ticks'],
  },
  {
    code: 'tick_of_missing_bond',
    title: 'Tick of a bond that does not exist',
    show: ['bond', 'date', 'ticks'],
  },
];

/**
 * Trading ticks, the largest table (about 77 ticks a bond a year), and the stored T-spreads'
 * benchmarks (benchmarks.ts), judged on the ticks' stretches: the sums per (bond, benchmark
 * named) that triggers keep beside the ticks (db/tick-stretches.ts), ~2 rows a bond, so no
 * tick is read on sound data. What a rule needs of a tick alone is counted there (a yield out
 * of the band, a dur_to past the offer); what needs the bond or the benchmark is judged on the
 * stretch's first and last days and how far its durations reach. Only a stretch that may
 * break a rule (its bond ended before its last tick, its benchmark dead or unpriced on a day
 * inside it...) is read again, tick by tick by the ticks' key, for the exact count and the
 * examples. Whether the stretches are in step with the ticks: stretchesCheck.
 */
export const ticksCheck: Check = {
  group: 'market',
  name: 'trading ticks and T-spread benchmarks',
  invariants: [...TICK_INVARIANTS, ...BENCHMARK_INVARIANTS],
  perBond: true,
  async run(tx, context) {
    const n = context.examples;
    const spread = storedSpreadSql;
    const reachLimit = reachLimitSql;
    const tickRules = rulesSql([
      {
        code: 'duration_over_maturity',
        when: sql`(${sql.join(
          DURATIONS.map((d) => d.when),
          sql` or `,
        )})`,
      },
      {
        code: 'ticks_after_end',
        when: sql`e.status_id <> 256 and e.defaulted_on is null
          and t.date > coalesce(e.redeemed_on, e.maturity_date)`,
      },
      { code: 'ticks_before_issue', when: sql`t.date < e.issue_date` },
      {
        code: 'benchmark_dead',
        when: sql`${spread} and e.bond_kind <> 'sovereign' and bm.id is not null
          and not coalesce(${aliveOnSql('bm', sql`t.date`)}, false)`,
      },
      { code: 'yield_out_of_band', when: yields.any },
    ]);
    const offending = sql`
      with s as (
        -- The pass: the stretches kept beside the ticks (db/tick-stretches.ts).
        select emission_id as bond, nullif(benchmark, '') as name, ticks, spread_ticks,
          first_day, last_day, first_spread, last_spread, yields, dur_to, dur_reach,
          duration_reach
        from tick_stretches
        where ${context.judged('emission_id')}
      ),
      b as (
        select s.*, e.id as known, e.status_id, e.currency_id, e.bond_kind = 'sovereign' as government,
          ${couponKindSql('e')} as kind, coalesce(e.redeemed_on, e.maturity_date) as end_date,
          e.issue_date,
          e.status_id <> 256 and e.defaulted_on is null
            and s.last_day > coalesce(e.redeemed_on, e.maturity_date) as after_end,
          s.first_day < e.issue_date as before_issue,
          s.dur_to > 0 or s.dur_reach > ${reachLimit} or s.duration_reach > ${reachLimit}
            as long_duration
        from s left join emissions e on e.id = s.bond
      ),
      refs as (select distinct currency_id, name from b where spread_ticks > 0 and name is not null),
      ${benchmarkGapsSql('refs')},
      spreads as (
        -- Each stretch of stored T-spreads with its benchmark: what holds for the whole stretch,
        -- and whether it may cross a day the benchmark was dead.
        select b.bond, b.name, b.spread_ticks, b.first_spread, b.last_spread, b.government, b.kind,
          bm.id as benchmark_id, ${couponKindSql('bm')} as benchmark_kind,
          bm.id is not null and not (coalesce(${aliveOnSql('bm', sql`b.first_spread`)}, false)
            and coalesce(${aliveOnSql('bm', sql`b.last_spread`)}, false)) as may_be_dead
        from b
        left join named nm on nm.currency_id = b.currency_id and nm.name = b.name
        left join emissions bm on bm.id = nm.id
        where b.spread_ticks > 0
      ),
      crossing as (
        -- The stretches that overlap one of their benchmark's unpriced spans: a join on the
        -- benchmark (a subquery per stretch would scan every gap for each of a million stretches).
        select distinct sp.bond, sp.name
        from spreads sp
        join gaps g on g.benchmark_id = sp.benchmark_id
          and g.from_day <= sp.last_spread and g.to_day >= sp.first_spread
      ),
      j as (
        select sp.*, c.bond is not null as may_be_unpriced
        from spreads sp
        left join crossing c on c.bond = sp.bond and c.name = sp.name
      ),
      suspects as (
        select bond from b where after_end or before_issue or long_duration
        union
        select bond from j where not government and may_be_dead
        union
        (select bond from b where yields > 0 order by bond limit ${n})
      ),
      exact as (
        -- The suspect stretches tick by tick, by the ticks' key.
        select x.code, t.emission_id as bond, t.trading_ground_id as ground, t.date,
          1 as n, true as example,
          case when x.code = 'yield_out_of_band' then 0 else 1 end as counted,
          coalesce(e.redeemed_on, e.maturity_date) as end_date, e.issue_date as issue,
          t.t_spread_benchmark as benchmark, bm.id as benchmark_id, null::date as priced_on,
          case when x.code = 'yield_out_of_band' then ${yields.text} end as yields,
          case when x.code = 'duration_over_maturity' then concat_ws('; ', ${sql.join(
            DURATIONS.map((d) => sql`case when ${d.when} then ${d.reason}::text end`),
            sql`, `,
          )}) end as reason,
          case when x.code = 'duration_over_maturity' then concat_ws('; ', ${sql.join(
            DURATIONS.map(
              (d) => sql`case when ${d.when} then round(${d.value}::numeric, 3)::text end`,
            ),
            sql`, `,
          )}) end as value,
          case when x.code = 'duration_over_maturity' then concat_ws('; ', ${sql.join(
            DURATIONS.map(
              (d) =>
                sql`case when ${d.when} then round(((${d.until} - t.date)${d.days ? sql`` : sql` / 365.0`})::numeric, 3)::text end`,
            ),
            sql`, `,
          )}) end as limit
        from (select distinct bond from suspects) sb
        cross join lateral (
          select * from trading_ticks t where t.emission_id = sb.bond offset 0) t
        left join emissions e on e.id = t.emission_id
        left join named nm on nm.currency_id = e.currency_id and nm.name = t.t_spread_benchmark
        left join emissions bm on bm.id = nm.id
        ${tickRules.lateral}
        where ${tickRules.any} and x.broken
      ),
      gap_days as (
        -- The days a stretch may cross its benchmark's unpriced days while it is alive (few:
        -- mostly holidays, when nothing trades).
        select distinct d::date as day
        from j
        join gaps g on g.benchmark_id = j.benchmark_id
        join emissions bm on bm.id = j.benchmark_id
        cross join lateral generate_series(
          greatest(g.from_day, j.first_spread, bm.issue_date)::timestamp,
          least(g.to_day, j.last_spread, coalesce(bm.redeemed_on, bm.maturity_date) - 1,
            bm.defaulted_on - 1)::timestamp,
          interval '1 day') as d
        where j.may_be_unpriced and not j.government
      ),
      unpriced as (
        -- The ticks of those days, by the (ground, date) index.
        select 'benchmark_unpriced'::text as code, t.emission_id as bond,
          t.trading_ground_id as ground, t.date, t.t_spread_benchmark as benchmark,
          bm.id as benchmark_id, gap.priced_on
        from gap_days gd
        cross join trading_grounds gr
        cross join lateral (
          select * from trading_ticks t where t.trading_ground_id = gr.id and t.date = gd.day
          offset 0) t
        join emissions e on e.id = t.emission_id
        join named nm on nm.currency_id = e.currency_id and nm.name = t.t_spread_benchmark
        join emissions bm on bm.id = nm.id
        join gaps gap on gap.benchmark_id = bm.id and t.date between gap.from_day and gap.to_day
        where ${spread} and e.bond_kind <> 'sovereign' and ${context.judged('t.emission_id')}
          and coalesce(${aliveOnSql('bm', sql`t.date`)}, false)
      ),
      whole as (
        -- What is counted per stretch (examples: the stretch's bond and first day).
        select x.code, b.bond, b.first_day as date, x.n, x.example, null::text as benchmark,
          null::int as benchmark_id, null::text as kind, null::text as benchmark_kind
        from b
        cross join lateral (values
          ('tick_of_missing_bond', b.known is null, b.ticks, true),
          ('ticks_of_cancelled', b.status_id = 64, b.ticks, true),
          ('yield_out_of_band', b.yields > 0, b.yields, false)
        ) as x(code, broken, n, example)
        where x.broken
        union all
        select x.code, j.bond, j.first_spread, j.spread_ticks, true, j.name, j.benchmark_id,
          j.kind, j.benchmark_kind
        from j
        cross join lateral (values
          ('benchmark_missing', j.name is null),
          ('benchmark_of_government', j.government and j.name is not null),
          ('benchmark_unknown', j.name is not null and not j.government and j.benchmark_id is null),
          ('benchmark_coupon_kind', not j.government and j.benchmark_id is not null
            and not coalesce(j.benchmark_kind = j.kind, false))
        ) as x(code, broken)
        where x.broken
      )
      select x.code, x.bond, x.ground, x.date, x.n * x.counted as n, x.example, x.end_date,
        x.issue, x.benchmark, x.benchmark_id, x.priced_on, x.yields, x.reason, x.value, x.limit,
        null::bigint as ticks, null::text as kind, null::text as benchmark_kind
      from exact x
      union all
      select u.code, u.bond, u.ground, u.date, 1, true, null, null, u.benchmark, u.benchmark_id,
        u.priced_on, null, null, null, null, null, null, null
      from unpriced u
      union all
      select w.code, w.bond, null, w.date, w.n, w.example, null, null, w.benchmark,
        w.benchmark_id, null, null, null, null, null, w.n, w.kind, w.benchmark_kind
      from whole w`;
    return runFindings(
      tx,
      findingsQuery(
        [...TICK_INVARIANTS, ...BENCHMARK_INVARIANTS].map((i) => i.code),
        offending,
        'bond, date, ground',
        n,
        'sum(o.n)',
        'o.example',
        true,
      ),
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
  (context) => {
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
        where ${context.judged('q.emission_id')} and ${rules.any} and x.broken`,
      order: 'bond, date, quote',
    };
  },
  { perBond: true },
);
