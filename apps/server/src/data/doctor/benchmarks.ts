import { sql, type SQL } from 'drizzle-orm';
import { BENCHMARK_PRICE_DAYS } from '@bondsight/contracts';
import { aliveOnSql } from '../../lib/bond-life';
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
 * The stored references are judged per (currency, benchmark, day, coupon kind), the groups the
 * ticks' single pass (market.ts) builds; counts are in ticks.
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

/** SQL: the tick `t` carries a T-spread to judge. */
export const storedSpreadSql = sql`(t.t_spread is not null and not ('t_spread' = any(t.bad_data)))`;

/**
 * The benchmark references of `groups` (a CTE of (currency_id, name, date, coupon_type,
 * floating_base, government, ticks, bond): the referring bonds' coupon, its kind computed once
 * a group) judged: one row per broken reference group with its code, as `benchmark_offending`.
 */
export function benchmarkJudgementSql(groups: string): SQL {
  const g = sql.raw(groups);
  return sql`
    named as (
      select currency_id, name, min(id) as id from (
        select b.id, b.currency_id, b.names->>'eng' as name from emissions b
        where b.bond_kind = 'sovereign' and b.names->>'eng' is not null
        union all
        select b.id, b.currency_id, b.isin from emissions b
        where b.bond_kind = 'sovereign' and b.isin is not null
      ) n group by currency_id, name
    ),
    judged as (
      select r.currency_id, r.name, r.date, ${couponKindSql('r')} as kind, r.ticks, r.bond,
        r.government,
        b.id as benchmark_id, ${couponKindSql('b')} as benchmark_kind,
        coalesce(${aliveOnSql('b', sql`r.date`)}, false) as alive,
        coalesce(${couponKindSql('b')} = ${couponKindSql('r')}, false) as same_kind
      from ${g} r
      left join named n on n.currency_id = r.currency_id and n.name = r.name
      left join emissions b on b.id = n.id
      where r.ticks > 0
    ),
    asked as (select distinct benchmark_id from judged where alive),
    prices as (
      select distinct a.benchmark_id, t.date
      from asked a
      cross join lateral (
        -- offset 0 keeps it a lateral subquery: each benchmark's ticks by the ticks' key,
        -- not a hash join over the whole table.
        select t.date from trading_ticks t
        where t.emission_id = a.benchmark_id
          and t.trading_ground_id not in (${sql.raw(NON_MARKET_GROUNDS.join(', '))})
          and t.last_price is not null and not ('last_price' = any(t.bad_data))
        offset 0
      ) t
    ),
    -- The days a benchmark is unpriced: before its first market price, and from PRICE_DAYS + 1
    -- days after a price to the day before the next (few: a benchmark trades every day).
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
    ),
    priced as (
      select j.benchmark_id, j.date, bool_or(g.benchmark_id is null) as priced,
        max(g.priced_on) as priced_on
      from (select distinct benchmark_id, date from judged where alive) j
      left join gaps g on g.benchmark_id = j.benchmark_id
        and j.date between g.from_day and g.to_day
      where exists (select 1 from prices p where p.benchmark_id = j.benchmark_id)
      group by j.benchmark_id, j.date
    ),
    benchmark_offending as (
      select x.code, j.bond, j.date, j.name as benchmark, j.benchmark_id, p.priced_on,
        j.kind, j.benchmark_kind, j.ticks
      from judged j
      left join priced p on p.benchmark_id = j.benchmark_id and p.date = j.date
      cross join lateral (values
        ('benchmark_missing', j.name is null),
        ('benchmark_of_government', j.government and j.name is not null),
        ('benchmark_unknown', j.name is not null and not j.government and j.benchmark_id is null),
        ('benchmark_dead', not j.government and j.benchmark_id is not null and not j.alive),
        ('benchmark_unpriced', not j.government and j.alive and coalesce(not p.priced, true)),
        ('benchmark_coupon_kind', not j.government and j.benchmark_id is not null and not j.same_kind)
      ) as x(code, broken)
      where x.broken
    )`;
}
