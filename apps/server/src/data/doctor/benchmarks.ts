import { sql } from 'drizzle-orm';
import { STALE_AFTER_DAYS } from '@bondsight/contracts';
import { aliveOnSql } from '../../lib/bond-life';
import { lit, rulesSql, sqlCheck } from './types';

/**
 * Stored T-spreads and the benchmark each names (trading_ticks.t_spread_benchmark: the
 * government bond's English name, or its ISIN). A benchmark is a government bond of the
 * bond's currency, of its coupon kind (a floater against a floater, fixed against fixed), alive
 * on the tick's day by the life rule (aliveOnSql) and priced then: a usable last price within
 * the portal's staleness window (STALE_AFTER_DAYS) up to that day.
 *
 * Map points and similar bonds are not stored: the server chooses them per request in its
 * modules (emitent-map, bonds/similar), which the data tool may not import; they are not
 * checked here.
 *
 * The ticks are read once and grouped by (currency, benchmark, day, coupon kind), so each
 * benchmark-day is judged once however many bonds name it; counts are in ticks.
 */
export const benchmarksCheck = sqlCheck(
  'benchmarks',
  'T-spread benchmarks',
  [
    {
      code: 'benchmark_missing',
      title: 'T-spread stored without the benchmark it was taken against',
      show: ['bond', 'date', 'ticks'],
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
      title: `T-spread benchmark alive but without a usable price in the ${STALE_AFTER_DAYS} days up to the tick's day`,
      show: ['bond', 'date', 'benchmark', 'benchmark_id', 'priced_on', 'ticks'],
    },
    {
      code: 'benchmark_coupon_kind',
      title:
        'T-spread benchmark of another coupon kind (a floater for a fixed-coupon bond or the reverse)',
      show: ['bond', 'date', 'benchmark', 'benchmark_id', 'coupon', 'benchmark_coupon', 'ticks'],
    },
  ],
  () => {
    const rules = rulesSql([
      { code: 'benchmark_missing', when: sql`j.name is null` },
      { code: 'benchmark_unknown', when: sql`j.name is not null and j.candidates = 0` },
      { code: 'benchmark_dead', when: sql`j.candidates > 0 and j.alive = 0` },
      { code: 'benchmark_unpriced', when: sql`j.alive > 0 and j.priced = 0` },
      { code: 'benchmark_coupon_kind', when: sql`j.candidates > 0 and j.same_kind = 0` },
    ]);
    return {
      offending: sql`
        with refs as (
          select e.currency_id, t.t_spread_benchmark as name, t.date,
            e.coupon_type = 'floating' as floating, count(*) as ticks,
            min(t.emission_id) as bond, min(e.coupon_type) as coupon
          from trading_ticks t
          join emissions e on e.id = t.emission_id
          where t.t_spread is not null and not ('t_spread' = any(t.bad_data))
          group by 1, 2, 3, 4
        ),
        names as (
          select b.id, b.currency_id, b.names->>'eng' as name from emissions b
          where b.bond_kind = 'sovereign' and b.names->>'eng' is not null
          union
          select b.id, b.currency_id, b.isin from emissions b
          where b.bond_kind = 'sovereign' and b.isin is not null
        ),
        candidates as (
          select r.currency_id, r.name, r.date, r.floating, b.id as benchmark_id,
            ${aliveOnSql('b', sql`r.date`)} as alive,
            (b.coupon_type = 'floating') = r.floating as same_kind, b.coupon_type
          from refs r
          join names n on n.currency_id = r.currency_id and n.name = r.name
          join emissions b on b.id = n.id
        ),
        asked as (select distinct benchmark_id, date from candidates where alive),
        prices as (
          select distinct a.benchmark_id, t.date
          from (select distinct benchmark_id from asked) a
          cross join lateral (
            select t.date from trading_ticks t
            where t.emission_id = a.benchmark_id
              and t.last_price is not null and not ('last_price' = any(t.bad_data))
          ) t
        ),
        priced as (
          select benchmark_id, date, priced_on from (
            select benchmark_id, date, is_price,
              max(case when is_price then date end) over (
                partition by benchmark_id order by date, is_price desc
                rows unbounded preceding) as priced_on
            from (
              select benchmark_id, date, false as is_price from asked
              union all
              select benchmark_id, date, true from prices
            ) m
          ) w where not is_price
        ),
        judged as (
          select r.currency_id, r.name, r.date, r.floating, r.ticks, r.bond, r.coupon,
            count(c.benchmark_id) as candidates,
            count(*) filter (where c.alive) as alive,
            count(*) filter (where c.same_kind) as same_kind,
            count(*) filter (where p.priced_on >= r.date - ${lit(STALE_AFTER_DAYS)}) as priced,
            min(c.benchmark_id) as benchmark_id, min(c.coupon_type) as benchmark_coupon,
            max(p.priced_on) as priced_on
          from refs r
          left join candidates c using (currency_id, name, date, floating)
          left join priced p on p.benchmark_id = c.benchmark_id and p.date = r.date
          group by r.currency_id, r.name, r.date, r.floating, r.ticks, r.bond, r.coupon
        )
        select x.code, j.bond, j.date, j.name as benchmark, j.benchmark_id, j.priced_on,
          j.coupon, j.benchmark_coupon, j.ticks
        from judged j
        ${rules.lateral}
        where ${rules.any} and x.broken`,
      order: 'bond, date, benchmark',
      count: 'sum(o.ticks)',
    };
  },
);
