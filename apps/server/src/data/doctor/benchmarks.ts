import { sql, type SQL } from 'drizzle-orm';
import { BENCHMARK_PRICE_DAYS } from '@bondsight/contracts';
import { NON_MARKET_GROUNDS } from '../../lib/benchmark-rule';
import { lit, type Invariant } from './types';

/**
 * Stored T-spreads and the benchmark each names (trading_ticks.t_spread_benchmark: the
 * government bond's English name, or its ISIN; the first such bond of the currency by id),
 * judged by the rule of lib/benchmark-rule.ts (its steps 1–3; its constants).
 * A benchmark is a government bond of the bond's currency, of its coupon kind (fixed against
 * fixed, zero and step-up coupons; a floater against a floater on the same reference rate),
 * alive on the tick's day by the life rule (aliveOnSql) and priced then: a usable last price
 * at most PRICE_DAYS calendar days before, on a market's own ground (not Bondsight's estimation
 * nor the NSD's paid valuations).
 *
 * Map points and similar bonds are not stored: the server chooses them per request in its
 * modules (emitent-map, bonds/similar), which the data tool may not import; nothing of them
 * is checked here.
 *
 * The stored references are judged per (bond, benchmark) stretch, from the ticks' single pass
 * (market.ts), and tick by tick for a stretch that may cross a day the benchmark was dead or
 * unpriced; counts are in ticks.
 */

/** A benchmark's price may be this many calendar days old: a weekend and a holiday. */
const PRICE_DAYS = BENCHMARK_PRICE_DAYS;

export const BENCHMARK_INVARIANTS: readonly Invariant[] = [
  {
    code: 'benchmark_missing',
    title: 'T-spread stored without the benchmark it was taken against',
    show: ['bond', 'date', 'ticks'],
  },
  {
    code: 'benchmark_of_government',
    title: 'T-spread stored for a government bond: it is a benchmark itself',
    show: ['bond', 'date', 'benchmark', 'ticks'],
  },
  {
    code: 'benchmark_unknown',
    title: "T-spread benchmark that names no government bond of the bond's currency",
    show: ['bond', 'date', 'benchmark', 'ticks'],
  },
  {
    code: 'benchmark_dead',
    title: "T-spread benchmark not alive on the tick's day (not yet issued, ended or defaulted)",
    show: ['bond', 'date', 'benchmark', 'benchmark_id', 'ticks'],
  },
  {
    code: 'benchmark_unpriced',
    title: `T-spread benchmark alive but without a market price in the ${PRICE_DAYS} days up to the tick's day`,
    show: ['bond', 'date', 'benchmark', 'benchmark_id', 'priced_on', 'ticks'],
  },
  {
    code: 'benchmark_coupon_kind',
    title:
      'T-spread benchmark of another coupon kind (a floater for a fixed-coupon bond, another reference rate...)',
    show: ['bond', 'date', 'benchmark', 'benchmark_id', 'kind', 'benchmark_kind', 'ticks'],
  },
];

/**
 * SQL: the coupon kind a benchmark must share, of the emissions alias: 'fixed' for fixed,
 * zero and step-up coupons (known in advance, one curve), 'floating:<BASE>' for a floater on
 * its reference rate, null for a floater whose rate is unknown (nothing matches it). The same
 * as lib/benchmark-rule.ts's `benchmarkCouponKind`, in SQL.
 */
export const couponKindSql = (e: string): SQL => {
  const a = sql.raw(e);
  return sql`case when ${a}.coupon_type in ('fixed', 'zero', 'step') then 'fixed'
    when ${a}.coupon_type = 'floating' then 'floating:' || nullif(upper(trim(${a}.floating_base)), '')
    else ${a}.coupon_type end`;
};

/**
 * The benchmarks that `refs` (a CTE of (currency_id, name) that stored T-spreads name) resolve
 * to, and the days each is unpriced, as CTEs: `named` (currency, name → the first government
 * bond so named), `prices` (the days each has a market price) and `gaps` (the days it has none
 * within PRICE_DAYS: before its first price, between two prices further apart, after its last;
 * from -infinity to infinity for one never priced). Few rows: a benchmark trades every day.
 */
export function benchmarkGapsSql(refs: string): SQL {
  const r = sql.raw(refs);
  return sql`
    named as (
      select currency_id, name, min(id) as id from (
        select b.id, b.currency_id, b.names->>'eng' as name from emissions b
        where b.bond_kind = 'sovereign' and b.names->>'eng' is not null
        union all
        select b.id, b.currency_id, b.isin from emissions b
        where b.bond_kind = 'sovereign' and b.isin is not null
      ) n
      where (currency_id, name) in (select currency_id, name from ${r})
      group by currency_id, name
    ),
    prices as (
      select distinct n.id as benchmark_id, t.date
      from (select distinct id from named) n
      cross join lateral (
        -- offset 0 keeps it a lateral subquery: each benchmark's ticks by the ticks' key,
        -- not a hash join over the whole table.
        select t.date from trading_ticks t
        where t.emission_id = n.id
          and t.trading_ground_id not in (${sql.raw(NON_MARKET_GROUNDS.join(', '))})
          and t.last_price is not null and not ('last_price' = any(t.bad_data))
        offset 0
      ) t
    ),
    gaps as (
      select benchmark_id, coalesce(previous + ${lit(PRICE_DAYS + 1)}, '-infinity'::date) as from_day,
        date - 1 as to_day, previous as priced_on
      from (
        select benchmark_id, date,
          lag(date) over (partition by benchmark_id order by date) as previous
        from prices
      ) x
      where previous is null or date - previous > ${lit(PRICE_DAYS + 1)}
      union all
      select benchmark_id, max(date) + ${lit(PRICE_DAYS + 1)}, 'infinity'::date, max(date)
      from prices group by benchmark_id
      union all
      select n.id, '-infinity'::date, 'infinity'::date, null::date
      from (select distinct id from named) n
      where not exists (select 1 from prices p where p.benchmark_id = n.id)
    )`;
}
